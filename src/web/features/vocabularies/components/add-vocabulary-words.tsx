import { useId, useState } from 'react';
import type { Vocabulary } from '../../../../contract/vocabularies';
import type { Word } from '../../../../contract/words';
import { ApiError } from '../../../api/api-client';
import { vocabularyWords } from '../../../api/resources';
import { WordSearch } from '../../../components/word-search/word-search';
import styles from './vocabularies.module.css';

/** What the server said about a refused word, without the field name ("This word is already in the vocabulary."). */
function refusal(error: ApiError): string {
  return Object.values(error.fieldErrors).flat().join(' ') || error.message;
}

/** The owner adds words to their vocabulary with the word search; words already in it show as such. */
export function AddVocabularyWords({ vocabulary }: { vocabulary: Vocabulary }) {
  const id = useId();
  const [added, setAdded] = useState('');
  const { data: words = [] } = vocabularyWords.useList(vocabulary.id);
  const add = vocabularyWords.useAdd(vocabulary.id);
  const addedIds = new Set(words.map((link) => link.nahuatl_word));

  function onAdd(word: Word) {
    setAdded('');
    add.mutate({ nahuatl_word: word.id }, { onSuccess: () => setAdded(`Added ${word.word} to the vocabulary.`) });
  }

  return (
    <section className={styles.addWords} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add words</h2>
      <p role="status" className={styles.added}>
        {added}
      </p>
      {add.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be added: {refusal(add.error)}
        </p>
      )}
      <WordSearch target={{ kind: 'vocabulary', name: vocabulary.name, onAdd, addedIds }} />
    </section>
  );
}
