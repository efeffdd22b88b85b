/**
 * The base-20 numbers of the Number Calculator (GRAMMAR.md §3, SPEC.md §5),
 * 0 to 7,999: a count of 400s (tzontli), a count of 20s (pōhualli) and units,
 * each count from 1 to 19.
 */

import { foldNahuatl, spellingKey } from './fold';

/** The largest number the calculator writes: 19 × 400 + 19 × 20 + 19. */
export const MAX_NUMBER = 7999;

/** Zero (GRAMMAR.md §3). */
export const ZERO_WORD = 'yonce';

/** The joiner between places (GRAMMAR.md §3). */
export const JOINER = 'huan';

/** How a number splits into places: counts of 400s, 20s and 1s, each 0–19. */
export interface Breakout {
  fourHundreds: number;
  twenties: number;
  units: number;
}

/**
 * Why a text gives no number, as data, so that a screen can say it in the learner's
 * language; `error` says it in English. `text` is the typed text, shortened when long.
 */
export type NumberProblem =
  | { kind: 'empty' }
  | { kind: 'notANumber'; text: string | null }
  | { kind: 'notWhole'; value: number }
  | { kind: 'negative' }
  | { kind: 'tooLarge'; value: number };

/** {@link numberToWords}'s answer: the words, or why there are none. */
export type NumberToWordsResult =
  | { ok: true; words: string; breakout: Breakout }
  | { ok: false; error: string; problem: NumberProblem };

/** One place of a number read back from words. */
export interface NumberPart {
  /** The folded text found for this place (a leading `huan` removed); `''` when the place is absent. */
  text: string;
  /** The count for this place, 0–19; 0 when absent or not recognised. */
  value: number;
  /** `false` when the text matches no number word, or a place word has no count: the screen's warning. */
  recognised: boolean;
}

/** {@link wordsToNumber}'s answer. */
export interface WordsToNumberResult {
  number: number;
  breakout: Breakout;
  parts: { tzontli: NumberPart; pohualli: NumberPart; units: NumberPart };
  /** Every part recognised (an absent place counts as recognised, and reads as 0). */
  recognised: boolean;
}

interface CountWords {
  /** The word standing alone: `cē`, `mahtlactli huan ōme`. */
  unit: string;
  /** The word joined to `pōhualli`: `cem`, `mahtlactli huan ōm`. */
  twenty: string;
  /** The word joined to `tzontli`: `cen`, `mahtlactli huan ōn`. */
  fourHundred: string;
}

/**
 * GRAMMAR.md §3's table for 1–10 and 15, index = count − 1 within its run.
 * `alsoUnit` and `alsoCombining` are other spellings accepted when reading:
 * the ones GRAMMAR.md names (`ei`/`yei`, `nappōhualli`), spellings without
 * saltillo or macrons that older and modern texts use, and both m/n before
 * pōhualli and tzontli since texts assimilate either way. Practical k/w/s
 * spellings need no entry: every lookup goes through {@link spellingKey}.
 */
const BASE_WORDS: ReadonlyArray<CountWords & { count: number; alsoUnit: string[]; alsoCombining: string[] }> = [
  { count: 1, unit: 'cē', twenty: 'cem', fourHundred: 'cen', alsoUnit: [], alsoCombining: [] },
  { count: 2, unit: 'ōme', twenty: 'ōm', fourHundred: 'ōn', alsoUnit: [], alsoCombining: [] },
  { count: 3, unit: 'ēyi', twenty: 'ē', fourHundred: 'ē', alsoUnit: ['ei', 'yei', 'yēyi'], alsoCombining: ['ei', 'yei', 'ēyi'] },
  { count: 4, unit: 'nāhui', twenty: 'nauh', fourHundred: 'nāuh', alsoUnit: ['naui'], alsoCombining: ['nap', 'nāhui'] },
  { count: 5, unit: 'mācuīlli', twenty: 'mācuil', fourHundred: 'mācuil', alsoUnit: ['macuili'], alsoCombining: [] },
  { count: 6, unit: 'chicuacē', twenty: 'chicuacem', fourHundred: 'chicuacen', alsoUnit: ['chicuacen'], alsoCombining: [] },
  { count: 7, unit: 'chicōme', twenty: 'chicōm', fourHundred: 'chicōn', alsoUnit: [], alsoCombining: [] },
  { count: 8, unit: 'chicuēyi', twenty: 'chicuē', fourHundred: 'chicuē', alsoUnit: ['chicuei'], alsoCombining: ['chicuei'] },
  {
    count: 9,
    unit: 'chiucnāhui',
    twenty: 'chiucnāuh',
    fourHundred: 'chiucnāuh',
    alsoUnit: ['chicnāhui', 'chiconāhui'],
    alsoCombining: ['chicnāuh', 'chiconāuh'],
  },
  { count: 10, unit: 'mahtlactli', twenty: 'mahtlac', fourHundred: 'mahtlac', alsoUnit: ['matlactli'], alsoCombining: ['matlac'] },
  { count: 15, unit: 'caxtōlli', twenty: 'caxtōl', fourHundred: 'caxtōl', alsoUnit: ['caxtoli'], alsoCombining: [] },
];

