/**
 * The conjugation engine (GRAMMAR.md §2): any single form, the whole `tenses`
 * object of SPEC.md §3, every form of a verb for the search index, and the
 * spellings an answer may also be given in.
 *
 * A form is assembled from pieces — [`ma `] + subject + object + body — and
 * only joined at the end, because the object's spelling (c/qu/qui) and the
 * accepted vowel elisions both depend on what stands either side of a junction.
 */

import { foldLetters, foldNahuatl } from './fold';
import { irregularTable, type IrregularTable } from './irregular-verbs';
import { classOfType, derivePast, isVerb, normalizeStem, pastPluralBase, preteriteSpellings, tenseBase, verbClass } from './verb-class';
import {
  OBJECT_PREFIXES,
  OBJECT_PREFIX_CODES,
  PERSONS,
  PERSON_INDICES,
  REFLEXIVE_GLOSSES,
  TENSE_IDS,
  TENSES,
  type ObjectPrefix,
  type PersonIndex,
  type Tense,
} from './reference';

/** A dictionary word as the engine needs it; `word` and `past` are bare stems (`cuā`, `cuahqui`). */
export interface DictionaryVerb {
  word: string;
  /** The third-person-singular preterite; derived from the class when missing. */
  past?: string | null;
  /**
   * `tlach1`…`tlach4`. Without a digit the class is what the stem's shape decides,
   * if it does (see `guessVerbClass`); a verb whose class stays unknown has no
   * generated forms, only the stored ones of an irregular verb (`tlach irregular`).
   */
  type?: string | null;
  /** `true`: takes an object (the specific 3rd singular by default); `null`: unknown. */
  transitive?: boolean | null;
  /**
   * Used both with and without an object, ambitransitive (the course attests both, `nitōca` and `nictōca`):
   * every form of either kind exists, and `transitive` says only which the verb shows first
   * (decision 081).
   */
  ambitransitive?: boolean;
  /**
   * Stored forms for irregular verbs, by tense and person index, replacing the
   * generated form of that cell (and the engine's own table of a known irregular
   * verb, see irregular-verbs.ts); `null` keeps the generated one. They are forms
   * with the verb's default object, so they apply only when that object is asked for.
   */
  overrides?: Partial<Record<Tense, ReadonlyArray<string | null>>>;
  /** A noun's possessed form with a third-person-singular possessor (`ical`), which its possessed forms are built on. */
  owned?: string | null;
}

/**
 * Which form to build. `object` left out means the verb's default object (see
 * {@link defaultObject}); `null` asks for the form without an object, which
 * exists unless the verb is marked transitive.
 */
export interface FormRequest {
  tense: Tense;
  person: PersonIndex;
  object?: ObjectPrefix | null;
}

/** Six forms per tense, by person index (SPEC.md §3's `tenses`); `null` where not applicable. */
export type TenseTable = Record<Tense, Array<string | null>>;

/** One form of a verb with what it is, for the full-form search index. */
export interface ConjugatedForm {
  form: string;
  /** Other accepted spellings of the same form (vowel elision at a prefix junction). */
  variants: string[];
  tense: Tense;
  person: PersonIndex;
  object: ObjectPrefix | null;
  /** {@link describeForm}'s text, e.g. "conditional · I". */
  description: string;
}

/** What a verb of known class builds its forms on. */
interface RegularStems {
  stem: string;
  base: string;
  /** The preterite singular's spellings, the printed one first (class 3: -h and -hqui). */
  pasts: string[];
  pastPlural: string;
}

interface PreparedVerb {
  /** `null` when the class is unknown: then only stored forms exist. */
  regular: RegularStems | null;
  transitive: boolean | null;
  ambitransitive: boolean;
  overrides: IrregularTable | undefined;
}

/** A form before joining; each piece as written, `''` when absent. */
interface Pieces {
  ma: boolean;
  subject: string;
  object: string;
  body: string;
}

const VOWEL_START = /^[aeioāēīō]/;
const FRONT_VOWEL_START = /^[eiēī]/;

/**
 * The object a verb takes when none is named: the specific third person
 * singular for a transitive verb (realised c/qu/qui), none otherwise.
 */
