import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordRepository } from '../../resources/words/repository';
import { DictionaryFileError } from './file';
import { formatReport } from '../report';
import { importDictionary } from './import';
import { WordCreate } from '../../../contract/words';

const MIXED_CSV = fileURLToPath(new URL('../fixtures/dictionary-mixed.csv', import.meta.url));
const JSON_FILE = fileURLToPath(new URL('../fixtures/dictionary.json', import.meta.url));
const SEARCH = '/utoaztecan/api/nahuatl/?search=';

// The fixture's rejected rows: line numbers are physical lines (the header is line 1; āmatl's quoted
// definition spans lines 11-12, so ocōtl is on line 13).
const MIXED_REJECTED = [
  { line: 4, reasons: ['word: This field may not be blank.'] },
  { line: 5, reasons: ['transitive: Must be true, false, yes, no, 1, 0 or empty (unknown); got "maybe".'] },
  { line: 7, reasons: ['word: "Tēmiqui" with type "tlach2" is already on line 2.'] },
  { line: 9, reasons: ['Expected 7 fields as in the header, found 8.'] },
  { line: 10, reasons: ['past: Ensure this field has no more than 200 characters.'] },
  { line: 13, reasons: ['definition_english #2: A definition may not be blank.'] },
];
const MIXED_GOOD = ['tēmiqui', 'tlapoa', 'xōchitl', 'āhuacatl', 'āmatl', 'ahmo'];

let t: TestApp;
let dir: string;
beforeEach(async () => {
  // No sample data, so every count below is the fixture's own.
  t = await createTestApp({ SEED: 'false' });
  dir = await mkdtemp(join(tmpdir(), 'import-dictionary-'));
});
afterEach(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const wordCount = async () => wordRepository(t.db).count([]);

async function copyFixture(
  from: string,
  name: string,
  edit: (text: string) => string = (text) => text,
): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, edit(await readFile(from, 'utf8')));
  return path;
}

describe('npm run import:dictionary with rejected rows', () => {
  it('reports each rejected CSV row by its line and reason, and imports nothing', async () => {
    const report = await importDictionary(t.db, MIXED_CSV);
    expect(report).toMatchObject({
      rowPlace: 'line',
      rowsRead: 12,
      counts: { words: { created: 0, updated: 0 } },
      accepted: false,
      dryRun: false,
    });
    expect(report.rejected).toEqual(MIXED_REJECTED);
    expect(await wordCount()).toBe(0);
    expect(await wordRepository(t.db).getByKey('tēmiqui', 'tlach2')).toBeUndefined();
  });

  it('tells the user to fix or remove the rows, or to use --skip-invalid', async () => {
    const text = formatReport(await importDictionary(t.db, MIXED_CSV)).join('\n');
    expect(text).toContain('  line 7: word: "Tēmiqui" with type "tlach2" is already on line 2.');
    expect(text).toContain('Nothing was imported: fix or remove the rejected rows, or run again with --skip-invalid');
    expect(text).toMatch(/Rows read: +12\nCreated: +0\nUpdated: +0\nRejected: +6\nElapsed: +\d+\.\d\d s/);
  });

  it('with --skip-invalid imports the good rows, mapped as the format says, and still reports the others', async () => {
    const report = await importDictionary(t.db, MIXED_CSV, { skipInvalid: true });
    expect(report).toMatchObject({ rowsRead: 12, accepted: true, counts: { words: { created: 6, updated: 0 } } });
    expect(report.rejected).toEqual(MIXED_REJECTED);
    expect(await wordCount()).toBe(MIXED_GOOD.length);

    const words = wordRepository(t.db);
    expect(await words.getByKey('tlapoa', 'tlach3')).toMatchObject({
      word: 'tlapoa',
      past: 'tlapoh',
      owned: null,
      definition_spanish: JSON.stringify(['abrir', 'destapar']),
      definition_english: JSON.stringify(['to open', 'to uncover']),
    });
    expect(Boolean((await words.getByKey('tlapoa', 'tlach3'))?.transitive)).toBe(true);
    expect(await words.getByKey('xochitl', 'noun')).toMatchObject({
      word: 'xōchitl',
      owned: 'īxōchiuh',
      definition_english: '["flower, blossom"]',
    });
    expect(JSON.parse((await words.getByKey('āhuacatl', 'noun'))?.definition_english ?? '')).toEqual([
      'avocado',
      'the fruit of the "avocado" tree, a berry',
    ]);
    expect(JSON.parse((await words.getByKey('āmatl', 'noun'))?.definition_english ?? '')).toEqual([
      'paper',
      'a sheet of bark paper\n(amate), or a book',
    ]);
    expect((await words.getByKey('ahmo', 'particle'))?.transitive).toBeNull();
  });

  it('reads JSON, naming rejected items by their position', async () => {
    const report = await importDictionary(t.db, JSON_FILE, { skipInvalid: true });
    expect(report).toMatchObject({ rowPlace: 'item', rowsRead: 9, counts: { words: { created: 3, updated: 0 } } });
    expect(report.rejected).toEqual([
      { line: 3, reasons: ['word: This field is required.'] },
      { line: 4, reasons: ['word: "MAHUI" with type "tlach2" is already on item 1.'] },
      { line: 5, reasons: ['transitive: Must be true, false, yes, no, 1, 0 or empty (unknown); got "sometimes".'] },
      {
        line: 6,
        reasons: [
          'colour: Unknown field; the fields are word, type, past, owned, transitive, ambitransitive, variant, definition_spanish, definition_english.',
        ],
      },
      { line: 7, reasons: ['Expected an object such as {"word": "cochi", "type": "tlach2"}.'] },
      {
        line: 8,
        reasons: [
          'definition_spanish #1: A definition may not be blank.',
          'definition_english #1: Each definition must be text.',
        ],
      },
    ]);
    expect(formatReport(report)).toContain('  item 4: word: "MAHUI" with type "tlach2" is already on item 1.');
    const words = wordRepository(t.db);
    // A pipe-separated string is split; a list is kept as it is, pipes and all.
    expect(JSON.parse((await words.getByKey('mahui', 'tlach2'))?.definition_english ?? '')).toEqual([
      'to be afraid',
      'to fear',
    ]);
    expect(JSON.parse((await words.getByKey('tōchtli', 'noun'))?.definition_english ?? '')).toEqual([
      'rabbit',
      'a pipe | in a definition from a list stays',
    ]);
    expect(Boolean((await words.getByKey('nāmiqui', 'tlach2'))?.transitive)).toBe(true);
  });
});

