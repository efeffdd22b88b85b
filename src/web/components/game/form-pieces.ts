/**
 * A conjugated form taken apart into the pieces a learner builds it from (GRAMMAR.md §2:
 * [ma] + subject + object + stem + ending), for the Conjugate game's two hints, the
 * "built as" line shown with the answer, and the pattern game's shape hint. Everything is
 * derived from the language core's own forms, so the hints can never disagree with the answer.
 */

import {
  PERSONS,
  conjugate,
  type DictionaryVerb,
  type ObjectPrefix,
  type PersonIndex,
  type Tense,
} from '../../../nahuatl';
import { objectGlossId, personLabelId, reflexiveGlossId, tenseLabelId } from '../../i18n/grammar';
import type { Say } from './say';

export interface FormRequest {
  tense: Tense;
  person: PersonIndex;
  object: ObjectPrefix | null;
}

/** The pieces of one form, each as written in it; `''` where a piece is absent. */
export interface FormPieces {
  /** The imperative's `ma ` (1st and 3rd persons). */
  ma: boolean;
  /** ni, ti, in, xi, or '' for the third persons. */
  subject: string;
  /** The object as written here: c, qu, qui, nēch, mitz, tēch, mēch, quin, mo, tē, tla; '' for none. */
  object: string;
  /** The stem as this tense writes it: `coch` in cochqui, `momachti` in momachtiz. */
  stem: string;
  /** What the tense and number add after the stem: z, zceh, h, queh, hqui, yaya, cān… */
  ending: string;
}

const VOWEL = /[aeioāēīō]/giu;

/**
 * The endings of each tense (GRAMMAR.md §2), singular then plural, longest alternatives
 * first. The preterite's are -qui (class 2 and 4), -c (class 1) and -h (class 3), and
 * -queh in the plural, after the preterite loses its -qui or -c.
 */
const ENDINGS: Readonly<Record<Tense, readonly [readonly string[], readonly string[]]>> = {
  present: [[''], ['h']],
  past: [['qui', 'c', 'h'], ['queh']],
  future: [['z'], ['zceh']],
  imperfect: [['yaya'], ['yayah']],
  conditional: [['zquia'], ['zquiah']],
  imperative: [[''], ['cān']],
};

/**
 * Splits `form` (the printed answer for `request`) into its pieces, or `null` when it does
 * not follow the regular pattern (a stored irregular form), so that no hint misleads.
 *
 * The body (stem and ending) comes from the core: the verb conjugated without subject or
 * object (`cochizceh`). Its ending is the first of the tense's endings that it ends with,
 * and the rest is the stem as this tense writes it (`cochi` + `zceh`, `coch` + `queh`,
 * `cuah` + `qui`, `momachti` + `h`).
 */
export function formPieces(verb: DictionaryVerb, request: FormRequest, form: string): FormPieces | null {
  const person = PERSONS[request.person];
  const imperative = request.tense === 'imperative';
  const secondPerson = person.grammaticalPerson === 2;
  const ma = imperative && !secondPerson;
  const subject = imperative && secondPerson ? 'xi' : person.subjectPrefix;

  // The third person with no object is the bare body; an intransitive copy of the verb allows it.
  const bare: DictionaryVerb = { word: verb.word, past: verb.past, type: verb.type, transitive: false };
  const thirdPerson: PersonIndex = person.plural ? 5 : 2;
  const body = conjugate(bare, { tense: request.tense, person: thirdPerson, object: null })?.replace(/^ma /, '');
  if (body === undefined) return null;

  const front = (ma ? 'ma ' : '') + subject;
  if (!form.startsWith(front) || !form.endsWith(body) || form.length < front.length + body.length) return null;
  const object = form.slice(front.length, form.length - body.length);
  if ((request.object === null) !== (object === '')) return null;

  const ending = ENDINGS[request.tense][person.plural ? 1 : 0].find((candidate) => body.endsWith(candidate)) ?? '';
  return { ma, subject, object, stem: body.slice(0, body.length - ending.length), ending };
}

/** The number and tense an ending marks: "(future, plural)". */
function endingLabel(request: FormRequest, say: Say): string {
  const number = PERSONS[request.person].plural ? 'plural' : 'singular';
  return say('practice.pieces.endingMarks', { tense: say(tenseLabelId(request.tense)), number });
}

/** "ni- (I)", "no subject prefix (he/she)", "xi- (you)". */
function subjectLabel(pieces: FormPieces, request: FormRequest, say: Say): string {
  const person = say(personLabelId(request.person));
  return pieces.subject === ''
    ? say('practice.pieces.noSubject', { person })
    : say('practice.pieces.prefix', { prefix: pieces.subject, meaning: person });
}

