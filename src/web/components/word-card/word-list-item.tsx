import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Word } from '../../../contract/words';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { RemoveButton } from '../remove-button';
import { WordFacts } from './word-facts';
import styles from './word-card.module.css';

interface WordListItemProps {
  word: Word;
  /** Shown after the word, such as the tags it has in a sentence. */
  children?: ReactNode;
  /** Given when the user may take the word out of the list: its "×" calls it. */
  onRemove?: () => void;
  /** The word is being taken out: its "×" waits. */
  removing?: boolean;
}

/** A word in a list of linked words (a sentence's, a vocabulary's): a link to its page, and its facts. */
export function WordListItem({ word, children, onRemove, removing = false }: WordListItemProps) {
  const t = useT();
  const shown = useNahuatl();
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <Link to={`/detail/${word.id}`} lang={NAHUATL_LANG} className={styles.itemWord}>
          {shown(word.word)}
        </Link>
        {children}
        {onRemove && (
          <RemoveButton label={t('words.linked.remove', { word: shown(word.word) })} disabled={removing} onClick={onRemove} />
        )}
      </div>
      <WordFacts word={word} />
    </li>
  );
}