describe('re-running a file', () => {
  it('updates the words rather than duplicating them', async () => {
    const path = await copyFixture(JSON_FILE, 'words.json', (text) => JSON.stringify(JSON.parse(text).slice(0, 2)));
    expect(await importDictionary(t.db, path)).toMatchObject({
      rejected: [],
      counts: { words: { created: 2, updated: 0 } },
    });
    const first = await wordRepository(t.db).getByKey('mahui', 'tlach2');

    expect(await importDictionary(t.db, path)).toMatchObject({
      rejected: [],
      counts: { words: { created: 0, updated: 2 } },
    });
    expect(await wordCount()).toBe(2);
    expect((await wordRepository(t.db).getByKey('mahui', 'tlach2'))?.id).toBe(first?.id);
  });

  it('shows a changed definition after the second run', async () => {
    const path = await copyFixture(MIXED_CSV, 'dictionary.csv');
    await importDictionary(t.db, path, { skipInvalid: true });
    const changed = await copyFixture(MIXED_CSV, 'dictionary.csv', (text) =>
      text.replace('to dream\n', 'to dream | to have a dream\n'),
    );

    const report = await importDictionary(t.db, changed, { skipInvalid: true });
    expect(report).toMatchObject({ counts: { words: { created: 0, updated: MIXED_GOOD.length } } });
    expect(await wordCount()).toBe(MIXED_GOOD.length);
    const row = await wordRepository(t.db).getByKey('temiqui', 'tlach2');
    expect(JSON.parse(row?.definition_english ?? '')).toEqual(['to dream', 'to have a dream']);
  });

  it('matches existing words without macrons or case, by word and type', async () => {
    await importDictionary(t.db, MIXED_CSV, { skipInvalid: true });
    const path = join(dir, 'plain.csv');
    await writeFile(path, 'word,type,definition_english\nXOCHITL,noun,flower\nxōchitl,name,a given name\n');
    expect(await importDictionary(t.db, path)).toMatchObject({ counts: { words: { created: 1, updated: 1 } } });
    expect(await wordRepository(t.db).getByKey('xōchitl', 'noun')).toMatchObject({
      word: 'XOCHITL',
      definition_english: '["flower"]',
    });
  });
});