/** The object's meaning as the prompt words it: "him/her/it", "myself", "someone". */
export function objectGloss(request: Pick<FormRequest, 'person'> & { object: ObjectPrefix }, say: Say): string {
  return say(request.object === 'mo' ? reflexiveGlossId(request.person) : objectGlossId(request.object));
}

/** The pieces as a sum, with the stem written as `stem`: "ma + ni- (I) + c- (him/her/it) + cochi + -z (…)". */
function recipe(pieces: FormPieces, request: FormRequest, stem: string, say: Say): string {
  const parts: string[] = [];
  if (pieces.ma) parts.push('ma');
  parts.push(subjectLabel(pieces, request, say));
  if (pieces.object !== '' && request.object !== null) {
    const meaning = objectGloss({ person: request.person, object: request.object }, say);
    parts.push(say('practice.pieces.prefix', { prefix: pieces.object, meaning }));
  }
  parts.push(stem);
  const marks = endingLabel(request, say);
  parts.push(
    pieces.ending === ''
      ? say('practice.pieces.noEnding', { marks })
      : say('practice.pieces.ending', { ending: pieces.ending, marks }),
  );
  return parts.join(' + ');
}

/** Every vowel written as `_`: "cochi" → "c_ch_". */
export const hideVowels = (text: string) => text.normalize('NFC').replace(VOWEL, '_');

/** The pieces joined by hyphens, the stem's vowels hidden: "ti-c_ch_-zceh", "ma ni-c-cu_". */
export function skeleton(pieces: FormPieces): string {
  const joined = [pieces.subject, pieces.object, hideVowels(pieces.stem), pieces.ending].filter(Boolean).join('-');
  return (pieces.ma ? 'ma ' : '') + joined;
}

/**
 * Hint 1, the recipe: which prefixes and which ending, with the stem left for the learner
 * ("ti- (we) + stem + -zceh (future, plural)"). For an irregular form, its first two
 * letters and its length.
 */
/**
 * How the learner reads Nahuatl (decision 052): the identity for the dictionary's alphabet,
 * or the modern spelling, applied to each piece so a hint shows the letters of the answer it
 * stands for ("ni-k-koch_" in the modern alphabet).
 */
export type Spell = (text: string) => string;

const asStored: Spell = (text) => text;

/** The form's pieces in the learner's alphabet (each piece spelled on its own: they are morphemes). */
function spelledPieces(verb: DictionaryVerb, request: FormRequest, form: string, spell: Spell): FormPieces | null {
  const pieces = formPieces(verb, request, form);
  if (pieces === null) return null;
  const { subject, object, stem, ending } = pieces;
  return { ...pieces, subject: spell(subject), object: spell(object), stem: spell(stem), ending: spell(ending) };
}

export function recipeHint(
  verb: DictionaryVerb,
  request: FormRequest,
  storedForm: string,
  say: Say,
  spell: Spell = asStored,
): string {
  const pieces = spelledPieces(verb, request, storedForm, spell);
  const form = spell(storedForm);
  if (pieces === null)
    return say('practice.hint.startsWith', { start: form.slice(0, 2), count: [...form.normalize('NFC')].length });
  return say('practice.hint.recipe', { recipe: recipe(pieces, request, say('practice.pieces.stem'), say) });
}

/**
 * Hint 2, the skeleton: the whole form, its pieces joined by hyphens, with the vowels of
 * the stem hidden ("ti-c_ch_-zceh", "ni-c_chqu_"), so the learner sees how this tense
 * shapes the stem and supplies the vowels (and their length). For an irregular form,
 * every vowel is hidden.
 */
export function skeletonHint(
  verb: DictionaryVerb,
  request: FormRequest,
  form: string,
  say: Say,
  spell: Spell = asStored,
): string {
  const pieces = spelledPieces(verb, request, form, spell);
  if (pieces === null) return say('practice.hint.letters', { letters: hideVowels(spell(form)) });
  return say('practice.hint.skeleton', { skeleton: skeleton(pieces) });
}

/** Shown with the answer: "Built as ti- (we) + coch + -queh (past, plural)." `null` for an irregular form. */
export function builtAs(
  verb: DictionaryVerb,
  request: FormRequest,
  form: string,
  say: Say,
  spell: Spell = asStored,
): string | null {
  const pieces = spelledPieces(verb, request, form, spell);
  return pieces === null ? null : say('practice.pieces.builtAs', { recipe: recipe(pieces, request, pieces.stem, say) });
}
