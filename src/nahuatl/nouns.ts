/**
 * Possessed nouns and plurals as the *Nāhuatlahtolli* course teaches them (decision 056):
 * lesson 8 (the possessive prefixes, the possessed singular -ø/-uh/-hui and plural -huan),
 * lesson 9 (the same on kin terms), lesson 20 (-huan after a consonant) and lesson 3 (the
 * absolute plural -meh). The course gives no rule for which of -ø, -uh or -hui a noun takes,
 * so the possessed stem is the one the word's stored `owned` form (its third person singular,
 * `ical`, `iconēuh`) shows; without it a noun has no possessed forms.
 */

import { foldNahuatl } from './fold';
import { PERSONS, PERSON_INDICES, type PersonIndex } from './reference';

/** A dictionary noun as the possession rules need it. */
export interface DictionaryNoun {
  word: string;
  type?: string | null;
  /** The possessed form with a third-person-singular possessor, `ical`; null when unknown. */
  owned?: string | null;
}

/**
 * The possessor prefixes by person index: `no`, `mo`, `i`, and the plural possessors `to`, `inmo`,
 * `inin`. The prefix keeps its vowel before a vowel (noicxi, noahcol, iicniuh, toicnihuan). The
 * third person is written as the stored `owned` form writes it (`ical`; lessons 8 and 9 print
 * `ī`, lessons 20 and 22 `i`), so the word's card and its table agree (decision 081).
 */
export const POSSESSOR_PREFIXES = ['no', 'mo', 'i', 'to', 'inmo', 'inin'] as const;

/** What a noun form is: possessed (one thing), possessed plural (-huan), or the absolute plural (-meh). */
export const NOUN_FORM_KINDS = ['possessed', 'possessedPlural', 'plural'] as const;
export type NounFormKind = (typeof NOUN_FORM_KINDS)[number];

/**
 * Why a noun has no plural of some kind: `notUsed`, a mass or abstract noun, which is not counted
 * (`ātl` 'water', `tōcāitl` 'name'); `notAttested`, no source we read gives it, so none is made.
 */
export type MissingPlural = 'notUsed' | 'notAttested';

/** The forms of a noun the word page shows: null where the course gives no rule for this noun. */
export interface NounTable {
  /** By possessor (person index): nocal, mocal, ical, tocal, inmocal, inincal. */
  possessed: string[] | null;
  /** By possessor: nocalhuan … ; null for a mass or abstract noun and for a stem in -hui. */
  possessedPlural: string[] | null;
  /** Why `possessedPlural` is null (when `possessed` is not); null when there is one. */
  missingPossessedPlural: MissingPlural | null;
  /** The absolute plural (`chichimeh`), for the nouns a source pluralizes. */
  plural: string | null;
  /** Why `plural` is null; null when there is one. */
  missingPlural: MissingPlural | null;
}

/** One form of a noun with what it is, for search and review. */
export interface NounForm {
  form: string;
  kind: NounFormKind;
  /** The possessor; null for the absolute plural. */
  person: PersonIndex | null;
  description: string;
}

/**
 * Possessed plurals the rule does not make: lesson 20's `topiltonanahuan` 'our revered mothers'
 * drops the n of `nanan` before -huan (but `topilcinhuan` keeps it).
 */
const POSSESSED_PLURAL_STEMS: Readonly<Record<string, string>> = { nanan: 'nanahuan' };

/**
 * The nouns whose absolute plural in -meh the course prints (lesson 3: cihuāmeh, mācēhualmeh,
 * comalmeh, michimeh, miztomeh, tepōzmeh, tlācameh, chichimeh; lesson 22: conēmeh), by
 * folded headword. Lesson 3 says inanimate nouns are pluralized case by case, so no other noun
 * gets one.
 */
const PLURAL_NOUNS = new Set(['cihuatl', 'macehualli', 'comalli', 'michin', 'mizton', 'tepoztli', 'tlacatl', 'chichi', 'conetl']);

/**
 * Mass and abstract nouns, by folded headword: not counted, so they have neither a possessed plural
 * nor an absolute plural (`noāuh` 'my water' but no `noāhuan`; `notōcah` 'my name' but no
 * `notōcahhuan`). Substances and abstracts as Andrews describes the non-count nouns, checked
 * against the course, which pluralizes none of them (data/sample/SOURCES.md, decision 081).
 */
const UNCOUNTABLE_NOUNS = new Set([
  'atl',
  'eztli',
  'iztatl',
  'necutli',
  'atolli',
  'tlayolli',
  'xalli',
  'zoquitl',
  'tlalli',
  'tocaitl',
  // Meat as food, possessed nonac (decision 081): a substance, like water.
  'nacatl',
]);

