import { useId, useState } from 'react';
import type { z } from 'zod';
import type { Sentence, SentenceWordTense as TenseSchema } from '../../../../contract/sentences';
import type { Word } from '../../../../contract/words';
import { PERSONS, SENTENCE_WORD_TENSES, type PersonCode } from '../../../../nahuatl';
import { ApiError } from '../../../api/api-client';
import { sentenceWords } from '../../../api/resources';
import { WordSearch } from '../../../components/word-search/word-search';
import styles from './sentences.module.css';

/** A tense tag of a sentence word, one of SENTENCE_WORD_TENSES. */
type SentenceWordTense = z.infer<typeof TenseSchema>;

/**
 * The owner adds words to their sentence with the word search. The tense and person
 * chosen here tag the next word added, then return to "none".
 */
export function AddSentenceWords({ sentence }: { sentence: Sentence }) {
  const id = useId();
  const [tense, setTense] = useState<SentenceWordTense | ''>('');
  const [person, setPerson] = useState<PersonCode | ''>('');
  const [added, setAdded] = useState('');
  const { data: words = [] } = sentenceWords.useList(sentence.id);
  const add = sentenceWords.useAdd(sentence.id);
  const addedIds = new Set(words.map((link) => link.nahuatl_word));

  function onAdd(word: Word) {
    setAdded('');
    add.mutate(
      { nahuatl_word: word.id, tense: tense || null, person: person || null },
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