describe('--dry-run', () => {
  it('counts what would be created and updated, and writes nothing', async () => {
    const dry = await importDictionary(t.db, MIXED_CSV, { dryRun: true, skipInvalid: true });
    expect(dry).toMatchObject({
      dryRun: true,
      accepted: true,
      rowsRead: 12,
      counts: { words: { created: 6, updated: 0 } },
    });
    expect(dry.rejected).toEqual(MIXED_REJECTED);
    expect(await wordCount()).toBe(0);
    expect(formatReport(dry)).toContain('Dry run: nothing was written.');

    await importDictionary(t.db, MIXED_CSV, { skipInvalid: true });
    const changed = await copyFixture(MIXED_CSV, 'more.csv', (text) => `${text}tlahtoāni,noun,,,,gobernante,ruler\n`);
    expect(await importDictionary(t.db, changed, { dryRun: true, skipInvalid: true })).toMatchObject({
      counts: { words: { created: 1, updated: 6 } },
    });
    expect(await wordCount()).toBe(6);
  });

  it('says that a real run would import nothing while rows are rejected', async () => {
    const dry = await importDictionary(t.db, MIXED_CSV, { dryRun: true });
    expect(dry.accepted).toBe(false);
    expect(formatReport(dry).join('\n')).toContain('Nothing would be imported');
  });
});