type BaseEntry = (typeof BASE_WORDS)[number];

// Only ever called with 1–10 or 15, which the table covers; a miss is a bug in this file.
function requireBaseWords(count: number): BaseEntry {
  const entry = BASE_WORDS.find((words) => words.count === count);
  if (entry === undefined) throw new Error(`no base number word for ${count}`);
  return entry;
}

/** 11–14 and 16–19 are 10 or 15 (`head`) "and" 1–4 (`tail`); the rest are a tail alone. */
function decompose(count: number): { head: BaseEntry | null; tail: BaseEntry } {
  if (count <= 10 || count === 15) return { head: null, tail: requireBaseWords(count) };
  const headCount = count < 15 ? 10 : 15;
  return { head: requireBaseWords(headCount), tail: requireBaseWords(count - headCount) };
}

/**
 * Before pōhualli and tzontli a compound count keeps its whole phrase in front
 * and puts only its last word in combining form (GRAMMAR.md §3: 11 before
 * pōhualli is `mahtlactli huan cem`, so 220 is `mahtlactli huan cempōhualli`).
 * Reading back splits on pōhualli first, so the phrase lands whole in the 20s
 * place and round-trips.
 */
function wordsFor(count: number): CountWords {
  const { head, tail } = decompose(count);
  const lead = head === null ? '' : `${head.unit} ${JOINER} `;
  return { unit: lead + tail.unit, twenty: lead + tail.twenty, fourHundred: lead + tail.fourHundred };
}

const COUNTS = Array.from({ length: 19 }, (_, index) => index + 1);

/** The words for each count 1–19, index = count − 1. */
export const NUMBER_WORDS: readonly CountWords[] = COUNTS.map(wordsFor);

function spellingsFor(count: number, place: 'unit' | 'combining'): string[] {
  const { head, tail } = decompose(count);
  const lasts = place === 'unit' ? [tail.unit, ...tail.alsoUnit] : [tail.twenty, tail.fourHundred, ...tail.alsoCombining];
  const leads = head === null ? [''] : [head.unit, ...head.alsoUnit].map((first) => `${first} ${JOINER} `);
  return leads.flatMap((lead) => lasts.map((last) => lead + last));
}

function lookupTable(place: 'unit' | 'combining'): Map<string, number> {
  const table = new Map<string, number>();
  for (const count of COUNTS) {
    for (const spelling of spellingsFor(count, place)) table.set(spellingKey(spelling), count);
  }
  return table;
}

interface PlaceLookups {
  unit: ReadonlyMap<string, number>;
  combining: ReadonlyMap<string, number>;
}

let lookups: PlaceLookups | undefined;

/**
 * Each place's spellings by their key, made when a number is first read rather than when the
 * language core is loaded (every screen loads it; a phone's first paint waits for it).
 * Zero is a word only on its own, so only the units place knows it.
 */
function placeLookups(): PlaceLookups {
  lookups ??= {
    unit: lookupTable('unit').set(spellingKey(ZERO_WORD), 0),
    combining: lookupTable('combining'),
  };
  return lookups;
}

const RANGE_HINT = 'Enter a whole number from 0 to 7,999.';

function describeInput(input: string): string {
  return input.length > 24 ? `${input.slice(0, 24)}…` : input;
}

/** The English message of a problem. */
function problemMessage(problem: NumberProblem): string {
  switch (problem.kind) {
    case 'empty':
      return RANGE_HINT;
    case 'notANumber':
      return `${problem.text === null ? 'That' : `“${problem.text}”`} is not a number. ${RANGE_HINT}`;
    case 'notWhole':
      return `${problem.value} is not a whole number. ${RANGE_HINT}`;
    case 'negative':
      return `Negative numbers are not counted here. ${RANGE_HINT}`;
    case 'tooLarge':
      return `${problem.value.toLocaleString('en-US')} is beyond the calculator's range (19 × 400 + 19 × 20 + 19 = 7,999). ${RANGE_HINT}`;
  }
}

const failure = (problem: NumberProblem) => ({ ok: false as const, error: problemMessage(problem), problem });

function parseNumberInput(input: number | string): { ok: true; value: number } | ReturnType<typeof failure> {
  if (typeof input === 'number') return { ok: true, value: input };
  const text = input.trim();
  if (text === '') return failure({ kind: 'empty' });
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: true, value: Number(text) };
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return { ok: true, value: Number(text.replace(/,/g, '')) };
  return failure({ kind: 'notANumber', text: describeInput(text) });
}

