import { ApiError } from '../../../api/api-client';
import { cognateWords } from '../../../api/resources';
import { WordListItem } from '../../../components/word-card/word-list-item';
import styles from './cognates.module.css';

interface CognateWordsProps {
  cognateId: number;
  /** The owner may take words out with their "×". */
  owner: boolean;
}

/**
 * The Nahuatl words linked to a cognate (SPEC.md §2), each linking to its page with its
 * facts; a verb whose transitivity is unknown shows it flagged, as everywhere else.
 */
export function CognateWords({ cognateId, owner }: CognateWordsProps) {
  const { data: links = [], isPending, error } = cognateWords.useList(cognateId);
  const remove = cognateWords.useRemove(cognateId);

  return (
    <section className={styles.words} aria-labelledby="cognate-words-title">
      <h2 id="cognate-words-title">Linked Nahuatl words</h2>
      {remove.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be removed: {remove.error.message}
        </p>
      )}
      {isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : error ? (
        <p role="alert" className={styles.error}>
          The linked words could not be loaded: {error.message}
        </p>
      ) : links.length === 0 ? (
        <p className={styles.muted}>
          No Nahuatl words are linked to this cognate yet.
          {owner && ' Find one with the word search below.'}
        </p>
      ) : (
        <ul className={styles.wordList}>
          {links.map((link) => (
            <WordListItem
              key={link.id}
              word={link.nahuatl_word_data}
              onRemove={owner ? () => remove.mutate(link.id) : undefined}
              removing={remove.isPending && remove.variables === link.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