describe('after an import', () => {
  it('finds an imported verb from one of its conjugated forms', async () => {
    await importDictionary(t.db, MIXED_CSV, { skipInvalid: true });
    const response = await t.app.inject({ method: 'GET', url: `${SEARCH}${encodeURIComponent('nitēmiquizquia')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]).toMatchObject({
      word: 'tēmiqui',
      match: { kind: 'form', tense: 'conditional', person: '1-S' },
    });
    const object = await t.app.inject({ method: 'GET', url: `${SEARCH}nictlapoz` });
    expect(object.json().results[0]).toMatchObject({
      word: 'tlapoa',
      match: { kind: 'form', tense: 'future', person: '1-S' },
    });
  });

  it('reports progress up to the number of words written', async () => {
    const calls: Array<[number, number]> = [];
    await importDictionary(t.db, MIXED_CSV, {
      skipInvalid: true,
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(calls.at(-1)).toEqual([6, 6]);
  });
});

describe('files that cannot be imported', () => {
  it('refuses a file that is neither .csv nor .json', async () => {
    await expect(importDictionary(t.db, join(dir, 'words.xlsx'))).rejects.toThrow(/must end in \.csv or \.json/);
  });

  it('names a missing file', async () => {
    await expect(importDictionary(t.db, join(dir, 'missing.csv'))).rejects.toThrow(/there is no such file/);
  });

  it.each([
    ['broken.csv', 'word,type\n"cochi,tlach2\n', /Quote Not Closed/],
    ['columns.csv', 'word,kind\ncochi,tlach2\n', /Unknown column "kind"/],
    ['broken.json', '[{"word": "cochi",}]', /The JSON file cannot be read/],
    ['object.json', '{"word": "cochi"}', /must hold a list/],
  ])('rejects %s as a whole and writes nothing', async (name, text, message) => {
    const path = join(dir, name);
    await writeFile(path, text);
    const error = await importDictionary(t.db, path, { skipInvalid: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DictionaryFileError);
    expect((error as Error).message).toMatch(message);
    expect(await wordCount()).toBe(0);
  });
});

describe('what a dictionary file may hold (decision 038)', () => {
  const HEADER = 'word,type,definition_english\n';

  it.each([
    // "tēmiqui" with its ē in Latin-1 (which has none: a Windows-1252 editor writes E9 for é) on line 3.
    ['Latin-1', Buffer.from([0x63, 0x61, 0xe9, 0x2c]), 'line 3, column 3 (bytes E9 2C 6E 6F)'],
    // U+1F33D (ear of maize) as CESU-8 writes it: two encoded surrogates.
    ['CESU-8', Buffer.from([0xed, 0xa0, 0xbc, 0xed, 0xbc, 0xbd, 0x2c]), 'line 3, column 1 (bytes ED A0 BC ED)'],
  ])(
    'refuses a file in %s, naming the file and the line, on either thread',
    async (_, bytes, where) => {
      const path = join(dir, 'words.csv');
      await writeFile(
        path,
        Buffer.concat([Buffer.from(`${HEADER}cochi,noun,to sleep\n`), bytes, Buffer.from('noun,x\n')]),
      );
      for (const worker of [false, true]) {
        const error = (await importDictionary(t.db, path, { worker }).catch((e: unknown) => e)) as Error;
        expect(error).toBeInstanceOf(DictionaryFileError);
        expect(error.message).toContain(`"${path}" is not UTF-8: ${where} is not a UTF-8 character`);
        expect(error.message).toContain('save it as UTF-8');
      }
      expect(await wordCount()).toBe(0);
    },
    15_000,
  );

  it('rejects a NUL, an escape or a lone surrogate by its line, on either thread, and stores none of them', async () => {
    const csv = join(dir, 'controls.csv');
    await writeFile(
      csv,
      `${HEADER}cochi,noun,to sleep\nco\u0000chi,noun,x\ntlapoa,verb,"to open\u001b[2J"\natl,noun,water\n`,
    );
    const json = join(dir, 'controls.json');
    await writeFile(
      json,
      '[{"word": "cochi"}, {"word": "co\\u0000chi"}, {"word": "a", "definition_english": ["x", "\\ud800"]}, {"word": "atl"}]',
    );
    for (const worker of [false, true]) {
      const fromCsv = await importDictionary(t.db, csv, { worker, skipInvalid: true });
      expect(fromCsv.rejected).toEqual([
        { line: 3, reasons: ['word: holds the control character \\u0000, which cannot be imported.'] },
        { line: 4, reasons: ['definition_english #1: holds the control character \\u001b, which cannot be imported.'] },
      ]);
      expect(fromCsv.counts.words).toMatchObject({ created: worker ? 0 : 2 });
      const fromJson = await importDictionary(t.db, json, { worker, skipInvalid: true });
      expect(fromJson.rejected).toEqual([
        { line: 2, reasons: ['word: holds the control character \\u0000, which cannot be imported.'] },
        {
          line: 3,
          reasons: ['definition_english #2: holds a lone UTF-16 surrogate \\ud800, which cannot be imported.'],
        },
      ]);
    }
    // cochi and atl, from each file: a JSON item without a type is another word than the CSV's nouns.
    expect(await wordCount()).toBe(4);
    // Nothing the terminal would obey in the report.
    const text = formatReport(await importDictionary(t.db, csv, { dryRun: true })).join('\n');
    // eslint-disable-next-line no-control-regex -- what must not reach the terminal is control characters
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  }, 30_000);

  it("rejects a 5 MB word by the API's limit, on either thread", async () => {
    const path = join(dir, 'long.csv');
    await writeFile(path, `${HEADER}cochi,noun,to sleep\n${'a'.repeat(5_000_000)},noun,x\n`);
    const tooLong = WordCreate.safeParse({ word: 'a'.repeat(201) }).error?.issues[0]?.message;
    expect(tooLong).toBeDefined();
    for (const worker of [false, true]) {
      const report = await importDictionary(t.db, path, { worker });
      expect(report).toMatchObject({ accepted: false, counts: { words: { created: 0 } } });
      // The reason is WordCreate's own message for a word over its 200 characters, whatever it says.
      expect(report.rejected).toEqual([{ line: 3, reasons: [`word: ${tooLong}`] }]);
    }
    expect(await wordCount()).toBe(0);
  }, 30_000);

  it('reads only a regular file, and not one over the size limit', async () => {
    const fifo = join(dir, 'pipe.csv');
    execFileSync('mkfifo', [fifo]);
    await expect(importDictionary(t.db, fifo)).rejects.toThrow(
      new DictionaryFileError(`Cannot read "${fifo}": it is a named pipe (FIFO), not a regular file.`),
    );
    const zero = join(dir, 'zero.csv');
    await symlink('/dev/zero', zero);
    await expect(importDictionary(t.db, zero)).rejects.toThrow(
      `Cannot read "${zero}": it is a character device, not a regular file.`,
    );
    const folder = join(dir, 'folder.json');
    await mkdir(folder);
    await expect(importDictionary(t.db, folder)).rejects.toThrow(`Cannot read "${folder}": it is a folder`);
    const path = join(dir, 'words.csv');
    await writeFile(path, `${HEADER}cochi,noun,to sleep\n`);
    await expect(importDictionary(t.db, path, { maxBytes: 20 })).rejects.toThrow(/it is too large/);
    expect(await importDictionary(t.db, path, { maxBytes: 100 })).toMatchObject({ accepted: true });
  }, 15_000);
});
