import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allForms, type DictionaryVerb } from './conjugate';
import { foldLetters, foldNahuatl, replaceMacrons, searchKey, spellingKey } from './fold';

/** foldNahuatl as it was before its single-pass fast path (decision 020, "Import"): the definition it must keep. */
const foldByDefinition = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

interface SampleWord extends DictionaryVerb {
  owned: string | null;
  definition_spanish: string[];
  definition_english: string[];
}

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

  it('folds every word, definition and conjugated form of the sample dictionary as the five-pass definition does', () => {
    const words = JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', 'words.json'), 'utf8')) as SampleWord[];
    const texts = words.flatMap((word) => [
      word.word,
      word.past ?? '',
      word.owned ?? '',
      ...word.definition_spanish,
      ...word.definition_english,
      ...[true, false, null].flatMap((transitive) =>
        allForms({ ...word, transitive }).flatMap(({ form, variants }) => [form, ...variants]),
      ),
    ]);
    expect(texts.length).toBeGreaterThan(10_000);
    const differing = texts.filter((text) => foldNahuatl(text) !== foldByDefinition(text));
    expect(differing).toEqual([]);
  });

  it('folds any text as the five-pass definition does', () => {
    const nahuatlish = fc.string({ unit: fc.constantFrom(..."aeiouAEIOU āēīōūĀĒĪŌŪáñ\u0304\t\n-'İ9zZ".split('')) });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string(), nahuatlish), (text) => {
        expect(foldNahuatl(text)).toBe(foldByDefinition(text));
      }),
      { numRuns: 2000 },
    );
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

describe('foldLetters', () => {
  it.each([
    ['cuā', 'cua'],
    ['chālzōyicuā', 'chalzoyicua'],
    ['cochi', 'cochi'],
    ['', ''],
  ])('%j folds letter by letter to %j', (text, folded) => {
    expect(foldLetters(text)).toBe(folded);
  });

  it.each(['Cuā', 'ma cochi', 'a\u0304', 'tē-', 'á', ' cochi', 'Ā'])('%j is not folded letter by letter', (text) => {
    expect(foldLetters(text)).toBeNull();
  });

  it('folds as foldNahuatl does when it folds at all, and two such texts joined fold to the two folded', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'acehilmnoqtuxyzāēīōū'.split('')) });
    const any = fc.string({ unit: fc.constantFrom(...'acAĀ āū\u0304\t-'.split('')) });
    fc.assert(
      fc.property(fc.oneof(letters, any), fc.oneof(letters, any), (a, b) => {
        const [foldedA, foldedB] = [foldLetters(a), foldLetters(b)];
        if (foldedA !== null) expect(foldedA).toBe(foldNahuatl(a));
        if (foldedA !== null && foldedB !== null) expect(foldLetters(a + b)).toBe(foldedA + foldedB);
        expect(foldLetters(a + b) === null).toBe(foldedA === null || foldedB === null);
      }),
      { numRuns: 2000 },
    );
  });

  it('folds a form as the engine builds it: a prefix, then a body it folds letter by letter and not empty', () => {
    const body = fc.string({ unit: fc.constantFrom(...'acehilmnoqtuxyzāēīōū'.split('')), minLength: 1 });
    const prefix = fc.constantFrom('', 'ni', 'ti', 'in', 'xi', 'n', 't', 'x', 'ma ', 'ma ni', 'ma ti', 'ma n', 'ma t');
    fc.assert(
      fc.property(prefix, body, (start, rest) => {
        expect(foldNahuatl(start + rest)).toBe(start + foldLetters(rest));
      }),
      { numRuns: 2000 },
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
    // The SEP school spelling and the INALI-style one (decision 080).
    ['kikoua', 'quicōhua'],
    ['kikojki', 'quicōuhqui'],
    ['kikohki', 'quicōuhqui'],
    ['kueponi', 'cuepōni'],
    ['nektli', 'necuhtli'],
    ['tsajki', 'tzaucqui'],
    ['nikijtoa', 'niquihtoa'],
    ['nijneki', 'nicnequi'],
    ['nihneki', 'nicnequi'],
    ['tlajtoli', 'tlahtōlli'],
    ['kenijki', 'quēniuhqui'],
    ['maseualmej', 'mācēhualmeh'],
    ['masewalmeh', 'mācēhualmeh'],
    ['kuali', 'cualli'],
    ['kali', 'calli'],
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

describe('searchKey', () => {
  // The key of the full-form index (decision 052): the spelling key, which both alphabets reach, without the saltillo.
  it.each([
    ['nikochi', 'nicochi'],
    ['tikochi', 'ticochih'], // the saltillo left out: the engine tells 2-S from 1-P
    ['tikochij', 'ticochih'], // written j
    ['kiitta', 'quiitta'],
    ['nimitsitta', 'nimītzitta'],
    ['nikkwās', 'niccuāz'],
    ['kijtowa', 'quihtohua'],
    ['kitowa', 'quihtohua'],
    ['ma tikochikan', 'ma ticochicān'],
  ])('%s and %s share %s', (modern, dictionary) => {
    expect(searchKey(modern)).toBe(searchKey(dictionary));
  });

  it('keeps what is not a saltillo: ch, a word-initial h, and the w of hu before a vowel', () => {
    expect(searchKey('chichi')).toBe('chichi');
    expect(searchKey('hola')).toBe('hola');
    expect(searchKey('cihuatl')).toBe('siwatl');
    expect(searchKey('siuatl')).toBe('siwatl');
  });

  it('reads a syllable-final uh as the saltillo the SEP spelling writes (decision 080)', () => {
    expect(searchKey('quēniuhqui')).toBe(searchKey('kenijki'));
    expect(searchKey('nāuh')).toBe(searchKey('nah'));
  });
});
