import { useId } from 'react';
import type { Word } from '../../../../contract/words';
import { nounTable, PERSONS, type MissingPlural } from '../../../../nahuatl';
import { Nahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { PersonHeading } from './person-heading';
import styles from './word-detail.module.css';

/** What the page says of a plural the noun lacks (decision 081). */
const MISSING_POSSESSED_PLURAL: Record<MissingPlural, MessageId> = {
  notUsed: 'words.nouns.possessedPluralNotUsed',
  notAttested: 'words.nouns.possessedPluralNotAttested',
};
const MISSING_PLURAL: Record<MissingPlural, MessageId> = {
  notUsed: 'words.nouns.pluralNotUsed',
  notAttested: 'words.nouns.pluralNotAttested',
};

/**
 * A noun's possessed forms by possessor, one thing and several, and its plural (decision 056),
 * made by the language core from the stored `owned` form as the course teaches them; nothing
 * where the course gives no rule for the noun. In the alphabet the learner chose.
 */
export function NounTable({ word }: { word: Word }) {
  const titleId = useId();
  const t = useT();
  const table = nounTable(word);
  if (table === null) return null;
  const { possessed, possessedPlural, missingPossessedPlural, plural, missingPlural } = table;

  return (
    <section aria-labelledby={titleId} className={styles.tenses}>
      <h2 id={titleId}>{t('words.nouns.title')}</h2>
      {possessed && (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('words.nouns.table')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('words.nouns.possessor')}</th>
                <th scope="col">{t('words.nouns.one')}</th>
                {possessedPlural && <th scope="col">{t('words.nouns.several')}</th>}
              </tr>
            </thead>
            <tbody>
              {PERSONS.map((person) => (
                <tr key={person.code}>
                  <PersonHeading person={person} />
                  <td lang={NAHUATL_LANG}>
                    <Nahuatl text={possessed[person.index]!} />
                  </td>
                  {possessedPlural && (
                    <td lang={NAHUATL_LANG}>
                      <Nahuatl text={possessedPlural[person.index]!} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {missingPossessedPlural && <p>{t(MISSING_POSSESSED_PLURAL[missingPossessedPlural])}</p>}
      {plural ? (
        <p>
          {t('words.nouns.plural')} <Nahuatl text={plural} />
        </p>
      ) : (
        missingPlural && <p>{t(MISSING_PLURAL[missingPlural])}</p>
      )}
    </section>
  );
}