/**
 * Writes a number 0–7,999 in Nahuatl words with its breakout. Accepts a number
 * or the text of a number box (digits, optionally with thousands commas);
 * anything else — letters, negatives, fractions, NaN, beyond 7,999 — gives
 * `{ ok: false, error }` with a message for the learner, never an exception.
 *
 * Places are written 400s + `tzontli`, 20s + `pōhualli`, then units, joined
 * by `huan`; zero is `yonce`. 421 → `centzontli huan cempōhualli huan cē`.
 */
export function numberToWords(input: number | string): NumberToWordsResult {
  const parsed = parseNumberInput(input);
  if (!parsed.ok) return parsed;
  // `-0` (typed as "-0") is zero, not a negative number.
  const n = parsed.value + 0;
  if (Number.isNaN(n) || !Number.isFinite(n)) return failure({ kind: 'notANumber', text: null });
  if (!Number.isInteger(n)) return failure({ kind: 'notWhole', value: n });
  if (n < 0) return failure({ kind: 'negative' });
  if (n > MAX_NUMBER) return failure({ kind: 'tooLarge', value: n });
  const breakout: Breakout = { fourHundreds: Math.floor(n / 400), twenties: Math.floor((n % 400) / 20), units: n % 20 };
  if (n === 0) return { ok: true, words: ZERO_WORD, breakout };
  const places: string[] = [];
  if (breakout.fourHundreds > 0) places.push(`${wordsFor(breakout.fourHundreds).fourHundred}tzontli`);
  if (breakout.twenties > 0) places.push(`${wordsFor(breakout.twenties).twenty}pōhualli`);
  if (breakout.units > 0) places.push(wordsFor(breakout.units).unit);
  return { ok: true, words: places.join(` ${JOINER} `), breakout };
}

// Folded spellings of the place words and the joiner: the dictionary's, INALI-style (ts, w) and
// the school spelling (ts, u), with a double or a single l.
const TZONTLI = /t[sz]ontl?i/;
const POHUALLI = /po(?:hu|w|u)all?i/;
const LEADING_JOINER = /^(?:huan|wan|uan)\s+/;

function splitOnce(text: string, marker: RegExp): [string, string] | null {
  const match = marker.exec(text);
  if (match === null) return null;
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/**
 * `placeWordFound` is true for the 400s and 20s parts when `tzontli` or
 * `pōhualli` was in the text: a place word with no count before it (`pōhualli`
 * alone) is not a number, so that empty part is flagged instead of read as 0.
 */
function readPart(text: string, lookup: ReadonlyMap<string, number>, dropJoiner: boolean, placeWordFound: boolean): NumberPart {
  const trimmed = text.trim();
  const cleaned = dropJoiner ? trimmed.replace(LEADING_JOINER, '') : trimmed;
  if (cleaned === '') return { text: '', value: 0, recognised: !placeWordFound };
  const value = lookup.get(spellingKey(cleaned));
  return value === undefined ? { text: cleaned, value: 0, recognised: false } : { text: cleaned, value, recognised: true };
}

/**
 * Reads Nahuatl number words back (SPEC.md §5): the text is folded, split on
 * the first `tzontli` and then on the first `pōhualli`, a leading `huan` is
 * dropped from the 20s and units parts, and each part is looked up in its
 * list (count 1–19, or 0 and `recognised: false`). Number = 400 × 400s + 20 ×
 * 20s + units. Macrons, case, spacing and practical spellings do not matter
 * (`CENTZONTLI`, `sentsontli wan se`). Empty text reads as 0 with nothing
 * flagged; anything else — unknown words, emoji, very long strings — reads as
 * unrecognised parts, never an exception.
 */
export function wordsToNumber(text: string): WordsToNumberResult {
  const folded = foldNahuatl(text);
  const tzontliSplit = splitOnce(folded, TZONTLI);
  const [tzontliText, afterTzontli] = tzontliSplit ?? ['', folded];
  const pohualliSplit = splitOnce(afterTzontli, POHUALLI);
  const [pohualliText, unitsText] = pohualliSplit ?? ['', afterTzontli];
  const { unit, combining } = placeLookups();
  const tzontli = readPart(tzontliText, combining, false, tzontliSplit !== null);
  const pohualli = readPart(pohualliText, combining, true, pohualliSplit !== null);
  const units = readPart(unitsText, unit, true, false);
  const breakout: Breakout = { fourHundreds: tzontli.value, twenties: pohualli.value, units: units.value };
  return {
    number: 400 * tzontli.value + 20 * pohualli.value + units.value,
    breakout,
    parts: { tzontli, pohualli, units },
    recognised: tzontli.recognised && pohualli.recognised && units.recognised,
  };
}
