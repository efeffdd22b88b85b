import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { conjugate, TENSE_IDS, type DictionaryVerb, type PersonIndex, type Tense } from '../../../nahuatl';
import screenStyles from '../../components/screen.module.css';
import { useNahuatl } from '../../i18n/alphabet';
import { tenseLabelId } from '../../i18n/grammar';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { shownEnding, VERB_CLASSES } from '../../i18n/verb-classes';
import styles from './grammar-screen.module.css';

/** The verb every tense is shown with, conjugated by the engine so the examples are the tables' forms. */
const COCHI: DictionaryVerb = { word: 'cochi', past: 'cochqui', type: 'tlach2', transitive: false };

/** "I" for every tense but the imperative, which speaks to "you". */
const examplePerson = (tense: Tense): PersonIndex => (tense === 'imperative' ? 1 : 0);

const TENSE_HELP: Record<Tense, MessageId> = {
  present: 'grammarHelp.tense.present',
  past: 'grammarHelp.tense.past',
  future: 'grammarHelp.tense.future',
  imperfect: 'grammarHelp.tense.imperfect',
  conditional: 'grammarHelp.tense.conditional',
  imperative: 'grammarHelp.tense.imperative',
};

/**
 * The grammar help (decision 083): what a verb's class (tlach1…) and the tenses of its table
 * mean. The labels on word cards link to its sections; the Spanish names the school grammar's
 * copretérito and pospretérito here, once (docs/glossary-es.md).
 */
export function GrammarScreen() {
  const t = useT();
  const shown = useNahuatl();
  const nahuatl = (text: string) => (
    <i lang={NAHUATL_LANG} className={styles.nahuatl}>
      {shown(text)}
    </i>
  );
  const pairs = (examples: ReadonlyArray<{ verb: string; past: string }>): ReactNode =>
    examples.map(({ verb, past }, index) => (
      <Fragment key={verb}>
        {index > 0 && ', '}
        {nahuatl(verb)} → {nahuatl(past)}
      </Fragment>
    ));
  return (
    <section className={screenStyles.screen} aria-labelledby="grammar-title">
      <h1 id="grammar-title">{t('grammarHelp.title')}</h1>
      <p className={styles.intro}>{t('grammarHelp.intro')}</p>

      <section aria-labelledby="verb-classes">
        <h2 id="verb-classes">{t('grammarHelp.classes.heading')}</h2>
        <p className={styles.intro}>{t('grammarHelp.classes.intro')}</p>
        <dl className={styles.terms}>
          {VERB_CLASSES.map((help) => (
            <div key={help.type} id={help.anchor} className={styles.term}>
              <dt translate="no">{help.type}</dt>
              <dd>
                <FormattedMessage
                  id={help.explanation}
                  values={{
                    ending: help.ending && (
                      <span lang={NAHUATL_LANG} className={styles.ending}>
                        {shownEnding(help.ending, shown)}
                      </span>
                    ),
                    // Endings the alphabets write alike ("-ia"), kept whole at a line's end.
                    nah: (chunks) => (
                      <span lang={NAHUATL_LANG} className={styles.ending}>
                        {chunks}
                      </span>
                    ),
                    examples: pairs(help.examples),
                  }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="tenses">
        <h2 id="tenses">{t('grammarHelp.tenses.heading')}</h2>
        <p className={styles.intro}>
          <FormattedMessage id="grammarHelp.tenses.intro" values={{ verb: nahuatl(COCHI.word) }} />
        </p>
        <dl className={styles.terms}>
          {TENSE_IDS.map((tense) => (
            <div key={tense} id={`tense-${tense}`} className={styles.term}>
              <dt className={styles.tenseName}>{t(tenseLabelId(tense))}</dt>
              <dd>
                <FormattedMessage
                  id={TENSE_HELP[tense]}
                  values={{ form: nahuatl(conjugate(COCHI, { tense, person: examplePerson(tense) }) ?? '') }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}