export function defaultObject(verb: Pick<DictionaryVerb, 'transitive'>): ObjectPrefix | null {
  return verb.transitive === true ? '' : null;
}

/**
 * The stored forms of a verb by tense and person: the engine's table of a known
 * irregular verb (only for a type with no class digit: a stated `tlachN` claims
 * the verb is regular), with the word's own `overrides` winning cell by cell.
 */
export function storedForms(verb: Pick<DictionaryVerb, 'word' | 'type' | 'overrides'>): IrregularTable | undefined {
  const known = classOfType(verb.type) === null ? irregularTable(verb.word) : undefined;
  if (known === undefined || verb.overrides === undefined) return verb.overrides ?? known;
  const merged: Partial<Record<Tense, Array<string | null>>> = {};
  for (const tense of TENSE_IDS) {
    const own = verb.overrides[tense];
    const builtIn = known[tense];
    if (own === undefined && builtIn === undefined) continue;
    merged[tense] = PERSON_INDICES.map((person) => {
      const cell = own?.[person];
      return typeof cell === 'string' && cell.trim() !== '' ? cell : (builtIn?.[person] ?? null);
    });
  }
  return merged;
}

function regularStems(stem: string, verb: DictionaryVerb): RegularStems | null {
  const cls = verbClass(verb.type, stem);
  if (cls === null) return null;
  const storedPast = typeof verb.past === 'string' ? normalizeStem(verb.past) : '';
  const past = storedPast === '' ? derivePast(stem, cls) : storedPast;
  return { stem, base: tenseBase(stem, cls), pasts: preteriteSpellings(past, cls), pastPlural: pastPluralBase(past) + 'queh' };
}

function prepare(verb: DictionaryVerb): PreparedVerb | null {
  const stem = normalizeStem(verb.word);
  if (stem === '') return null;
  return {
    regular: regularStems(stem, verb),
    transitive: verb.transitive ?? null,
    ambitransitive: verb.ambitransitive === true,
    overrides: storedForms(verb),
  };
}

/**
 * Same-person subject and object ('I see me', 'we see me', 'you all see you')
 * are reflexive in meaning, and GRAMMAR.md allows either the `mo` form or no
 * form. The engine gives no form: the `mo` object already is the reflexive,
 * and rewriting 'I see us' as 'I see myself' would teach a wrong meaning.
 */
function isSamePerson(person: PersonIndex, object: ObjectPrefix): boolean {
  const target = OBJECT_PREFIXES.find((entry) => entry.code === object)?.person;
  if (target === null || target === undefined) return false;
  const subjectPerson = PERSONS[person].grammaticalPerson;
  return subjectPerson !== 3 && subjectPerson === PERSONS[target].grammaticalPerson;
}

function objectForm(object: ObjectPrefix | null, subject: string, body: string): string {
  if (object === null) return '';
  if (object !== '') return OBJECT_PREFIXES.find((entry) => entry.code === object)?.form ?? '';
  // GRAMMAR.md's rule for the specific 3rd singular: c/qu after ni-, ti-, xi-; qui at the start and after in-.
  if (subject === 'ni' || subject === 'ti' || subject === 'xi') return FRONT_VOWEL_START.test(body) ? 'qu' : 'c';
  return 'qui';
}

/** The bodies (stem + tense ending) a cell may be spelled with, the printed one first. */
function bodiesFor(verb: RegularStems, tense: Tense, plural: boolean): string[] {
  switch (tense) {
    case 'present':
      return [plural ? verb.stem + 'h' : verb.stem];
    case 'past':
      return plural ? [verb.pastPlural] : verb.pasts;
    case 'future':
      return [verb.base + (plural ? 'zceh' : 'z')];
    case 'imperfect':
      return [verb.base + (plural ? 'yayah' : 'yaya')];
    case 'conditional':
      return [verb.base + (plural ? 'zquiah' : 'zquia')];
    case 'imperative':
      return [plural ? verb.base + 'cān' : verb.base];
  }
}

