import { describe, expect, it } from 'vitest';
import sample from '../../data/sample/words.json';
import { foldNahuatl } from './fold';
import {
  DICTIONARY_LETTERS,
  isDictionaryLetter,
  isModernLetter,
  longerLetters,
  MODERN_LETTERS,
  modernLetterOf,
  modernLetterStarts,
  type DictionaryLetter,
} from './alphabet';
import { spellIn } from './modern-alphabet';

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

describe('the modern alphabet’s letters (decision 059)', () => {
  it('reads the dictionary’s start of a word as the modern alphabet writes it (GRAMMAR.md §1, decision 052)', () => {
    const cases: Array<[string, string]> = [
      ['calli', 'k'], ['comalli', 'k'], ['quena', 'k'], ['quilitl', 'k'], ['cuīca', 'k'], ['cuāuhtli', 'k'],
      ['cihuātl', 's'], ['cē', 's'], ['zoquitl', 's'],
      ['huetzi', 'u'], ['tzontli', 'ts'], ['tlaxcalli', 'tl'], ['tomatl', 't'], ['chichi', 'ch'], ['ātl', 'a'],
    ];
    expect(cases.map(([word]) => modernLetterOf(foldNahuatl(word)))).toEqual(cases.map(([, letter]) => letter));
    expect(modernLetterOf('kochi')).toBeUndefined();
    expect(isModernLetter('k')).toBe(true);
    expect(isModernLetter('qu')).toBe(false);
    expect(modernLetterStarts('s').map((start) => start.spelling)).toEqual(['ce', 'ci', 'z']);
    expect(modernLetterStarts('k').find((start) => start.spelling === 'c')?.longer).toEqual([
      'ch', 'ce', 'ci', 'cu',
    ]);
  });

  it('gives every sample word the letter its modern spelling starts with, and every letter words', () => {
    const letters = sample.map((entry) => {
      const modern = foldNahuatl(spellIn('sep', entry.word));
      const letter = modernLetterOf(foldNahuatl(entry.word));
      expect(letter, entry.word).toBeDefined();
      const longest = [...MODERN_LETTERS].sort((a, b) => b.length - a.length).find((each) => modern.startsWith(each));
      expect(letter, `${entry.word} → ${modern}`).toBe(longest);
      const start = modernLetterStarts(letter!).find(
        ({ spelling, longer }) =>
          foldNahuatl(entry.word).startsWith(spelling) && !longer.some((other) => foldNahuatl(entry.word).startsWith(other)),
      );
      expect(modern.startsWith(start!.modern), entry.word).toBe(true);
      return letter;
    });
    expect([...new Set(letters)].sort()).toEqual([...MODERN_LETTERS].sort());
  });
});
