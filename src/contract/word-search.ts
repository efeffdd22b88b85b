import {
  candidateForms,
  findForm,
  foldNahuatl,
  lookupKeys,
  replaceMacrons,
  spellingKey,
  type DictionaryVerb,
} from '../nahuatl';
import type { WordMatch } from './words';

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