function isApplicable(verb: PreparedVerb, person: PersonIndex, object: ObjectPrefix | null): boolean {
  // A transitive verb always shows its object and an intransitive one never does; unknown and both ways allow both.
  if (object === null) return verb.transitive !== true || verb.ambitransitive;
  return (verb.transitive !== false || verb.ambitransitive) && !isSamePerson(person, object);
}

/** What stands before the object and the body in one cell: `ma` or not, and the subject prefix. */
interface CellSubject {
  ma: boolean;
  subject: string;
  /** `ma ` (when taken) and the subject, as a form starts. */
  prefix: string;
  /** The prefix with the subject's vowel dropped before a vowel-initial stem (ni-/ti-/xi-), or null. */
  elided: string | null;
}

/** The subject prefixes whose vowel may drop before a vowel-initial stem (see {@link elidedVariant}). */
const ELIDING_SUBJECTS: ReadonlySet<string> = new Set(['ni', 'ti', 'xi']);

// In the imperative xi- replaces the 2nd-person subject prefix, and the 1st and 3rd persons take `ma`.
const CELL_SUBJECTS: ReadonlyMap<Tense, readonly CellSubject[]> = new Map(
  TENSE_IDS.map((tense) => [
    tense,
    PERSONS.map(({ grammaticalPerson, subjectPrefix }) => {
      const imperative = tense === 'imperative';
      const subject = imperative && grammaticalPerson === 2 ? 'xi' : subjectPrefix;
      const ma = imperative && grammaticalPerson !== 2;
      const prefix = (ma ? 'ma ' : '') + subject;
      return { ma, subject, prefix, elided: ELIDING_SUBJECTS.has(subject) ? prefix.slice(0, -1) : null };
    }),
  ]),
);

const subjectOf = (tense: Tense, person: PersonIndex): CellSubject => CELL_SUBJECTS.get(tense)![person]!;

/** The pieces of each spelling of a generated cell, the printed one first; empty when there is none. */
function piecesFor(verb: PreparedVerb, { tense, person, object }: Required<FormRequest>): Pieces[] {
  if (verb.regular === null || !isApplicable(verb, person, object)) return [];
  const { ma, subject } = subjectOf(tense, person);
  return bodiesFor(verb.regular, tense, PERSONS[person].plural).map((body) => ({
    ma,
    subject,
    object: objectForm(object, subject, body),
    body,
  }));
}

function join({ ma, subject, object, body }: Pieces): string {
  return (ma ? 'ma ' : '') + subject + object + body;
}

/**
 * Spellings with the vowel of a prefix dropped before a vowel-initial stem:
 * ni-/ti-/xi- → n/t/x (`niahci` → `nahci`), mo → m (`moēhua` → `mēhua`), and
 * word-initial qui → qu before e, i (`quiitta` → `quitta`) or c before a, o
 * (`quiana` → `cana`). The engine prints the full prefix, which shows each
 * morpheme, and accepts these as well.
 */
function elidedVariant(pieces: Pieces): string | null {
  const { subject, object, body } = pieces;
  if (!VOWEL_START.test(body)) return null;
  if (object === 'qui') return join({ ...pieces, object: FRONT_VOWEL_START.test(body) ? 'qu' : 'c' });
  if (object === 'mo') return join({ ...pieces, object: 'm' });
  if (object === '' && ELIDING_SUBJECTS.has(subject)) {
    return join({ ...pieces, subject: subject.slice(0, 1) });
  }
  return null;
}

function resolveObject(verb: PreparedVerb, object: ObjectPrefix | null | undefined): ObjectPrefix | null {
  return object === undefined ? defaultObject(verb) : object;
}

function overrideFor(verb: PreparedVerb, request: Required<FormRequest>): string | null {
  if (request.object !== defaultObject(verb)) return null;
  const stored = verb.overrides?.[request.tense]?.[request.person];
  return typeof stored === 'string' && stored.trim() !== '' ? stored.normalize('NFC').trim() : null;
}

function formsOf(verb: PreparedVerb, request: Required<FormRequest>): string[] | null {
  const override = overrideFor(verb, request);
  if (override !== null) return [override];
  const spellings = piecesFor(verb, request);
  if (spellings.length === 0) return null;
  // Whole spellings first (the printed one, then a class 3 preterite's other ending), then the shortened ones.
  const shortened = spellings.map(elidedVariant).filter((variant): variant is string => variant !== null);
  return [...spellings.map(join), ...shortened];
}

