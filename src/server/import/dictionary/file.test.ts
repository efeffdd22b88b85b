import { describe, expect, it } from 'vitest';
import { DictionaryFileError, formatOfPath, parseDictionaryFile, readDictionaryRows } from './file';

const linesOf = (text: string) => parseDictionaryFile(text, 'csv');

describe('CSV line numbers', () => {
  it('are physical lines, whatever the line ends, blank lines and quoted line breaks', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['word,type,definition_english', 'cochi,tlach2,x', '', '"ā', 'matl",noun,"a', 'b"', '  ', ',noun,x', 'x'].join(end);
      const { rows, rejected } = linesOf(text);
      expect(rows.map((row) => [row.line, row.word.word]), JSON.stringify(end)).toEqual([
        [2, 'cochi'],
        [4, `ā${end}matl`],
      ]);
      expect(rejected.map((row) => row.line), JSON.stringify(end)).toEqual([8, 9]);
    }
  });

  it('count a byte-order mark as nothing', () => {
    expect(linesOf('\uFEFFword,type\ncochi,tlach2').rows).toMatchObject([{ line: 2, word: { word: 'cochi', type: 'tlach2' } }]);
  });
});

describe("a file's bytes", () => {
  // An import reads the file as bytes, and a CSV file is parsed from them undecoded (decision 030).
  it('read as its text does: UTF-8, line ends, a byte-order mark, a view into a larger buffer', () => {
    const files: Array<[string, 'csv' | 'json']> = [
      [['word,type,definition_english', 'cōchi,tlach2,"to sleep|dormir"', '', '"ā', 'matl",noun,x', ',noun,x'].join('\r\n'), 'csv'],
      ['\uFEFFword,type\rchōca,tlach2\r', 'csv'],
      ['\uFEFF[{"word": "tōchtli", "definition_english": ["rabbit"]}, {"word": ""}]', 'json'],
    ];
    for (const [text, format] of files) {
      const bytes = Buffer.from(text);
      const before = Buffer.from('ñ,"');
      const larger = Buffer.concat([before, bytes, Buffer.from('"\n')]);
      const inLarger = new Uint8Array(larger.buffer, larger.byteOffset + before.length, bytes.length);
      const expected = parseDictionaryFile(text, format);
      expect(expected.rows.length).toBeGreaterThan(0);
      expect(parseDictionaryFile(bytes, format), text).toEqual(expected);
      expect(parseDictionaryFile(inLarger, format), text).toEqual(expected);
    }
  });

  it('are refused, saying why, when they are UTF-16 rather than UTF-8', () => {
    const little = Buffer.from('\uFEFFword,type\ncochi,tlach2\n', 'utf16le');
    const big = Buffer.from(little).swap16();
    for (const [bytes, format] of [[little, 'csv'], [big, 'csv'], [little, 'json']] as const) {
      expect(() => parseDictionaryFile(bytes, format)).toThrow(DictionaryFileError);
      expect(() => parseDictionaryFile(bytes, format)).toThrow(/UTF-16.*save it as UTF-8/);
    }
  });
});

