import type { UseQueryResult } from '@tanstack/react-query';
import type { Pattern } from '../../../../contract/patterns';
import type { Word } from '../../../../contract/words';
import { Button } from '../../../components/button';
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
  if (words.error) {
    return (
      <div role="alert" className={styles.problem}>
        <p>The pattern’s words could not be loaded: {words.error.message}</p>
        <Button variant="secondary" onClick={() => void words.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!words.data) return <p role="status">Loading the pattern’s words…</p>;
  const reason = unplayableReason(pattern, words.data);
  if (reason !== null) {
    return (
      <div role="alert" className={styles.problem}>
        <p>This pattern cannot be played yet. {reason}</p>
        {owner && <p>Use Edit to finish it.</p>}
      </div>
    );
  }
  return <PatternGamePanel pattern={pattern} words={words.data} />;
}
