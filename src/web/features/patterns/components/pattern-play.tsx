import type { UseQueryResult } from '@tanstack/react-query';
import type { Pattern } from '../../../../contract/patterns';
import type { Word } from '../../../../contract/words';
import { Button } from '../../../components/button';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import { unplayableReason } from '../pattern-game';
import { PatternGamePanel } from './pattern-game-panel';
import styles from './patterns.module.css';

interface PatternPlayProps {
  pattern: Pattern;
  words: UseQueryResult<Word[]>;
  owner: boolean;
}

/** What Play opens: the game, or why it cannot start (the words are loading or unreachable, or the pattern is unfinished). */
export function PatternPlay({ pattern, words, owner }: PatternPlayProps) {
  const t = useT();
  if (words.error) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('patterns.play.wordsFailed', { error: words.error.message })}</p>
        <Button variant="secondary" onClick={() => void words.refetch()}>
          {t('patterns.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!words.data) return <ScreenLoading text="patterns.play.loading" />;
  const reason = unplayableReason(pattern, words.data);
  if (reason !== null) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('patterns.play.unplayable', { reason: t(reason.id, reason.values) })}</p>
        {owner && <p>{t('patterns.play.useEdit')}</p>}
      </div>
    );
  }
  return <PatternGamePanel pattern={pattern} words={words.data} />;
}
