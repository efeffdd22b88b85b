import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { SentenceWord } from '../../../../contract/sentences';
import { PERSONS, SENTENCE_WORD_TENSES } from '../../../../nahuatl';
import { personLabelId, sentenceTenseLabelId } from '../../../i18n/grammar';
import { useNahuatlTag } from '../../../i18n/alphabet';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import tagStyles from '../../../components/tag.module.css';
import styles from './sentences.module.css';

type SentenceWordTense = (typeof SENTENCE_WORD_TENSES)[number];

const personOf = (code: string) => PERSONS.find((person) => person.code === code);
const knownTense = (tense: string) => SENTENCE_WORD_TENSES.find((known) => known === tense);

/**
 * What the labels a learner cannot guess mean (issue 34): the purposive (lesson 26 of
 * Nāhuatlahtolli) and the four times of day (lesson 7); see data/sample/SOURCES.md. The
 * imperfect and the conditional too, whose help links to the grammar help's tenses, where
 * Spanish readers find the school names *copretérito* and *pospretérito* once (decision 083).
 */
/** The tenses of a verb's table, which the grammar help explains in full (decision 083). */
const IN_GRAMMAR_HELP: Partial<Record<SentenceWordTense, string>> = {
  Imperfect: '/grammar#tense-imperfect',
  Conditional: '/grammar#tense-conditional',
};

const EXPLAINED: Partial<Record<SentenceWordTense, MessageId>> = {
  purposive: 'grammar.sentenceTenseHelp.purposive',
  Imperfect: 'grammar.sentenceTenseHelp.Imperfect',
  Conditional: 'grammar.sentenceTenseHelp.Conditional',
  Midafternoon: 'grammar.sentenceTenseHelp.Midafternoon',
  Evening: 'grammar.sentenceTenseHelp.Evening',
  Late: 'grammar.sentenceTenseHelp.Late',
  Night: 'grammar.sentenceTenseHelp.Night',
};

/**
 * The tense and person a word of a sentence is tagged with (SPEC.md §9), when it has them.
 * A tense a learner cannot guess is a button that opens its explanation (touch, Enter or
 * Space rather than a hover title), shown on a line of its own below the word.
 */
export function WordTags({ link }: { link: Pick<SentenceWord, 'tense' | 'person'> }) {
  const t = useT();
  const nah = useNahuatlTag();
  const [open, setOpen] = useState(false);
  const helpId = useId();
  if (!link.tense && !link.person) return null;
  const person = link.person ? personOf(link.person) : undefined;
  const tense = link.tense ? knownTense(link.tense) : undefined;
  const help = tense && EXPLAINED[tense];
  const grammarHelp = tense && IN_GRAMMAR_HELP[tense];
  const tenseText = (
    <>
      <span className="visually-hidden">{t('sentences.tags.tenseTag')}</span>
      {tense ? t(sentenceTenseLabelId(tense)) : link.tense}
    </>
  );
  return (
    <>
      <span className={styles.tags}>
        {link.tense &&
          (help ? (
            <button
              type="button"
              className={`${tagStyles.tag} ${styles.explainedTag}`}
              aria-expanded={open}
              aria-controls={helpId}
              onClick={() => setOpen(!open)}
            >
              {tenseText}
              <span className="visually-hidden">{t('sentences.tags.explain')}</span>
              <span aria-hidden="true" className={styles.explainMark}>
                {open ? '−' : '?'}
              </span>
            </button>
          ) : (
            <span className={tagStyles.tag}>{tenseText}</span>
          ))}
        {link.person && (
          <span className={tagStyles.tag}>
            <span className="visually-hidden">{t('sentences.tags.personTag')}</span>
            {link.person}
            {person && <span className={styles.tagNote}> ({t(personLabelId(person.index))})</span>}
          </span>
        )}
      </span>
      {help && (
        <p id={helpId} hidden={!open} className={styles.tenseHelp}>
          <FormattedMessage id={help} values={{ nah }} />
          {grammarHelp && (
            <>
              {' '}
              <Link to={grammarHelp}>{t('grammarHelp.tenseLink')}</Link>
            </>
          )}
        </p>
      )}
    </>
  );
}
