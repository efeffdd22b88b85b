import {
  candidateForms,
  findForm,
  foldNahuatl,
  lookupKeys,
  MODERN_LETTERS,
  replaceMacrons,
  spellingKey,
  type DictionaryVerb,
} from '../nahuatl';
import type { WordMatch, WordSuggestion } from './words';

/**
 * The rules of the dictionary's ranked search (SPEC.md §7, decisions 017, 020, 028, 052), pure:
 * the server applies them in SQL over its indexes (`search-queries.ts`), and the web app's
 * offline search over the words saved on the device (decision 054) applies them here, so both
 * find the same words in the same order.
 */

/** Search ranks, strongest first (DESIGN: exact > prefix > inflected form > spelling variant > definition). */
export const SEARCH_RANK = { exact: 0, prefix: 1, form: 2, spelling: 3, definition: 4 } as const;

/** Text that can occur in folded definitions: words of letters and digits between single spaces. */
export const DEFINITION_TEXT = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)* ?$/u;

/**
 * Shorter texts match a definition only as a whole word: as a word's start, "t" is in most
 * definitions ("to", "the"), a list nobody reads that cost a count of 60,000 (decision 082).
 */
export const DEFINITION_PREFIX_MIN = 3;

/**
 * How a search occurs in folded definitions: ` text` (a word's start) or ` text ` (a whole
 * word: a text shorter than {@link DEFINITION_PREFIX_MIN}, or one ending in a space); null when
 * it cannot occur in them.
 */
export function definitionNeedle(plain: string): string | null {
  if (!DEFINITION_TEXT.test(plain)) return null;
  const whole = plain.endsWith(' ') || plain.length < DEFINITION_PREFIX_MIN;
  return whole ? ` ${plain.trim()} ` : ` ${plain}`;
}

/** At most this many words found through the full-form index, the first by id. */
export const FORM_HITS = 500;

/** Definitions folded to words between single spaces, so `% sleep%` finds a word start. */
export function definitionsPlain(input: { definition_english: string[]; definition_spanish: string[] }): string {
  const text = foldNahuatl([...input.definition_english, ...input.definition_spanish].join(' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${text} `;
}

/** A `search=` as it is compared: folded, and its spelling key (the other alphabet's words reach it). */
export interface SearchText {
  plain: string;
  spelling: string;
}

/** The typed text folded, or null when blank (no search). */
export function searchTextOf(raw: string): SearchText | null {
  const plain = foldNahuatl(replaceMacrons(raw));
  return plain === '' ? null : { plain, spelling: spellingKey(plain) };
}

/** The keys under which the full-form index is asked for the words an inflected form could belong to. */
export const formLookupKeys = (search: SearchText): string[] => lookupKeys(candidateForms(search.plain));

/** A word the full-form index gave for a search: its id, spelling key and what the engine conjugates. */
export interface FormCandidate {
  id: number;
  spelling: string;
  verb: DictionaryVerb;
}

/**
 * The words found through an inflected form, each at the cell of its form closest to the typed
 * text (in the dictionary's alphabet, then the other, then without the saltillo: decision
 * 052). The index's hits are confirmed by the conjugation engine; a word whose spelling key
 * starts with the text is a spelling variant instead (`kochi`), as before forms were keyed so.
 */
export function formMatches(candidates: readonly FormCandidate[], search: SearchText): Map<number, WordMatch> {
  const forms = new Map<number, WordMatch>();
  for (const { id, spelling, verb } of candidates) {
    if (spelling.startsWith(search.spelling)) continue;
    const analysis = findForm(verb, search.plain);
    if (analysis) {
      forms.set(id, {
        kind: 'form',
        form: analysis.form,
        tense: analysis.tense,
        person: analysis.personCode,
        object: analysis.object,
        noun: analysis.noun,
        description: analysis.description,
      });
    }
  }
  return forms;
}

const KIND_OF_RANK = Object.fromEntries(Object.entries(SEARCH_RANK).map(([kind, rank]) => [rank, kind])) as Record<
  number,
  WordMatch['kind']
>;

/** How one result matched: the inflected form when that is why it is here, else the kind of match. */
export function matchOfRank(rank: number, form: WordMatch | undefined): WordMatch {
  const kind = KIND_OF_RANK[rank] ?? 'definition';
  if (kind === 'form' && form) return form;
  return { kind, form: null, tense: null, person: null, object: null, description: null };
}

/** What a word is compared by: its folded spelling, spelling key and folded definitions. */
export interface SearchableWord {
  id: number;
  plain: string;
  spelling: string;
  definitions_plain: string;
}

/**
 * A word's rank for a search (null: no match): the first kind that holds, as the server's
 * `case` over its conditions (`formIds`: the words {@link formMatches} kept).
 */
export function rankOf(word: SearchableWord, search: SearchText, formIds: ReadonlySet<number>): number | null {
  if (word.plain === search.plain) return SEARCH_RANK.exact;
  if (word.plain.startsWith(search.plain)) return SEARCH_RANK.prefix;
  if (formIds.has(word.id)) return SEARCH_RANK.form;
  if (word.spelling.startsWith(search.spelling)) return SEARCH_RANK.spelling;
  const needle = definitionNeedle(search.plain);
  if (needle !== null && word.definitions_plain.includes(needle)) return SEARCH_RANK.definition;
  return null;
}

/** The server's order of results: by rank, then folded spelling (byte order), then id. */
export function compareRanked(
  a: { rank: number; plain: string; id: number },
  b: { rank: number; plain: string; id: number },
): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.plain !== b.plain) return a.plain < b.plain ? -1 : 1;
  return a.id - b.id;
}

