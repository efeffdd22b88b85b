import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Sentence, SentenceWordTense as TenseSchema } from '../../../../contract/sentences';
import { PERSONS, SENTENCE_WORD_TENSES, type PersonCode } from '../../../../nahuatl';
import { sentenceWords } from '../../../api/resources';
import { AddLinkedWords } from '../../../components/word-search/add-linked-words';
import { personLabelId, sentenceTenseLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import { FormattedMessage } from 'react-intl';
import styles from './sentences.module.css';

/** A tense tag of a sentence word, one of SENTENCE_WORD_TENSES. */
type SentenceWordTense = z.infer<typeof TenseSchema>;

/**
 * The owner adds words to their sentence with the word search. The tense and person
 * chosen here tag the next word added, then return to "none".
 */
export function AddSentenceWords({ sentence }: { sentence: Sentence }) {
  const id = useId();
  const t = useT();
  const optional = (text: ReactNode[]) => <span className={styles.optional}>{text}</span>;
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
        <legend>{t('sentences.tags.legend')}</legend>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-tense`}>
            <FormattedMessage id="sentences.tags.tense" values={{ optional }} />
          </label>
          <select
            id={`${id}-tense`}
            value={tense}
            onChange={(event) => setTense(event.target.value as SentenceWordTense | '')}
          >
            <option value="">{t('sentences.tags.noTense')}</option>
            {SENTENCE_WORD_TENSES.map((option) => (
              <option key={option} value={option}>
                {t(sentenceTenseLabelId(option))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor={`${id}-person`}>
            <FormattedMessage id="sentences.tags.person" values={{ optional }} />
          </label>
          <select
            id={`${id}-person`}
            value={person}
            onChange={(event) => setPerson(event.target.value as PersonCode | '')}
          >
            <option value="">{t('sentences.tags.noPerson')}</option>
            {PERSONS.map((option) => (
              <option key={option.code} value={option.code}>
                {t('sentences.tags.personOption', { code: option.code, person: t(personLabelId(option.index)) })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </AddLinkedWords>
  );
}