/** The first of {@link formsOf}, the printed form, without building the others. */
function printedForm(verb: PreparedVerb, request: Required<FormRequest>): string | null {
  const override = overrideFor(verb, request);
  if (override !== null) return override;
  const [first] = piecesFor(verb, request);
  return first === undefined ? null : join(first);
}

/**
 * One conjugated form, or `null` when the combination does not exist: an
 * object on a verb marked intransitive, no object on one marked transitive,
 * or a subject and object of the same person (use the `mo` object for
 * 'myself', 'ourselves'…).
 *
 * Macrons in the dictionary word are kept (`cuā` → `niccuāz`). Vowel-initial
 * stems keep the whole prefix (`quiitta`, `moitta`, `niahci`); the shortened
 * spellings are returned by {@link acceptedForms}.
 */
export function conjugate(verb: DictionaryVerb, request: FormRequest): string | null {
  return acceptedForms(verb, request)[0] ?? null;
}

// Requests can come from stored game data, where a tense, person or object may be outside the lists.
function isKnownRequest({ tense, person, object }: FormRequest): boolean {
  const knownObject = object === undefined || object === null || OBJECT_PREFIX_CODES.includes(object);
  return knownObject && TENSE_IDS.includes(tense) && PERSON_INDICES.includes(person);
}

/**
 * Every spelling an answer for this form may take: the printed form first,
 * then the other ending of a class 3 preterite (`nicmāquilih`,
 * `nicmāquilihqui`), then a shortened spelling when a prefix vowel meets a
 * vowel-initial stem (`quiitta`, `quitta`). Empty when the form does not
 * exist (including every generated form of a verb whose class is unknown), or
 * the tense, person or object is not one of the lists.
 */
export function acceptedForms(verb: DictionaryVerb, request: FormRequest): string[] {
  if (!isKnownRequest(request)) return [];
  const prepared = prepare(verb);
  if (prepared === null) return [];
  return formsOf(prepared, { ...request, object: resolveObject(prepared, request.object) }) ?? [];
}

/**
 * All six tenses × six persons with one object (the verb's default when left
 * out), shaped like SPEC.md §3's `tenses`. For a verb of known class and the
 * default object no cell is `null`; same-person objects leave their cells
 * `null`, and so do the cells no source attests for an irregular verb.
 */
export function conjugateAll(verb: DictionaryVerb, object?: ObjectPrefix | null): TenseTable {
  const prepared = prepare(verb);
  const table = {} as TenseTable;
  for (const tense of TENSE_IDS) {
    table[tense] = PERSON_INDICES.map((person) => {
      if (prepared === null) return null;
      return printedForm(prepared, { tense, person, object: resolveObject(prepared, object) });
    });
  }
  return table;
}

/**
 * The `tenses` of a dictionary word (SPEC.md §3), or `null` for nouns,
 * particles and anything else whose type does not start with "tlach", and for
 * a verb with no form at all: its class is unknown and nothing is stored for
 * it, so a table would be all blanks.
 */
export function tensesFor(word: DictionaryVerb): TenseTable | null {
  if (!isVerb(word.type) || normalizeStem(word.word) === '') return null;
  const table = conjugateAll(word);
  return TENSE_IDS.some((tense) => table[tense].some((form) => form !== null)) ? table : null;
}

/**
 * An English description of a form for game prompts and search results:
 * "future · we", "present · I · him/her/it", "past · they · themselves".
 */
export function describeForm(tense: Tense, person: PersonIndex, object?: ObjectPrefix | null): string {
  const parts: string[] = [TENSES.find((entry) => entry.id === tense)?.label ?? tense, PERSONS[person]?.label ?? String(person)];
  if (object === 'mo') parts.push(REFLEXIVE_GLOSSES[person]);
  else if (object !== undefined && object !== null) parts.push(OBJECT_PREFIXES.find((entry) => entry.code === object)?.gloss ?? object);
  return parts.join(' · ');
}

