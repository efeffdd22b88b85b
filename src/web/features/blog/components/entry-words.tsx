import { ApiError } from '../../../api/api-client';
import { entryWords } from '../../../api/resources';
import { WordListItem } from '../../../components/word-card/word-list-item';
import styles from './blog.module.css';

interface EntryWordsProps {
  entryId: number;
  /** The author is editing: each word has its "×", and an empty list says how to fill it. */
  editing: boolean;
}

/** The dictionary words the entry teaches, each linking to its page (/detail/{id}) with its facts. */
export function EntryWords({ entryId, editing }: EntryWordsProps) {
  const { data: words = [], isPending } = entryWords.useList(entryId);
  const remove = entryWords.useRemove(entryId);
  // Readers are not told about a list that is not there.
  if (!editing && words.length === 0) return null;

  return (
    <section className={styles.words} aria-labelledby="entry-words-title">
      <h2 id="entry-words-title">Words in this entry{words.length > 0 && ` (${words.length})`}</h2>
      {remove.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be removed: {remove.error.message}
        </p>
      )}
      {isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : words.length === 0 ? (
        <p className={styles.muted}>No words yet. Find them with the word search below and add them to the entry.</p>
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