/** At most this many suggestions for a search that found nothing. */
export const SUGGESTIONS_MAX = 5;

/** At most this many words, the first by id, are asked whether one of their forms is a near miss. */
export const NEAR_MISS_FORM_HITS = 12;

/** Near misses are looked for in texts of one word this long (shorter, everything is a letter away). */
const NEAR_MISS_LENGTH = { min: 3, max: 24 } as const;

/**
 * The letters tried in place of each letter and between letters: those the modern alphabet's
 * letters have in their spelling keys (16 rather than 26: a third fewer keys to look up).
 */
const KEY_LETTERS = [...new Set(MODERN_LETTERS.flatMap((letter) => [...spellingKey(letter)]))];

/**
 * What a near miss is looked up by (decision 082): the search's spelling key, the keys one edit
 * away from it (a letter left out, added or changed, or two neighbours swapped), and the
 * full-form index's keys of those texts, each with the texts it came from.
 */
export interface NearMissLookup {
  key: string;
  spellings: string[];
  formKeys: Map<string, string[]>;
}

/** The near misses of a search to look up; null when the text is too short, too long or more than a word. */
export function nearMissLookup(search: SearchText): NearMissLookup | null {
  const key = search.spelling;
  if (key.length < NEAR_MISS_LENGTH.min || key.length > NEAR_MISS_LENGTH.max || !/^\p{L}+$/u.test(key)) return null;
  const texts = new Set<string>();
  for (let i = 0; i <= key.length; i++) {
    const [before, after] = [key.slice(0, i), key.slice(i)];
    if (after !== '') texts.add(before + after.slice(1));
    if (after.length > 1) texts.add(before + after.charAt(1) + after.charAt(0) + after.slice(2));
    for (const letter of KEY_LETTERS) {
      texts.add(before + letter + after);
      if (after !== '') texts.add(before + letter + after.slice(1));
    }
  }
  texts.delete(key);
  const formKeys = new Map<string, string[]>();
  for (const text of texts) {
    for (const formKey of formLookupKeys({ plain: text, spelling: text })) {
      const from = formKeys.get(formKey);
      if (from === undefined) formKeys.set(formKey, [text]);
      else from.push(text);
    }
  }
  return { key, spellings: [...texts], formKeys };
}

/**
 * How many of the typed letters a near miss keeps in place (the same start and end): a letter
 * added to what was typed keeps them all, so the letter a reader left out (`nikwa`, `nikkwa`)
 * comes before a letter changed (`nikpa`).
 */
function lettersKept(typed: string, text: string): number {
  let start = 0;
  while (start < typed.length && typed[start] === text[start]) start++;
  let end = 0;
  while (end < typed.length - start && typed[typed.length - 1 - end] === text[text.length - 1 - end]) end++;
  return start + end;
}

/** A headword a near miss's spelling keys found. */
export interface NearHeadword {
  id: number;
  word: string;
  plain: string;
  spelling: string;
}

/** A word the full-form index gave for near-miss keys, with the keys that found it. */
export interface NearFormCandidate extends FormCandidate {
  word: string;
  plain: string;
  keys: readonly string[];
}

/**
 * The suggestions for a search that found nothing, at most {@link SUGGESTIONS_MAX}, one per
 * word: the headwords one letter away and the words with a form one letter away (the engine
 * confirms each form), those keeping most of the typed letters first, then headwords before
 * forms, then by folded spelling and id.
 */
export function nearMissSuggestions(
  lookup: NearMissLookup,
  headwords: readonly NearHeadword[],
  candidates: readonly NearFormCandidate[],
): WordSuggestion[] {
  const found: Array<WordSuggestion & { kept: number; kind: number; plain: string }> = headwords.map((headword) => ({
    id: headword.id,
    word: headword.word,
    form: null,
    kept: lettersKept(lookup.key, headword.spelling),
    kind: 0,
    plain: headword.plain,
  }));
  const suggested = new Set(found.map((suggestion) => suggestion.id));
  for (const candidate of candidates) {
    if (suggested.has(candidate.id)) continue;
    const texts = [...new Set(candidate.keys.flatMap((key) => lookup.formKeys.get(key) ?? []))].sort(
      (a, b) => lettersKept(lookup.key, b) - lettersKept(lookup.key, a) || (a < b ? -1 : a > b ? 1 : 0),
    );
    for (const text of texts) {
      const analysis = findForm(candidate.verb, text);
      if (analysis === null) continue;
      const { id, word, plain } = candidate;
      found.push({ id, word, form: analysis.form, kept: lettersKept(lookup.key, text), kind: 1, plain });
      break;
    }
  }
  return found
    .sort((a, b) => b.kept - a.kept || a.kind - b.kind || (a.plain !== b.plain ? (a.plain < b.plain ? -1 : 1) : a.id - b.id))
    .slice(0, SUGGESTIONS_MAX)
    .map(({ id, word, form }) => ({ id, word, form }));
}
