import { vocabularyWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

interface VocabularyWordsProps {
  vocabularyId: number;
  /** The owner is in edit mode: each word gets a "×" that takes it out. */
  editing: boolean;
  /** The owner, who is told how to add words while there are none. */
  owner: boolean;
}

/** The words of a vocabulary, each linking to its page with its facts (SPEC.md §2). */
export function VocabularyWords({ vocabularyId, editing, owner }: VocabularyWordsProps) {
  const t = useT();
  return (
    <LinkedWords
      links={vocabularyWords}
      parentId={vocabularyId}
      heading={(words) => (
        <>
          {t('vocabularies.words.heading')}
          {words && <span className={styles.wordCount}>{t('vocabularies.words.count', { count: words.length })}</span>}
        </>
      )}
      empty={t(owner && !editing ? 'vocabularies.words.emptyOwner' : 'vocabularies.words.empty')}
      canRemove={editing}
      grid
      fullWidth
    />
  );
}
