import { ApiError } from '../../../api/api-client';
import { sentenceWords } from '../../../api/resources';
import { WordListItem } from '../../../components/word-card/word-list-item';
import { WordTags } from './word-tags';
import styles from './sentences.module.css';

interface SentenceWordsProps {
  sentenceId: number;
  /** The owner may take words out. */
  owner: boolean;
}

/** The words of a sentence, each with its tags and facts; the owner's "×" removes one. */
export function SentenceWords({ sentenceId, owner }: SentenceWordsProps) {
  const { data: words = [], isPending } = sentenceWords.useList(sentenceId);
  const remove = sentenceWords.useRemove(sentenceId);

  return (
    <section className={styles.words} aria-labelledby="sentence-words-title">
      <h2 id="sentence-words-title">Words in this sentence</h2>
      {remove.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be removed: {remove.error.message}
        </p>
      )}
      {isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : words.length === 0 ? (
        <p className={styles.muted}>No words have been added to this sentence yet.</p>
      ) : (
        <ul className={styles.wordList}>
          {words.map((link) => (
            <WordListItem
              key={link.id}
              word={link.nahuatl_word_data}
              onRemove={owner ? () => remove.mutate(link.id) : undefined}
              removing={remove.isPending && remove.variables === link.id}
            >
              <WordTags link={link} />
            </WordListItem>
          ))}
        </ul>
      )}
    </section>
  );
}
