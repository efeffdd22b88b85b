import { Link } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { WordFacts } from '../../../components/word-card/word-facts';
import { useSentenceWords } from '../api/get-sentence-words';
import { useRemoveSentenceWord } from '../api/remove-sentence-word';
import { WordTags } from './word-tags';
import styles from './sentences.module.css';

interface SentenceWordsProps {
  sentenceId: number;
  /** The owner may take words out. */
  owner: boolean;
}

/** The words of a sentence, each with its tags and facts; the owner's "×" removes one. */
export function SentenceWords({ sentenceId, owner }: SentenceWordsProps) {
  const { data: words = [], isPending } = useSentenceWords(sentenceId);
  const remove = useRemoveSentenceWord(sentenceId);

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
          {words.map((link) => {
            const word = link.nahuatl_word_data;
            return (
              <li key={link.id} className={styles.wordItem}>
                <div className={styles.wordHeader}>
                  <Link to={`/detail/${word.id}`} lang="nah" className={styles.wordLink}>
                    {word.word}
                  </Link>
                  <WordTags link={link} />
                  {owner && (
                    <button
                      type="button"
                      className={styles.removeButton}
                      aria-label={`Remove ${word.word}`}
                      disabled={remove.isPending && remove.variables === link.id}
                      onClick={() => remove.mutate(link.id)}
                    >
                      ×
                    </button>
                  )}
                </div>
                <WordFacts word={word} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