describe('CSV values', () => {
  it('reads ambitransitive from the same spellings, empty or absent as false (decision 081)', () => {
    const { rows, rejected } = linesOf(['word,transitive,ambitransitive', 'tōca,yes,yes', 'tici,no,1', 'cuā,yes,', 'x,,maybe'].join('\n'));
    expect(rows.map((row) => [row.word.word, row.word.transitive, row.word.ambitransitive])).toEqual([
      ['tōca', true, true],
      ['tici', false, true],
      ['cuā', true, false],
    ]);
    expect(rejected.map((row) => row.reasons)).toEqual([
      ['ambitransitive: Must be true, false, yes, no, 1, 0 or empty (false); got "maybe".'],
    ]);
  });

  it('map empty cells to null or nothing, and transitive from its spellings', () => {
    const { rows } = linesOf(
      ['word,transitive,past,definition_english', 'a,TRUE,,', 'b,no, ,x', 'c,1,,', 'd,0,,', 'e, Yes ,,', 'f,,,'].join('\n'),
    );
    expect(rows.map((row) => row.word.transitive)).toEqual([true, false, true, false, true, null]);
    expect(rows[1]?.word).toEqual({ word: 'b', type: '', past: null, owned: null, transitive: false, ambitransitive: false, variant: null, definition_spanish: [], definition_english: ['x'] });
  });

  it('read the optional variant column: a known variety in any case, empty for Huasteca, anything else rejected', () => {
    const { rows, rejected } = linesOf(['word,variant', 'quemah, Classical ', 'quena,', 'ahmo,clasico'].join('\n'));
    expect(rows.map((row) => [row.word.word, row.word.variant])).toEqual([
      ['quemah', 'classical'],
      ['quena', null],
    ]);
    expect(rejected).toEqual([
      { line: 4, reasons: ['variant: Must be classical, other or empty (Huasteca Nahuatl); got "clasico".'] },
    ]);
  });

  it('accept the columns in any order and any case; only word is required', () => {
    expect(linesOf('Definition_English, WORD\nto sleep | to rest,cochi').rows[0]?.word).toMatchObject({
      word: 'cochi',
      definition_english: ['to sleep', 'to rest'],
    });
    expect(() => linesOf('type\nnoun')).toThrow('the column "word" is missing');
    expect(() => linesOf('word,type,word\na,b,c')).toThrow('named twice');
    expect(() => linesOf('')).toThrow('empty');
  });

  it('report every problem of a row', () => {
    const { rejected } = linesOf(`word,type,transitive\n${'x'.repeat(201)},${'t'.repeat(201)},perhaps`);
    expect(rejected[0]?.reasons).toHaveLength(3);
    expect(rejected[0]?.reasons[1]).toBe('type: Ensure this field has no more than 200 characters.');
  });

  it('count a word as the same whatever its macrons and case, within one type', () => {
    const { rows, rejected } = linesOf('word,type\nchōca,tlach1\nCHOCA,tlach1\nchoca,noun\nchoca,');
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(rejected).toEqual([{ line: 3, reasons: ['word: "CHOCA" with type "tlach1" is already on line 2.'] }]);
  });
});

describe('JSON', () => {
  it('points at the line of a syntax error', () => {
    expect(() => parseDictionaryFile('[\n  {"word": "a"},\n  {"word": "b",}\n]', 'json')).toThrow(/line 3, column 16/);
  });

  it('accepts null for the optional fields', () => {
    const item = { word: 'a', type: null, past: null, owned: null, transitive: null, variant: null, definition_spanish: null, definition_english: null };
    expect(parseDictionaryFile(JSON.stringify([item]), 'json').rows[0]?.word).toEqual({
      word: 'a', type: '', past: null, owned: null, transitive: null, ambitransitive: false, variant: null, definition_spanish: [], definition_english: [],
    });
  });
});

describe('formatOfPath', () => {
  it('goes by the extension, in any case', () => {
    expect(formatOfPath('words.CSV')).toBe('csv');
    expect(formatOfPath('/tmp/a.b/words.json')).toBe('json');
    expect(() => formatOfPath('words.tsv')).toThrow(DictionaryFileError);
    expect(() => formatOfPath('/tmp/a.csv/words')).toThrow(DictionaryFileError);
  });
});

describe('readDictionaryRows', () => {
  const read = (text: string, format: 'csv' | 'json') => {
    const seen: string[] = [];
    try {
      readDictionaryRows(text, format, {
        total: (rows) => seen.push(`total ${rows}`),
        row: (row) => seen.push(`row ${row.line} ${row.word.word}`),
        rejected: (row) => seen.push(`rejected ${row.line}`),
      });
    } catch (error) {
      seen.push(`${(error as Error).name}`);
    }
    return seen;
  };

  it('says about how many rows there are, then hands over each row in the order of the file', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['word,type', 'cochi,tlach2', ',noun', 'mahui,tlach2', ''].join(end);
      expect(read(text, 'csv'), JSON.stringify(end)).toEqual(['total 3', 'row 2 cochi', 'rejected 3', 'row 4 mahui']);
    }
    expect(read('[{"word": "cochi"}, 7, {"word": "mahui"}]', 'json')).toEqual([
      'total 3',
      'row 1 cochi',
      'rejected 2',
      'row 3 mahui',
    ]);
  });

  it('hands over the rows before a fault in the file, then throws', () => {
    expect(read('word,type\ncochi,tlach2\n"mahui,tlach2\n', 'csv')).toEqual([
      'total 2',
      'row 2 cochi',
      'DictionaryFileError',
    ]);
  });
});
