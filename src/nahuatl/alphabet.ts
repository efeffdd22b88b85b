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

