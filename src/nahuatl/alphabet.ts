/**
 * The letters the dictionary's headwords start with, in its alphabet (GRAMMAR.md §1), for
 * browsing it by letter (decision 045). Each digraph that writes one sound (ch, cu, hu, qu,
 * tl, tz) is a letter of its own, listed after its first letter as Nahuatl dictionaries do; `h`
 * (the saltillo), `ll` and `u` never start a word in this spelling, so they have no place here.
 */
export const DICTIONARY_LETTERS = [
  'a', 'c', 'ch', 'cu', 'e', 'hu', 'i', 'm', 'n', 'o', 'p', 'qu', 't', 'tl', 'tz', 'x', 'y', 'z',
] as const;

export type DictionaryLetter = (typeof DICTIONARY_LETTERS)[number];

/** Whether `text` (folded) is one of {@link DICTIONARY_LETTERS}. */
export const isDictionaryLetter = (text: string): text is DictionaryLetter =>
  (DICTIONARY_LETTERS as readonly string[]).includes(text);

/**
 * The longer letters that start with `letter` (`c` → `ch`, `cu`): a folded word starts with
 * `letter` as a letter when it starts with its spelling and with none of these.
 */
export const longerLetters = (letter: DictionaryLetter): DictionaryLetter[] =>
  DICTIONARY_LETTERS.filter((other) => other !== letter && other.startsWith(letter));


/**
 * The letters headwords start with in the SEP school spelling (decisions 059, 080), in its
 * order: ch, tl and ts are letters of their own as in the dictionary's; k holds the dictionary's
 * c, qu and cu (ku is written k + u), s its z and soft c, u its hu.
 */
export const MODERN_LETTERS = [
  'a', 'ch', 'e', 'i', 'k', 'm', 'n', 'o', 'p', 's', 't', 'tl', 'ts', 'u', 'x', 'y',
] as const;

export type ModernLetter = (typeof MODERN_LETTERS)[number];

/** Whether `text` (folded) is one of {@link MODERN_LETTERS}. */
export const isModernLetter = (text: string): text is ModernLetter =>
  (MODERN_LETTERS as readonly string[]).includes(text);

/**
 * How a headword's start in the dictionary's spelling (folded) is written in the SEP spelling,
 * as `spellIn` writes it: c is s before e and i and k elsewhere, qu is ku before a and o and k
 * before e and i (a word's start is no object's place, so `chu` is ch + u). The longest
 * spelling a word starts with decides; a letter written alike in both spellings is its own.
 */
const MODERN_STARTS: Readonly<Record<string, string>> = {
  ch: 'ch',
  ce: 'se', ci: 'si', cu: 'ku', c: 'k',
  qua: 'kua', quo: 'kuo', qu: 'k',
  z: 's', tz: 'ts', tl: 'tl', t: 't', hu: 'u',
  a: 'a', e: 'e', i: 'i', m: 'm', n: 'n', o: 'o', p: 'p', x: 'x', y: 'y',
};

/** A modern letter of the start of a modern spelling: the longest of {@link MODERN_LETTERS} it starts with. */
const modernLetterAt = (modern: string): ModernLetter | undefined =>
  [...MODERN_LETTERS].sort((a, b) => b.length - a.length).find((letter) => modern.startsWith(letter));

/**
 * The dictionary's spellings (folded) that start a word of `letter` in the modern alphabet, each
 * with its modern spelling and the longer spellings that take a word away from it (`c` is k
 * but not in ce, ci, ch, chua): the words of a modern letter, as a filter on the stored spelling.
 */
export function modernLetterStarts(
  letter: ModernLetter,
): Array<{ spelling: string; modern: string; longer: string[] }> {
  const spellings = Object.keys(MODERN_STARTS);
  return Object.entries(MODERN_STARTS)
    .filter(([, modern]) => modernLetterAt(modern) === letter)
    .map(([spelling, modern]) => ({
      spelling,
      modern,
      longer: spellings.filter((other) => other !== spelling && other.startsWith(spelling)),
    }));
}

/** The longest of the dictionary's starts (folded) a headword begins with; undefined for none. */
const longestStart = (folded: string): string | undefined =>
  Object.keys(MODERN_STARTS)
    .filter((spelling) => folded.startsWith(spelling))
    .sort((a, b) => b.length - a.length)[0];

/** The modern letter a headword (folded, in the dictionary's spelling) starts with; undefined for none. */
export function modernLetterOf(folded: string): ModernLetter | undefined {
  const start = longestStart(folded);
  return start === undefined ? undefined : modernLetterAt(MODERN_STARTS[start]!);
}

/**
 * A headword (folded) with its start written in the SEP spelling and the rest as stored:
 * what a modern letter's list is ordered by (K lists ka, ke, ki, ko, kua …, decision 059).
 */
export function modernStartOrder(folded: string): string {
  const start = longestStart(folded);
  return start === undefined ? folded : MODERN_STARTS[start]! + folded.slice(start.length);
}