/**
 * The spellings of every cell of a verb taken without an object, tense by tense and person by
 * person (36 entries, `null` where there is no form): what {@link allForms} gives for the verb
 * marked intransitive and without its own stored forms (a known irregular verb's built-in table
 * still applies), without building descriptions. The full-form index is made from these for
 * every verb of an import, so it is kept lean. Empty when the verb has no stem.
 *
 * `folded`: each spelling as {@link foldNahuatl} gives it, which costs little more: the dozen
 * bodies of a verb are folded rather than its forty spellings (see {@link cellBodies}).
 */
export function objectlessCells(verb: DictionaryVerb, { folded = false } = {}): Array<string[] | null> {
  const prepared = prepare({ ...verb, transitive: false, overrides: undefined });
  if (prepared === null) return [];
  const { regular, overrides } = prepared;
  const cells: Array<string[] | null> = [];
  // formsOf's result for each cell, built without its pieces: without an object a spelling is the
  // cell's prefix and a body, and the shortened spellings follow the whole ones.
  for (const tense of TENSE_IDS) {
    const singular = regular && cellBodies(regular, tense, false, folded);
    const plural = regular && cellBodies(regular, tense, true, folded);
    for (const person of PERSON_INDICES) {
      const override = overrides && overrideFor(prepared, { tense, person, object: null });
      const cell = PERSONS[person].plural ? plural : singular;
      if (override) cells.push([folded ? foldNahuatl(override) : override]);
      else if (!cell) cells.push(null);
      else {
        const { prefix, elided } = subjectOf(tense, person);
        const spellings = cell.bodies.map((body) => prefix + body);
        // A folded body starts with a vowel exactly when the body does (ā folds to a).
        if (elided !== null) for (const body of cell.bodies) if (VOWEL_START.test(body)) spellings.push(elided + body);
        cells.push(cell.foldWhole ? spellings.map(foldNahuatl) : spellings);
      }
    }
  }
  return cells;
}

/**
 * The bodies of a tense's singular or plural cells for {@link objectlessCells}. Asked `folded`,
 * they come folded when {@link foldNahuatl} maps them letter by letter ({@link foldLetters})
 * and none is empty: then a spelling built on one (a prefix of a–z with at most a space after
 * `ma`, and the body) folds to that prefix and the folded body. Otherwise `foldWhole` says to
 * fold each spelling whole: for a stem with an accent, a space or a combining mark, and for an
 * empty body (class 3 `a`, whose imperative is `ma ` alone, which folds to `ma`).
 */
function cellBodies(
  verb: RegularStems,
  tense: Tense,
  plural: boolean,
  folded: boolean,
): { bodies: string[]; foldWhole: boolean } {
  const bodies = bodiesFor(verb, tense, plural);
  if (!folded) return { bodies, foldWhole: false };
  const letters = bodies.map(foldLetters);
  const foldWhole = letters.some((body) => body === null || body === '');
  return foldWhole ? { bodies, foldWhole } : { bodies: letters as string[], foldWhole };
}

/**
 * Every form of a verb with its tense, person and object, for a full-form
 * search index (`nicochizquia` → cochi, conditional, 1-S). A transitive verb
 * is listed with each of the nine objects, an intransitive one without an
 * object, and one used both ways or of unknown transitivity both ways. Forms that do not exist
 * are left out.
 */
export function allForms(verb: DictionaryVerb): ConjugatedForm[] {
  const prepared = prepare(verb);
  if (prepared === null) return [];
  const { transitive, ambitransitive } = prepared;
  const objects: Array<ObjectPrefix | null> =
    ambitransitive || transitive === null ? [null, ...OBJECT_PREFIX_CODES] : transitive ? [...OBJECT_PREFIX_CODES] : [null];
  const forms: ConjugatedForm[] = [];
  for (const object of objects) {
    for (const tense of TENSE_IDS) {
      for (const person of PERSON_INDICES) {
        const spellings = formsOf(prepared, { tense, person, object });
        if (spellings === null) continue;
        const [form, ...variants] = spellings;
        if (form === undefined) continue;
        forms.push({ form, variants, tense, person, object, description: describeForm(tense, person, object) });
      }
    }
  }
  return forms;
}
