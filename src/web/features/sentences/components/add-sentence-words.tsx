import { useId, useState } from 'react';
import type { Sentence } from '../../../../contract/sentences';
import type { Word } from '../../../../contract/words';
import { PERSONS, SENTENCE_WORD_TENSES, type PersonCode } from '../../../../nahuatl';
import { ApiError } from '../../../api/api-client';
import { WordSearch } from '../../../components/word-search/word-search';
import { useAddSentenceWord, type SentenceWordTense } from '../api/add-sentence-word';
import { useSentenceWords } from '../api/get-sentence-words';
import styles from './sentences.module.css';

/**
 * The owner adds words to their sentence with the word search. The tense and person
 * chosen here tag the next word added, then return to "none".
 */
export function AddSentenceWords({ sentence }: { sentence: Sentence }) {
  const id = useId();
  const [tense, setTense] = useState<SentenceWordTense | ''>('');
  const [person, setPerson] = useState<PersonCode | ''>('');
  const [added, setAdded] = useState('');
  const { data: words = [] } = useSentenceWords(sentence.id);
  const add = useAddSentenceWord(sentence.id);
  const addedIds = new Set(words.map((link) => link.nahuatl_word));

  function onAdd(word: Word) {
    setAdded('');
    add.mutate(
      { wordId: word.id, tense: tense || null, person: person || null },
      {
        onSuccess: () => {
          setAdded(`Added ${word.word} to the sentence.`);
          setTense('');
          setPerson('');
        },
      },
    );
  }

  return (
    <section className={styles.addWords} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add words</h2>
      <fieldset className={styles.tagPicker}>
        <legend>Tags for the next word you add</legend>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-tense`}>
            Tense <span className={styles.optional}>(optional)</span>
          </label>
          <select
            id={`${id}-tense`}
            value={tense}
            onChange={(event) => setTense(event.target.value as SentenceWordTense | '')}
          >
            <option value="">none</option>
            {SENTENCE_WORD_TENSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-person`}>
            Person <span className={styles.optional}>(optional)</span>
          </label>
          <select
            id={`${id}-person`}
            value={person}
            onChange={(event) => setPerson(event.target.value as PersonCode | '')}
          >
            <option value="">none</option>
            {PERSONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} ({option.label})
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <p role="status" className={styles.added}>
        {added}
      </p>
      {add.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          The word could not be added: {add.error.message}
        </p>
      )}
      <WordSearch target={{ kind: 'sentence', name: sentence.sentence, onAdd, addedIds }} />
    </section>
  );
}
