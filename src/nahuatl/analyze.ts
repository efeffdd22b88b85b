/**
 * Inflected-form search (DESIGN.md: "`nicochizquia` finds `cochi` and says
 * 'conditional, 1-S'"). The index holds each verb's object-less forms, keyed
 * without their subject prefix; a query is turned into the object-less spellings
 * it could stand for, looked up by their keys, and every hit is confirmed by
 * conjugating the verb, so a result is never a guess.
 */

import { acceptedForms, describeForm, objectlessCells, storedForms, type DictionaryVerb } from './conjugate';
import { foldNahuatl } from './fold';
import { OBJECT_PREFIX_CODES, PERSON_INDICES, PERSONS, TENSE_IDS, type ObjectPrefix, type PersonIndex, type Tense } from './reference';
import { isVerb } from './verb-class';

/** One object-less form of a verb, folded, for the full-form index. */
export interface IndexedForm {
  form: string;
  tense: Tense;
  person: PersonIndex;
}

/** What an inflected form turned out to be. */
export interface FormAnalysis {
  form: string;
  tense: Tense;
  person: PersonIndex;
  personCode: string;
  object: ObjectPrefix | null;
  description: string;
}

const SUBJECT_PREFIXES = ['ni', 'ti', 'in', 'xi', 'n', 't', 'x', ''];
// Folded object prefixes as they appear in words, longest first; `m` is mo before a vowel.
const OBJECT_SPELLINGS = ['quin', 'nech', 'mitz', 'tech', 'mech', 'tla', 'qui', 'mo', 'qu', 'te', 'c', 'm'];

/**
 * The folded object-less forms of a verb (every tense and person, with their
 * accepted spellings: both endings of a class 3 preterite, the shortened
 * prefixes), which the full-form index stores, plus the stored forms of an
 * irregular verb as they are written. Nouns and particles have none, and
 * neither has a verb of unknown class with nothing stored.
 */
export function indexedForms(verb: DictionaryVerb): IndexedForm[] {
  const forms: IndexedForm[] = [];
  // Where the forms of the cell being visited start.
  let first = 0;
  let cell: { tense: Tense; person: PersonIndex } | undefined;
  visitIndexedSpellings(verb, (form, tense, person) => {
    if (cell?.tense !== tense || cell.person !== person) [first, cell] = [forms.length, { tense, person }];
    // A cell's spellings are few: a linear look for a repeat is cheaper than a Set.
    let repeated = form === '';
    for (let i = first; i < forms.length && !repeated; i++) repeated = forms[i]!.form === form;
    if (!repeated) forms.push({ form, tense, person });
  });
  return forms;
}

/**
 * Calls `visit` with each folded spelling of a verb's {@link indexedForms}, cell by cell (tense
 * by tense, person by person), repeats and empty spellings included. Plain loops and no objects
 * of its own: this runs for every verb of an import.
 */
function visitIndexedSpellings(verb: DictionaryVerb, visit: (form: string, tense: Tense, person: PersonIndex) => void): void {
  if (!isVerb(verb.type)) return;
  // Marked intransitive, the verb has exactly its object-less forms.
  const generated = objectlessCells(verb, { folded: true });
  // A stored form replaces the generated cell (`tiyohuih`, not `tiyauhh`), so only its own spelling finds it.
  // It is the form with the verb's default object, which candidateForms always keeps whole.
  const stored = storedForms(verb);
  let cell = 0;
  for (const tense of TENSE_IDS) {
    const own = stored?.[tense];
    for (const person of PERSON_INDICES) {
      const spellings = generated[cell++];
      if (spellings) for (const form of spellings) visit(form, tense, person);
      const mine = own?.[person];
      if (typeof mine === 'string') visit(foldNahuatl(mine), tense, person);
    }
  }
}

/**
 * The object-less spellings a typed form could stand for: itself, and itself
 * with each object prefix that could follow its subject prefix taken out
 * (`niccuāz` → `nicuaz`, `quicua` → `cua`, `ma nimitzitta` → `ma niitta`).
 */
export function candidateForms(query: string): string[] {
  const folded = foldNahuatl(query);
  if (folded === '') return [];
  const candidates = new Set([folded]);
  const ma = folded.startsWith('ma ') ? 'ma ' : '';
  const rest = folded.slice(ma.length);
  for (const subject of SUBJECT_PREFIXES) {
    if (!rest.startsWith(subject)) continue;
    const afterSubject = rest.slice(subject.length);
    for (const object of OBJECT_SPELLINGS) {
      // One letter of stem is enough: `ī` 'drink' gives `niquī`, `quī`, `nimī`.
      if (afterSubject.startsWith(object) && afterSubject.length > object.length) {
        candidates.add(ma + subject + afterSubject.slice(object.length));
      }
    }
  }
  return [...candidates];
}

/** A form without the `ma ` of the optative, which no key keeps. */
const withoutMa = (form: string) => (form.startsWith('ma ') ? form.slice(3) : form);

/**
 * The full-form index's key of an indexed form: the form without `ma ` and, but for a third
 * person, without the longest subject prefix it starts with (`nicochizquia`, `ticochizquia`
 * and `cochizquia` share `cochizquia`). A verb's forms fall to about a third as many keys,
 * which is what the index stores (decision 028); {@link lookupKeys} finds every one again.
 */
function formKey(form: string, person: PersonIndex): string {
  const rest = withoutMa(form);
  if (PERSONS[person].grammaticalPerson === 3) return rest;
  for (const subject of SUBJECT_PREFIXES) {
    if (subject !== '' && rest.startsWith(subject) && rest.length > subject.length) return rest.slice(subject.length);
  }
  return rest;
}

/** The distinct keys of a verb's {@link indexedForms}: what the full-form index stores for it. */
export function indexKeys(verb: DictionaryVerb): string[] {
  const keys = new Set<string>();
  visitIndexedSpellings(verb, (form, _tense, person) => {
    if (form !== '') keys.add(formKey(form, person));
  });
  return [...keys];
}

/**
 * The keys to look up for these candidate forms ({@link candidateForms}): each without `ma `,
 * as it is and without each subject prefix it could start with. It holds the key of every
 * indexed form among the candidates, whatever its person; the words found are confirmed by
 * the engine, so a key that belongs to another form only costs a look.
 */
export function lookupKeys(candidates: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const candidate of candidates) {
    const rest = withoutMa(candidate);
    for (const subject of SUBJECT_PREFIXES) {
      if (rest.startsWith(subject) && rest.length > subject.length) keys.add(rest.slice(subject.length));
    }
  }
  return [...keys];
}

/**
 * Confirms that `query` is a form of `verb` at the given tense and person, and
 * with which object; null when the engine does not produce it.
 */
export function analyzeForm(verb: DictionaryVerb, query: string, tense: Tense, person: PersonIndex): FormAnalysis | null {
  // The engine would conjugate any stem; only verbs have forms.
  if (!isVerb(verb.type)) return null;
  const folded = foldNahuatl(query);
  if (folded === '') return null;
  const objects: Array<ObjectPrefix | null> = [null, ...OBJECT_PREFIX_CODES];
  for (const object of objects) {
    const spellings = acceptedForms(verb, { tense, person, object });
    if (spellings.some((spelling) => foldNahuatl(spelling) === folded)) {
      return {
        form: spellings[0] ?? query,
        tense,
        person,
        personCode: PERSONS[person].code,
        object,
        description: describeForm(tense, person, object),
      };
    }
  }
  return null;
}
