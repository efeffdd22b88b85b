import { vocabularyWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
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
  return (
    <LinkedWords
      links={vocabularyWords}
      parentId={vocabularyId}
      heading={(words) => (
        <>Words in this vocabulary{words && <span className={styles.wordCount}> ({words.length})</span>}</>
      )}
      empty={`No words have been added to this vocabulary yet.${owner && !editing ? ' Use Edit to add some with the word search.' : ''}`}
      canRemove={editing}
      grid
      fullWidth
    />
  );
}
