import { useId, useState } from 'react';
import type { Entry } from '../../../../contract/entries';
import type { Word } from '../../../../contract/words';
import { ApiError } from '../../../api/api-client';
import { entryWords } from '../../../api/resources';
import { WordSearch } from '../../../components/word-search/word-search';
import styles from './blog.module.css';

/** What the server said about a refused word, without the field name ("This word is already linked to the entry."). */
function refusal(error: ApiError): string {
  return Object.values(error.fieldErrors).flat().join(' ') || error.message;
}

/** The author links dictionary words to their entry with the word search; words already linked show as such. */
export function AddEntryWords({ entry }: { entry: Entry }) {
  const id = useId();
  const [added, setAdded] = useState('');
  const { data: words = [] } = entryWords.useList(entry.id);
  const add = entryWords.useAdd(entry.id);
  const addedIds = new Set(words.map((link) => link.nahuatl_word));

  function onAdd(word: Word) {
    setAdded('');
    add.mutate({ nahuatl_word: word.id }, { onSuccess: () => setAdded(`Added ${word.word} to the entry.`) });
  }

  return (
    <section className={styles.words} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add words</h2>
      <p role="status" className={styles.added}>
        {added}
      </p>
      {add.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be added: {refusal(add.error)}
        </p>
      )}
      <WordSearch target={{ kind: 'entry', name: entry.title, onAdd, addedIds }} />
    </section>
  );
}
