/**
 * Inflected-form search (DESIGN.md: "`nicochizquia` finds `cochi` and says
 * 'conditional, 1-S'"). The index holds each verb's object-less forms, keyed
 * without their subject prefix; a query is turned into the object-less spellings
 * it could stand for, looked up by their keys, and every hit is confirmed by
 * conjugating the verb, so a result is never a guess. Keys are written in
 * {@link searchKey}'s spelling, so a form typed in the modern alphabet (`nikochi`,
 * `nimitsitta`) is found as the dictionary's (decision 052).
 */

import { acceptedForms, describeForm, objectlessCells, storedForms, type DictionaryVerb } from './conjugate';
import { foldNahuatl, searchKey, spellingKey } from './fold';
import { OBJECT_PREFIX_CODES, PERSON_INDICES, PERSONS, TENSE_IDS, type ObjectPrefix, type PersonIndex, type Tense } from './reference';
import { isVerb } from './verb-class';
import { isNoun, nounForms, type NounFormKind } from './nouns';

/** One object-less form of a verb, folded, for the full-form index. */
export interface IndexedForm {
  form: string;
  tense: Tense;
  person: PersonIndex;
}

/** What an inflected form turned out to be. */
export interface FormAnalysis {
  form: string;
  /** The verb form's tense; null for a noun form. */
  tense: Tense | null;
  /** The subject, or a possessed noun's possessor; null for a noun's absolute plural. */
  person: PersonIndex | null;
  personCode: string | null;
  object: ObjectPrefix | null;
  /** What a noun form is (decision 056); null for a verb form. */
  noun: NounFormKind | null;
  description: string;
  /**
   * How close the typed text is to the form: 0 the same letters (macrons aside), 1 the same
   * in the other alphabet (or with the saltillo written j), 2 the same with a saltillo left out.
   */
  closeness: Closeness;
}

/** {@link FormAnalysis}'s `closeness`. */
export type Closeness = 0 | 1 | 2;

const SUBJECT_PREFIXES = ['ni', 'ti', 'in', 'xi', 'n', 't', 'x', ''];
// Object prefixes as they appear in words, in the key's spelling (quin, mītz, qui; qu and c are all
// k), longest first; `m` is mo before a vowel.
const OBJECT_SPELLINGS = ['kin', 'nech', 'mits', 'tech', 'mech', 'tla', 'ki', 'mo', 'te', 'k', 'm'];

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
 * The object-less spellings a typed form could stand for, as {@link searchKey}s: itself, and
 * itself with each object prefix that could follow its subject prefix taken out (`niccuāz` →
 * `nikwas`, `quicua` → `kwa`, `ma nimitzitta` and `ma nimitsitta` → `ma niitta`).
 */
export function candidateForms(query: string): string[] {
  const folded = searchKey(query);
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

/**
 * The distinct keys of a verb's {@link indexedForms}, in {@link searchKey}'s spelling: what the
 * full-form index stores for it. A prefix is the same in both spellings, so the folded form
 * loses it first and each distinct rest is keyed once.
 */
export function indexKeys(verb: DictionaryVerb): string[] {
  // A noun form is keyed whole: its possessor prefix is no subject prefix (decision 056).
  if (isNoun(verb.type)) return [...new Set(nounForms(verb).map((entry) => searchKey(entry.form)))];
  const keyed = new Map<string, string>();
  visitIndexedSpellings(verb, (form, _tense, person) => {
    if (form === '') return;
    const rest = formKey(form, person);
    if (!keyed.has(rest)) keyed.set(rest, searchKey(rest));
  });
  return [...new Set(keyed.values())];
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
 * Whether `typed` is `form` with some of its saltillos left out, both as {@link spellingKey}s
 * (`tikochi` of `tikochih`). Only left out: a saltillo the form lacks is another form
 * (`tinechcuah` is not `tinēchcuā`).
 */
function leavesOutSaltillos(typed: string, form: string): boolean {
  let i = 0;
  for (let j = 0; j < form.length; j++) {
    if (typed.charAt(i) === form.charAt(j)) i++;
    else if (form.charAt(j) !== 'h' || !/[aeiou]/.test(form.charAt(j - 1))) return false;
  }
  return i === typed.length;
}

/** How close `query` is to one of `spellings` ({@link Closeness}), or null when it is none of them. */
function closenessTo(query: string, spellings: readonly string[]): Closeness | null {
  const folded = foldNahuatl(query);
  if (spellings.some((spelling) => foldNahuatl(spelling) === folded)) return 0;
  const keyed = spellingKey(folded);
  const keys = spellings.map(spellingKey);
  if (keys.includes(keyed)) return 1;
  return keys.some((key) => leavesOutSaltillos(keyed, key)) ? 2 : null;
}

/**
 * Confirms that `query` is a form of `verb` at the given tense and person, in either
 * alphabet, with or without its saltillo, and with which object (the closest spelling's, then
 * the first object's); null when the engine does not produce it. `form` is the dictionary's
 * spelling.
 */
export function analyzeForm(verb: DictionaryVerb, query: string, tense: Tense, person: PersonIndex): FormAnalysis | null {
  // The engine would conjugate any stem; only verbs have forms.
  if (!isVerb(verb.type)) return null;
  if (foldNahuatl(query) === '') return null;
  const objects: Array<ObjectPrefix | null> = [null, ...OBJECT_PREFIX_CODES];
  let best: FormAnalysis | null = null;
  for (const object of objects) {
    const spellings = acceptedForms(verb, { tense, person, object });
    const closeness = closenessTo(query, spellings);
    if (closeness === null || (best !== null && best.closeness <= closeness)) continue;
    best = {
      form: spellings[0] ?? query,
      tense,
      person,
      personCode: PERSONS[person].code,
      object,
      noun: null,
      description: describeForm(tense, person, object),
      closeness,
    };
    if (closeness === 0) break;
  }
  return best;
}

/**
 * The form of `verb` that `query` is, if any: among the cells of its {@link indexedForms} that
 * one of the query's {@link candidateForms} keys, the closest the engine confirms, then the
 * first (tense by tense, person by person). `tikochih` is cochi's present 1-P, `tikochi` its
 * 2-S, though both keys are `tikochi`.
 */
export function findForm(verb: DictionaryVerb, query: string): FormAnalysis | null {
  if (isNoun(verb.type)) return findNounForm(verb, query);
  const wanted = new Set(candidateForms(query));
  let best: FormAnalysis | null = null;
  for (const cell of indexedForms(verb)) {
    if (!wanted.has(searchKey(cell.form))) continue;
    const analysis = analyzeForm(verb, query, cell.tense, cell.person);
    if (analysis !== null && (best === null || analysis.closeness < best.closeness)) best = analysis;
    if (best?.closeness === 0) break;
  }
  return best;
}

/**
 * The possessed form or plural of a noun that `query` is (`nocal`, `nokal`, `chichimeh`), the
 * closest spelling first, then the first in {@link nounForms}' order; null when it is none.
 */
function findNounForm(noun: DictionaryVerb, query: string): FormAnalysis | null {
  let best: FormAnalysis | null = null;
  for (const entry of nounForms(noun)) {
    const closeness = closenessTo(query, [entry.form]);
    if (closeness === null || (best !== null && best.closeness <= closeness)) continue;
    const { form, person, kind, description } = entry;
    const personCode = person === null ? null : PERSONS[person].code;
    best = { form, tense: null, person, personCode, object: null, noun: kind, description, closeness };
    if (closeness === 0) break;
  }
  return best;
}
