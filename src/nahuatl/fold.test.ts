import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldNahuatl, replaceMacrons, spellingKey } from './fold';

describe('foldNahuatl', () => {
  it.each([
    ['cuā', 'cua'],
    ['Chōca', 'choca'],
    ['  NIcCUĀZ  ', 'niccuaz'],
    ['ma\tnicochi\n ', 'ma nicochi'],
    ['centzontli   huan  cē', 'centzontli huan ce'],
    ['ā ē ī ō Ā Ē Ī Ō', 'a e i o a e i o'],
    ['a\u0304', 'a'], // macron typed as a combining mark
    ['náhuatl', 'nahuatl'],
    ['İtta', 'itta'], // lower-cases to i + combining dot, which must go too
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (text, folded) => {
    expect(foldNahuatl(text)).toBe(folded);
  });

  it('is idempotent and never leaves marks, capitals or doubled spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const folded = foldNahuatl(text);
        expect(foldNahuatl(folded)).toBe(folded);
        expect(folded).not.toMatch(/[\u0300-\u036f]|\s\s|^\s|\s$/);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});

describe('replaceMacrons', () => {
  it.each([
    ['niccuāz', 'niccuaz'],
    ['Ā Ē Ī Ō ā ē ī ō', 'A E I O a e i o'],
    ['  Chōca  Á ñ ', '  Choca  Á ñ '], // only macrons change: case, spaces and other accents stay
    ['co\u0304mitl', 'comitl'],
    ['', ''],
  ])('%j → %j', (query, replaced) => {
    expect(replaceMacrons(query)).toBe(replaced);
  });
});

describe('spellingKey', () => {
  // Practical spelling, classical-style spelling: the same word.
  it.each([
    ['kochi', 'cochi'],
    ['nikkwa', 'niccua'],
    ['tsontli', 'tzontli'],
    ['kwali', 'cuali'],
    ['siwatl', 'cihuatl'],
    ['kiitta', 'quiitta'],
    ['nikitta', 'niquitta'],
    ['kwawitl', 'cuahuitl'],
    ['kwawtli', 'cuauhtli'],
    ['naw', 'nāuh'],
    ['sempowalli', 'cempōhualli'],
    ['majtlaktli', 'mahtlactli'],
    ['chokak', 'chōcac'],
    ['kiijtowa', 'quiihtohua'],
    ['tekwtli', 'tecuhtli'],
    ['tekwtli', 'tēuctli'],
    ['kwawitl', 'quahuitl'], // older qua for /kʷa/
    ['sakatl', 'zacatl'],
    ['mitsitta', 'mitzitta'],
    ['Kochi', 'COCHI'],
  ])('%s = %s', (practical, classical) => {
    expect(spellingKey(practical)).toBe(spellingKey(classical));
  });

  // Words that are different must stay different.
  it.each([
    ['cochi', 'cochih'],
    ['chōca', 'cōca'],
    ['xochitl', 'sochitl'],
    ['tlacua', 'tlaca'],
    ['quiza', 'quitza'],
  ])('%s ≠ %s', (one, other) => {
    expect(spellingKey(one)).not.toBe(spellingKey(other));
  });

  it('reads c as s only before e and i, and never inside ch', () => {
    expect(spellingKey('ce ci ca co chi')).toBe('se si ka ko chi');
  });
});
