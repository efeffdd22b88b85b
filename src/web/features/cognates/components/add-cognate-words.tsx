import { useId, useState } from 'react';
import type { Cognate } from '../../../../contract/utoaztecan';
import type { Word } from '../../../../contract/words';
import { ApiError } from '../../../api/api-client';
import { cognateWords } from '../../../api/resources';
import { WordSearch } from '../../../components/word-search/word-search';
import styles from './cognates.module.css';

/** What the server said about a refused word, without the field name ("This word is already linked to the cognate."). */
const refusal = (error: ApiError): string => Object.values(error.fieldErrors).flat().join(' ') || error.message;

/** The owner links Nahuatl words to their cognate with the word search ('add to cognate', SPEC.md §2). */
export function AddCognateWords({ cognate }: { cognate: Cognate }) {
  const id = useId();
  const [added, setAdded] = useState('');
  const { data: links = [] } = cognateWords.useList(cognate.id);
  const add = cognateWords.useAdd(cognate.id);

  function onAdd(word: Word) {
    setAdded('');
    add.mutate({ nahuatl: word.id }, { onSuccess: () => setAdded(`Added ${word.word} to the cognate.`) });
  }

  return (
    <section className={styles.addWords} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Link Nahuatl words</h2>
      <p role="status" className={styles.added}>
        {added}
      </p>
      {add.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be added: {refusal(add.error)}
        </p>
      )}
      <WordSearch target={{ kind: 'cognate', name: cognate.word, onAdd, addedIds: cognateWords.wordIds(links) }} />
    </section>
  );
}
