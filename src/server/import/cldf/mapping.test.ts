import { describe, expect, it } from 'vitest';
import { bibPeople, latexToText, parseBibtex } from './bibtex';
import { cleanForm, glossWords, shortCitation } from './mapping';

describe('CLDF glosses and forms', () => {
  it('takes a category word from a gloss, its parentheses and grammar notes being search words or dropped', () => {
    expect(glossWords('all (todos) ')).toEqual({ word: 'all', extra: ['todos'] });
    expect(glossWords('claw(nail)')).toEqual({ word: 'claw', extra: ['nail'] });
    expect(glossWords('burn tr.')).toEqual({ word: 'burn', extra: [] });
    expect(glossWords('fat n.')).toEqual({ word: 'fat', extra: [] });
    expect(glossWords('(something)')).toEqual({ word: '(something)', extra: [] });
  });

  it('shows a form without CLDF’s "_" for a space or invisible characters', () => {
    expect(cleanForm('peːlo_')).toBe('peːlo');
    expect(cleanForm('teː_tesu')).toBe('teː tesu');
    expect(cleanForm('a\u00ADtl ')).toBe('atl');
  });

  it('names a collection by its authors’ family names and year', () => {
    expect(shortCitation('Davletshin, Albert', '2012', 'x')).toBe('Davletshin 2012');
    expect(shortCitation('Campbell, Lyle; Kaufman, Terrence', '1976', 'x')).toBe('Campbell & Kaufman 1976');
    expect(shortCitation('Ana Tester and Beto Prueba and Carla Muestra', '', 'x')).toBe('Tester et al.');
    expect(shortCitation('', '', 'The dataset')).toBe('The dataset');
  });
});

describe('BibTeX sources', () => {
  it('reads braced, quoted, numeric and @string values, and reports an entry it cannot read by its line', () => {
    const { entries, problems } = parseBibtex(
      [
        '@string{jlr = "Journal of Language Relationship"}',
        '@article{Davletshin2012,',
        '  Author = {Davletshin, Albert},',
        '  Journal = jlr,',
        '  Year = 2012,',
        '  Title = "Proto-Uto-Aztecans {on} their way"',
        '}',
        '@book{Broken,',
        '  title = {never closed',
        '',
        '@book{Boas1917, title={El dialecto mexicano}}',
      ].join('\n'),
    );
    expect(
      entries.map((entry) => [entry.key, entry.line, entry.fields.journal, entry.fields.year, entry.fields.title]),
    ).toEqual([
      ['Davletshin2012', 2, 'Journal of Language Relationship', '2012', 'Proto-Uto-Aztecans {on} their way'],
      ['Boas1917', 11, undefined, undefined, 'El dialecto mexicano'],
    ]);
    expect(problems).toEqual([{ line: 8, reason: 'The entry cannot be read: a brace is not closed.' }]);
  });

  it('turns LaTeX accents into letters and splits authors at "and"', () => {
    expect(latexToText("Garc{\\'{\\i}}a de Le{\\'{o}}n")).toBe('García de León');
    expect(latexToText("Diccionario n{\\'{a}}huatl, pp. 75--92")).toBe('Diccionario náhuatl, pp. 75–92');
    expect(latexToText('Bj\\"{o}rk and {\\c{C}}elik')).toBe('Björk and Çelik');
    expect(bibPeople('Brockway, Earl and de Brockway, Trudy and {Smith and Sons}')).toEqual([
      'Brockway, Earl',
      'de Brockway, Trudy',
      'Smith and Sons',
    ]);
  });
});
