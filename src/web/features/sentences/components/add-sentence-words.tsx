import { useId, useState } from 'react';
import type { z } from 'zod';
import type { Sentence, SentenceWordTense as TenseSchema } from '../../../../contract/sentences';
import { PERSONS, SENTENCE_WORD_TENSES, type PersonCode } from '../../../../nahuatl';
import { sentenceWords } from '../../../api/resources';
import { AddLinkedWords } from '../../../components/word-search/add-linked-words';
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

  return (
    <AddLinkedWords
      links={sentenceWords}
      parentId={sentence.id}
      kind="sentence"
      name={sentence.sentence}
      extraFields={() => ({ tense: tense || null, person: person || null })}
      onAdded={() => {
        setTense('');
        setPerson('');
      }}
    >
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
    </AddLinkedWords>
  );
}
