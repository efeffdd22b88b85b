import { ApiError } from '../../../api/api-client';
import { vocabularyWords } from '../../../api/resources';
import { WordListItem } from '../../../components/word-card/word-list-item';
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
  const { data: words = [], isPending } = vocabularyWords.useList(vocabularyId);
  const remove = vocabularyWords.useRemove(vocabularyId);

  return (
    <section className={styles.words} aria-labelledby="vocabulary-words-title">
      <h2 id="vocabulary-words-title">
        Words in this vocabulary{!isPending && <span className={styles.wordCount}> ({words.length})</span>}
      </h2>
      {remove.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be removed: {remove.error.message}
        </p>
      )}
      {isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : words.length === 0 ? (
        <p className={styles.muted}>
          No words have been added to this vocabulary yet.
          {owner && !editing && ' Use Edit to add some with the word search.'}
        </p>
      ) : (
        <ul className={styles.wordList}>
          {words.map((link) => (
            <WordListItem
              key={link.id}
              word={link.nahuatl_word_data}
              onRemove={editing ? () => remove.mutate(link.id) : undefined}
              removing={remove.isPending && remove.variables === link.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
