import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldNahuatl, spellingKey } from './fold';
import { spellIn } from './modern-alphabet';
import { MAX_NUMBER, NUMBER_WORDS, numberToWords, wordsToNumber } from './numbers';

function words(n: number): string {
  const result = numberToWords(n);
  if (!result.ok) throw new Error(result.error);
  return result.words;
}

describe('numberToWords: GRAMMAR.md §3', () => {
  // Every value GRAMMAR.md states.
  it.each([
    [0, 'yonce'],
    [20, 'cempōhualli'],
    [40, 'ōmpōhualli'],
    [100, 'mācuilpōhualli'],
    [300, 'caxtōlpōhualli'],
    [400, 'centzontli'],
    [800, 'ōntzontli'],
    [21, 'cempōhualli huan cē'],
    [32, 'cempōhualli huan mahtlactli huan ōme'],
    [401, 'centzontli huan cē'],
    [421, 'centzontli huan cempōhualli huan cē'],
  ])('%i → %s', (n, expected) => {
    expect(words(n)).toBe(expected);
  });

  // The table's three columns: the unit word, the form before pōhualli (×20) and before tzontli (×400).
  it.each([
    [1, 'cē', 'cempōhualli', 'centzontli'],
    [2, 'ōme', 'ōmpōhualli', 'ōntzontli'],
    [3, 'ēyi', 'ēpōhualli', 'ētzontli'],
    [4, 'nāhui', 'nauhpōhualli', 'nāuhtzontli'],
    [5, 'mācuīlli', 'mācuilpōhualli', 'mācuiltzontli'],
    [6, 'chicuacē', 'chicuacempōhualli', 'chicuacentzontli'],
    [7, 'chicōme', 'chicōmpōhualli', 'chicōntzontli'],
    [8, 'chicuēyi', 'chicuēpōhualli', 'chicuētzontli'],
    [9, 'chiucnāhui', 'chiucnāuhpōhualli', 'chiucnāuhtzontli'],
    [10, 'mahtlactli', 'mahtlacpōhualli', 'mahtlactzontli'],
    [11, 'mahtlactli huan cē', 'mahtlactli huan cempōhualli', 'mahtlactli huan centzontli'],
    [14, 'mahtlactli huan nāhui', 'mahtlactli huan nauhpōhualli', 'mahtlactli huan nāuhtzontli'],
    [15, 'caxtōlli', 'caxtōlpōhualli', 'caxtōltzontli'],
    [16, 'caxtōlli huan cē', 'caxtōlli huan cempōhualli', 'caxtōlli huan centzontli'],
    [19, 'caxtōlli huan nāhui', 'caxtōlli huan nauhpōhualli', 'caxtōlli huan nāuhtzontli'],
  ])('%i: %s, %s, %s', (count, unit, twenties, fourHundreds) => {
    expect(words(count)).toBe(unit);
    expect(words(count * 20)).toBe(twenties);
    expect(words(count * 400)).toBe(fourHundreds);
    expect(NUMBER_WORDS[count - 1]?.unit).toBe(unit);
  });

  it.each([
    [0, { fourHundreds: 0, twenties: 0, units: 0 }],
    [19, { fourHundreds: 0, twenties: 0, units: 19 }],
    [421, { fourHundreds: 1, twenties: 1, units: 1 }],
    [799, { fourHundreds: 1, twenties: 19, units: 19 }],
    [7999, { fourHundreds: 19, twenties: 19, units: 19 }],
  ])('%i breaks out into %o', (n, breakout) => {
    expect(numberToWords(n)).toMatchObject({ ok: true, breakout });
  });

  it('writes the largest number', () => {
    expect(words(MAX_NUMBER)).toBe('caxtōlli huan nāuhtzontli huan caxtōlli huan nauhpōhualli huan caxtōlli huan nāhui');
  });
});

describe('numberToWords: input from a number box', () => {
  it.each([
    ['42', 'ōmpōhualli huan ōme'],
    [' 7 ', 'chicōme'],
    ['+3', 'ēyi'],
    ['007', 'chicōme'],
    ['1,200', 'ētzontli'],
    ['5.0', 'mācuīlli'],
  ])('%j → %s', (input, expected) => {
    expect(numberToWords(input)).toMatchObject({ ok: true, words: expected });
  });

  it.each([
    [-1, /negative/i],
    ['-20', /negative/i],
    [8000, /8,000 is beyond/],
    [1e21, /beyond/],
    [2.5, /2\.5 is not a whole number/],
    ['0.5', /not a whole number/],
    [Number.NaN, /not a number/],
    [Number.POSITIVE_INFINITY, /not a number/],
    ['abc', /“abc” is not a number/],
    ['12abc', /is not a number/],
    ['1e3', /is not a number/],
    ['', /Enter a whole number from 0 to 7,999/],
    ['   ', /Enter a whole number from 0 to 7,999/],
    ['🙂', /is not a number/],
    ['٣', /is not a number/],
  ])('%j gives a clear error', (input, message) => {
    const result = numberToWords(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('shortens very long input in its message', () => {
    const result = numberToWords('x'.repeat(100_000));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeLessThan(120);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string({ unit: 'grapheme' })), (input) => {
        const result = numberToWords(input);
        expect(result.ok ? result.words.length > 0 : result.error.length > 0).toBe(true);
      }),
    );
  });
});