/** Whether a noun is a mass or abstract noun ({@link UNCOUNTABLE_NOUNS}). */
const isUncountable = (noun: DictionaryNoun) => UNCOUNTABLE_NOUNS.has(foldNahuatl(noun.word.trim()));

/** The absolute suffixes lesson 3 lists (-tl, -tli, -li, -n, -ø), longest first; -li only after l. */
const ABSOLUTE_SUFFIX = /(tli|tl|(?<=l)li|n)$/;

/** Whether a dictionary type is a noun's. */
export function isNoun(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.trim().toLowerCase() === 'noun';
}

/**
 * The possessed stem with its singular suffix (`cal`, `conēuh`, `icniuh`): the stored `owned`
 * form without its third-person prefix (lesson 9's `īicniuh` writes it before an i as well).
 * Null for a word that is not a noun or has no `owned` form starting with i.
 */
export function possessedStem(noun: DictionaryNoun): string | null {
  if (!isNoun(noun.type)) return null;
  const owned = noun.owned?.trim().toLowerCase() ?? '';
  const stem = owned.replace(/^[iī]/, '');
  return stem === owned || stem === '' ? null : stem;
}

/**
 * The possessed-plural stem (lessons 8, 9, 20): -uh becomes -huan (conēuh → conēhuan, icniuh →
 * icnihuan), any other ending adds it (chocho → chochohuan, huez → huezhuan, cin → cinhuan);
 * null for -hui, which the course never pluralizes.
 */
function possessedPluralStem(stem: string): string | null {
  const known = POSSESSED_PLURAL_STEMS[stem];
  if (known !== undefined) return known;
  if (stem.endsWith('hui')) return null;
  return stem.endsWith('uh') ? `${stem.slice(0, -2)}huan` : `${stem}huan`;
}

/**
 * The absolute plural (lesson 3): the singular's absolute suffix replaced by -meh (cihuātl →
 * cihuāmeh, michin → michimeh, chichi → chichimeh); null for a noun the course does not pluralize.
 */
export function absolutePlural(noun: DictionaryNoun): string | null {
  if (!isNoun(noun.type) || isUncountable(noun)) return null;
  const word = noun.word.trim();
  if (!PLURAL_NOUNS.has(foldNahuatl(word))) return null;
  return `${word.replace(ABSOLUTE_SUFFIX, '')}meh`;
}

/** The noun's table for the word page; null when it has no form the course gives a rule for. */
export function nounTable(noun: DictionaryNoun): NounTable | null {
  const stem = possessedStem(noun);
  const uncountable = isUncountable(noun);
  const pluralStem = stem === null || uncountable ? null : possessedPluralStem(stem);
  const plural = absolutePlural(noun);
  if (stem === null && plural === null) return null;
  const missing = (made: unknown): MissingPlural | null => (made !== null ? null : uncountable ? 'notUsed' : 'notAttested');
  // The third person's i or ī as the stored form writes it, so `possessed[2]` is that form.
  const prefixes = POSSESSOR_PREFIXES.map((prefix, person) => (person === 2 ? (noun.owned ?? '').trim().toLowerCase().charAt(0) : prefix));
  return {
    possessed: stem === null ? null : prefixes.map((prefix) => prefix + stem),
    possessedPlural: pluralStem === null ? null : prefixes.map((prefix) => prefix + pluralStem),
    missingPossessedPlural: stem === null ? null : missing(pluralStem),
    plural,
    missingPlural: missing(plural),
  };
}

/** "possessed · I", "possessed plural · we", "plural": what a noun form is, in English. */
export function describeNounForm(kind: NounFormKind, person: PersonIndex | null): string {
  const label = { possessed: 'possessed', possessedPlural: 'possessed plural', plural: 'plural' }[kind];
  return person === null ? label : `${label} · ${PERSONS[person].label}`;
}

/**
 * One form of the noun's table: the possessed form or possessed plural of a possessor, or the
 * absolute plural (`person` null); null where the table has none (a review card's answer).
 */
export function nounForm(noun: DictionaryNoun, kind: NounFormKind, person: PersonIndex | null): string | null {
  return nounForms(noun).find((form) => form.kind === kind && form.person === person)?.form ?? null;
}

/** Every form of {@link nounTable}, possessed first, then possessed plural, then the plural. */
export function nounForms(noun: DictionaryNoun): NounForm[] {
  const table = nounTable(noun);
  if (table === null) return [];
  const forms: NounForm[] = [];
  const add = (form: string, kind: NounFormKind, person: PersonIndex | null) =>
    forms.push({ form, kind, person, description: describeNounForm(kind, person) });
  for (const person of PERSON_INDICES) if (table.possessed) add(table.possessed[person]!, 'possessed', person);
  for (const person of PERSON_INDICES) if (table.possessedPlural) add(table.possessedPlural[person]!, 'possessedPlural', person);
  if (table.plural !== null) add(table.plural, 'plural', null);
  return forms;
}
