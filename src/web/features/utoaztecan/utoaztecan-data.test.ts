import { describe, expect, it } from 'vitest';
import { cognate, davletshin } from './test/fixtures';
import {
  categoryKey,
  cognatesByLanguage,
  creditsOf,
  creditsOfCategories,
  isWebAddress,
  licenceName,
  parseSearchWords,
  searchWordsText,
} from './utoaztecan-data';

describe('categoryKey', () => {
  it('names a category by its word, and by its id when the word is a number the server would read as an id', () => {
    expect(categoryKey({ id: 4, word: 'arrow' })).toBe('arrow');
    expect(categoryKey({ id: 4, word: 'sun / day' })).toBe('sun / day');
    expect(categoryKey({ id: 4, word: '20' })).toBe(4);
    expect(categoryKey({ id: 4, word: '20 days' })).toBe('20 days');
  });

  it('names a category whose word is "." or ".." by its id, since an address collapses those segments', () => {
    expect(categoryKey({ id: 7, word: '.' })).toBe(7);
    expect(categoryKey({ id: 7, word: '..' })).toBe(7);
    expect(categoryKey({ id: 7, word: '...' })).toBe('...');
    expect(categoryKey({ id: 7, word: '.net' })).toBe('.net');
  });
});

describe('search words', () => {
  it('splits on commas and new lines, trims, and drops blanks and repeats whatever their case', () => {
    expect(parseSearchWords(' arrow, flecha\nArrow ,, saeta\n')).toEqual(['arrow', 'flecha', 'saeta']);
    expect(parseSearchWords('   ')).toEqual([]);
    expect(searchWordsText(['arrow', 'flecha'])).toBe('arrow, flecha');
    expect(parseSearchWords(searchWordsText(['cloth', 'tela']))).toEqual(['cloth', 'tela']);
  });
});

describe('credits', () => {
  it('keeps each dataset once, in the order met, and skips sets without one', () => {
    const other = { citation: 'Someone (2020): A wordlist.', licence: 'CC BY 4.0', url: '' };
    expect(
      creditsOf([{ credit: null }, { credit: davletshin }, { credit: other }, { credit: { ...davletshin } }]),
    ).toEqual([davletshin, other]);
    expect(creditsOf([{ credit: null }])).toEqual([]);
  });

  it('gathers the credits of categories, each dataset once, and none for categories users typed in', () => {
    const other = { citation: 'Someone (2020): A wordlist.', licence: 'CC BY 4.0', url: '' };
    expect(
      creditsOfCategories([{ credits: [davletshin] }, { credits: [] }, { credits: [{ ...davletshin }, other] }]),
    ).toEqual([davletshin, other]);
    expect(creditsOfCategories([{ credits: [] }])).toEqual([]);
  });

  it('names Creative Commons licences by their short name, and leaves other text as it is', () => {
    expect(licenceName('https://creativecommons.org/licenses/by/4.0/')).toBe('CC BY 4.0');
    expect(licenceName('http://creativecommons.org/licenses/by-sa/3.0/')).toBe('CC BY-SA 3.0');
    expect(licenceName('CC BY 4.0')).toBe('CC BY 4.0');
    expect(isWebAddress('https://doi.org/10.31826/jlr-2012-080106')).toBe(true);
    expect(isWebAddress('CC BY 4.0')).toBe(false);
  });
});

describe('cognatesByLanguage', () => {
  it("groups by language in the set's order, with cognates the set does not list after it", () => {
    const proto = cognate(1, 'PA', '*mi-tɨ', 9, { language_name: 'Proto-Aztecan', reconstructed: true });
    const pipil = cognate(2, 'Pip', 'mit', 9, { language_name: 'Pipil' });
    const classical = cognate(3, 'CNa', 'mitl', 9, { language_name: 'Classical Nahuatl' });
    const classical2 = cognate(4, 'CNa', 'tlamitl', 9, { language_name: 'Classical Nahuatl' });
    const mine = cognate(5, 'Hopi', 'hoohu', 9, { language_name: 'Hopi', share: false });
    const groups = cognatesByLanguage(
      [proto, classical, classical2, pipil],
      [pipil, mine, classical2, proto, classical],
    );
    expect(groups.map((group) => [group.language, group.cognates.map((c) => c.word)])).toEqual([
      ['Proto-Aztecan', ['*mi-tɨ']],
      ['Classical Nahuatl', ['mitl', 'tlamitl']],
      ['Pipil', ['mit']],
      ['Hopi', ['hoohu']],
    ]);
  });
});
