import { describe, expect, it } from 'vitest';
import sample from '../../data/sample/words.json';
import { foldNahuatl } from './fold';
import { DICTIONARY_LETTERS, isDictionaryLetter, longerLetters, type DictionaryLetter } from './alphabet';

/** The letter a folded word starts with as the browse reads it: the letter it starts with and no longer one does. */
const initialLetter = (plain: string): DictionaryLetter | null =>
  DICTIONARY_LETTERS.find((letter) => plain.startsWith(letter) && !longerLetters(letter).some((longer) => plain.startsWith(longer))) ?? null;

describe('the dictionary alphabet', () => {
  it('reads digraphs as one letter', () => {
    expect(initialLetter('chichi')).toBe('ch');
    expect(initialLetter('cuica')).toBe('cu');
    expect(initialLetter('calli')).toBe('c');
    expect(initialLetter('tlaxcalli')).toBe('tl');
    expect(initialLetter('tzontli')).toBe('tz');
    expect(initialLetter('tomatl')).toBe('t');
    expect(initialLetter('huan')).toBe('hu');
    expect(initialLetter('quena')).toBe('qu');
    expect(initialLetter('kochi')).toBeNull();
    expect(longerLetters('c')).toEqual(['ch', 'cu']);
    expect(longerLetters('t')).toEqual(['tl', 'tz']);
    expect(longerLetters('a')).toEqual([]);
    expect(isDictionaryLetter('ch')).toBe(true);
    expect(isDictionaryLetter('b')).toBe(false);
  });

  it('has a letter for every word of the sample dictionary, and no letter without words', () => {
    const used = new Set(sample.map((entry) => initialLetter(foldNahuatl(entry.word))));
    expect(used.has(null)).toBe(false);
    expect([...used].sort()).toEqual([...DICTIONARY_LETTERS].sort());
  });
});
