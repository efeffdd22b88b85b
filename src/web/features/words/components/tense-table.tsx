import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { detailValueOfObject, objectOfDetailValue } from '../../../../contract/api/words';
import type { Word } from '../../../../contract/words';
import { conjugateAll, OBJECT_PREFIXES, PERSONS, TENSES, type ObjectPrefix } from '../../../../nahuatl';
import type { Say } from '../../../components/game/say';
import { objectGlossId, tenseLabelId } from '../../../i18n/grammar';
import { Nahuatl, useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { PersonHeading } from './person-heading';
import styles from './word-detail.module.css';

type Choice = ObjectPrefix | 'none';

/**
 * The objects a verb can be shown with: all nine when transitive, none as well when unknown or
 * used both ways (decision 081), its default first.
 */
function objectChoices(word: Word): Choice[] {
  const objects: Choice[] = OBJECT_PREFIXES.map((prefix) => prefix.code);
  if (word.ambitransitive) return word.transitive === true ? [...objects, 'none'] : ['none', ...objects];
  if (word.transitive === false) return [];
  return word.transitive === true ? objects : ['none', ...objects];
}

/** The choice a verb's table shows first: its default object (none unless it is transitive). */
const defaultChoice = (word: Word): Choice => (word.transitive === true ? '' : 'none');

/** The address's `object` (the detail call's values: `mitz`, `qui` …) when the verb offers it, else the default. */
function choiceOf(value: string | null, word: Word, choices: Choice[]): Choice {
  // `none` names the forms without an object of a verb that shows its object first.
  if (value === 'none' && choices.includes('none')) return 'none';
  const object = objectOfDetailValue(value);
  return object !== undefined && choices.includes(object) ? object : defaultChoice(word);
}

/**
 * "nēch (me)", "nēch (a mí)", "no object", the prefix in the learner's alphabet (`shown`): the
 * third person's c/qu/qui is k/ki in the SEP spelling, each spelling once (decision 080).
 */
function choiceLabel(choice: Choice, say: Say, shown: (text: string) => string): string {
  if (choice === 'none') return say('words.tenses.noObject');
  const prefix = OBJECT_PREFIXES.find((entry) => entry.code === choice);
  if (!prefix) return choice;
  const spellings = [...new Set(prefix.display.split('/').map(shown))].join('/');
  return `${spellings} (${say(objectGlossId(choice))})`;
}

/**
 * The tense table of SPEC.md §2: present … imperative across, the six persons down. The
 * server's `tenses` show the default object; other objects are conjugated here by the same
 * engine (src/nahuatl) the detail call's `?object=` uses, so the two can never disagree. The
 * chosen object is the address's `?object=` (decision 053), so a link or a reload keeps it.
 */
export function TenseTable({ word }: { word: Word & { tenses: NonNullable<Word['tenses']> } }) {
  const selectId = useId();
  const t = useT();
  const shown = useNahuatl();
  const choices = objectChoices(word);
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params.get('object'), word, choices);
  const isDefault = choice === defaultChoice(word);
  const tenses = isDefault ? word.tenses : conjugateAll(word, choice === 'none' ? null : choice);

  /** Keeps the choice in the address (the default as no `object` at all), replacing the entry so Back leaves the page. */
  function choose(next: Choice) {
    const changed = new URLSearchParams(params);
    if (next === defaultChoice(word)) changed.delete('object');
    else changed.set('object', next === 'none' ? 'none' : detailValueOfObject(next));
    setParams(changed, { replace: true, preventScrollReset: true });
  }

  return (
    <section aria-labelledby={`${selectId}-title`} className={styles.tenses}>
      <h2 id={`${selectId}-title`}>{t('words.tenses.title')}</h2>
      {word.ambitransitive && <p>{t('words.tenses.bothWays')}</p>}
      {choices.length > 0 && (
        <div className={styles.objectPicker}>
          <label htmlFor={selectId}>{t('words.tenses.object')}</label>
          <select id={selectId} value={choice} onChange={(event) => choose(event.target.value as Choice)}>
            {choices.map((option) => (
              <option key={option} value={option}>
                {choiceLabel(option, t, shown)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('words.tenses.table')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('words.tenses.person')}</th>
              {TENSES.map((tense) => (
                <th key={tense.id} scope="col">
                  {t(tenseLabelId(tense.id))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERSONS.map((person) => (
              <tr key={person.code}>
                <PersonHeading person={person} />
                {TENSES.map((tense) => {
                  const form = tenses[tense.id][person.index];
                  return (
                    <td key={tense.id} lang={form ? NAHUATL_LANG : undefined}>
                      {form ? <Nahuatl text={form} /> : <span title={t('words.tenses.sameAsSubject')}>—</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