describe('wordsToNumber', () => {
  it.each([
    ['yonce', 0],
    ['cē', 1],
    ['cempōhualli', 20],
    ['cempōhualli huan cē', 21],
    ['cempōhualli huan mahtlactli huan ōme', 32],
    ['centzontli huan cē', 401],
    ['centzontli huan cempōhualli huan cē', 421],
    ['ōntzontli', 800],
    ['mahtlactli huan cempōhualli', 220],
  ])('%s → %i', (text, n) => {
    expect(wordsToNumber(text)).toMatchObject({ number: n, recognised: true });
  });

  it('reports the three parts and the breakout', () => {
    expect(wordsToNumber('centzontli huan ōmpōhualli huan caxtōlli huan cē')).toEqual({
      number: 456,
      breakout: { fourHundreds: 1, twenties: 2, units: 16 },
      parts: {
        tzontli: { text: 'cen', value: 1, recognised: true },
        pohualli: { text: 'om', value: 2, recognised: true },
        units: { text: 'caxtolli huan ce', value: 16, recognised: true },
      },
      recognised: true,
    });
  });

  // Without macrons, in any case, in the practical alphabet, and GRAMMAR.md's named variants.
  it.each([
    ['CENTZONTLI HUAN CEMPOHUALLI HUAN CE', 421],
    ['sentsontli wan sempowalli wan se', 421],
    ['ei', 3],
    ['yei', 3],
    ['eyi', 3],
    ['eipohualli', 60],
    ['yeipohualli', 60],
    ['nappōhualli', 80],
    ['nappohualli huan nahui', 84],
    ['nawpowalli', 80],
    ['macuilli', 5],
    ['makwilli', 5],
    ['chiknawi', 9],
    ['chicnahui', 9],
    ['majtlaktli wan ome', 12],
    ['matlactli', 10],
    ['kaxtolli wan nawi', 19],
    ['cenpohualli', 20],
    ['ompohualli', 40],
    ['chicuacempohualli huan chicuei', 128],
    ['  cempōhualli   huan   cē  ', 21],
    ['cempōhuali huan cē', 21],
  ])('%s → %i', (text, n) => {
    expect(wordsToNumber(text)).toMatchObject({ number: n, recognised: true });
  });

  it('flags a part it does not recognise, counting it as 0', () => {
    const result = wordsToNumber('centzontli huan xochitl');
    expect(result.number).toBe(400);
    expect(result.recognised).toBe(false);
    expect(result.parts.tzontli).toEqual({ text: 'cen', value: 1, recognised: true });
    expect(result.parts.pohualli).toEqual({ text: '', value: 0, recognised: true });
    expect(result.parts.units).toEqual({ text: 'xochitl', value: 0, recognised: false });
  });

  it('flags a place word with no count before it', () => {
    const result = wordsToNumber('pōhualli huan cē');
    expect(result.parts.pohualli).toEqual({ text: '', value: 0, recognised: false });
    expect(result.parts.units).toMatchObject({ value: 1, recognised: true });
    expect(result.recognised).toBe(false);
  });

  it('reads empty text as 0 with nothing flagged', () => {
    expect(wordsToNumber('')).toMatchObject({ number: 0, recognised: true });
    expect(wordsToNumber('  \n ')).toMatchObject({ number: 0, recognised: true });
  });

  it.each([
    ['🙂🙂🙂', 'units'],
    ['tzontli tzontli tzontli', 'tzontli'],
    ['cē cē', 'units'],
    ['cempōhualli huan', 'units'],
    ['x'.repeat(1_000_000), 'units'],
    ['\u0000\u202e', 'units'],
  ] as const)('survives hostile input %#', (text, flagged) => {
    const result = wordsToNumber(text);
    expect(result.recognised).toBe(false);
    expect(result.parts[flagged].recognised).toBe(false);
  });

  it('never throws and stays within 0–7,999', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const { number } = wordsToNumber(text);
        expect(Number.isInteger(number) && number >= 0 && number <= MAX_NUMBER).toBe(true);
      }),
    );
  });
});

describe('round trip 0–7,999', () => {
  const all = Array.from({ length: MAX_NUMBER + 1 }, (_, n) => n);

  it('reads back every number it writes, with the same breakout', () => {
    for (const n of all) {
      const written = numberToWords(n);
      if (!written.ok) throw new Error(`${n}: ${written.error}`);
      const read = wordsToNumber(written.words);
      expect(read.recognised, written.words).toBe(true);
      expect(read.number, written.words).toBe(n);
      expect(read.breakout).toEqual(written.breakout);
    }
  });

  it('reads back every number written in the school spelling and INALI-style (issue 50: "sempouali uan se")', () => {
    expect(wordsToNumber('sempouali uan se').number).toBe(21);
    for (const n of all) {
      const written = words(n);
      for (const spelling of ['sep', 'inali'] as const) {
        const read = wordsToNumber(spellIn(spelling, written));
        expect(read.recognised, spellIn(spelling, written)).toBe(true);
        expect(read.number, spellIn(spelling, written)).toBe(n);
      }
    }
  });

  it('reads back every number typed without macrons in capitals, or in the practical alphabet', () => {
    for (const n of all) {
      const written = words(n);
      expect(wordsToNumber(foldNahuatl(written).toUpperCase()).number, written).toBe(n);
      expect(wordsToNumber(spellingKey(written)).number, spellingKey(written)).toBe(n);
    }
  });

  it('writes every number differently', () => {
    expect(new Set(all.map(words)).size).toBe(all.length);
  });
});
