import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { DictionaryFileError } from './file';
import type { ImportReport } from '../report';
import { importDictionary, WORKER_BYTES, type ImportOptions } from './import';
import { workerCodeFromSource } from './worker-from-source';

// A large file is read, validated and conjugated on a worker thread while the main thread
// writes (decision 025). Whatever the worker does, the outcome must be that of reading the
// file here: the same report, rows, tense tables and form index.

const MIXED_CSV = fileURLToPath(new URL('../fixtures/dictionary-mixed.csv', import.meta.url));
const JSON_FILE = fileURLToPath(new URL('../fixtures/dictionary.json', import.meta.url));

let here: TestApp;
let there: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-on-worker-'));
  // Run from the sources, the worker's code is bundled once per process (decision 033): here, not in a timed test.
  await workerCodeFromSource();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Each test imports into two empty dictionaries: `here` reads the file first, `there` on a worker.
beforeEach(async () => {
  [here, there] = await Promise.all([createTestApp({ SEED: 'false' }), createTestApp({ SEED: 'false' })]);
});
afterEach(() => Promise.all([here.close(), there.close()]));

/** Every stored column of every word, and its line of the form index, in key order. */
async function dictionaryOf(t: TestApp): Promise<unknown[]> {
  const words = await t.db.kysely
    .selectFrom('nahuatl_word')
    .leftJoin('word_form', 'word_form.word_id', 'nahuatl_word.id')
    .selectAll('nahuatl_word')
    .select('word_form.forms')
    .orderBy('plain')
    .orderBy('type')
    .execute();
  // Ids are each database's own; every other column must be the same.
  return words.map(({ id: _id, ...word }) => ({
    ...word,
    transitive: word.transitive === null ? null : Boolean(word.transitive),
  }));
}

const withoutTime = ({ seconds: _seconds, ...report }: ImportReport) => report;

async function bothWays(path: string, options: ImportOptions = {}) {
  const [inline, onWorker] = await Promise.all([
    importDictionary(here.db, path, { ...options, worker: false }),
    importDictionary(there.db, path, { ...options, worker: true }),
  ]);
  return { inline: withoutTime(inline), onWorker: withoutTime(onWorker) };
}

const SYLLABLES = ['ca', 'te', 'mi', 'po', 'xa'];
const STEMS = ['cochi', 'chōca', 'tequiti', 'nemi', 'ihcuiloa', 'tlapoa'];

/** The i-th generated word: syllables spelling i in base 5, then a verb stem. */
function wordAt(i: number): string {
  let prefix = '';
  for (let n = i, places = 0; places < 6; places++, n = Math.floor(n / 5)) prefix = SYLLABLES[n % 5] + prefix;
  return prefix + STEMS[i % STEMS.length];
}

/** A CSV of `count` words, verbs of the four classes and nouns, each with `definition`. */
function generatedCsv(count: number, definition: string): string {
  const lines = ['word,type,past,transitive,definition_english'];
  for (let i = 0; i < count; i++) {
    const type = i % 5 === 4 ? 'noun' : `tlach${1 + (i % 4)}`;
    lines.push(`${wordAt(i)},${type},,${i % 2 === 0 ? 'yes' : 'no'},${definition} ${i % 7}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('a file read on a worker thread', () => {
  it('gives the report, words, tense tables and forms of a file read here (CSV and JSON, rows rejected)', async () => {
    for (const path of [MIXED_CSV, JSON_FILE]) {
      const { inline, onWorker } = await bothWays(path, { skipInvalid: true });
      expect(onWorker).toEqual(inline);
      expect(onWorker.counts.words?.created).toBeGreaterThan(0);
      expect(onWorker.rejected.length).toBeGreaterThan(0);
    }
    expect(await dictionaryOf(there)).toEqual(await dictionaryOf(here));
  });

  // 3,000 rows into two databases: like the large file below, more than 5 s on PostgreSQL on a busy machine.
  it(
    'writes nothing when a row is rejected and --skip-invalid is not given, however late the row',
    { timeout: 30_000 },
    async () => {
      const path = join(dir, 'late-reject.csv');
      // Thousands of good rows first, so that the worker has sent batches before it meets the bad one.
      await writeFile(path, `${generatedCsv(3000, 'good')}tlamaybe,tlach2,,maybe,bad\n`);
      const { inline, onWorker } = await bothWays(path);
      expect(onWorker).toEqual(inline);
      expect(onWorker).toMatchObject({
        rowsRead: 3001,
        accepted: false,
        counts: { words: { created: 0, updated: 0 } },
      });
      expect(onWorker.rejected).toEqual([
        { line: 3002, reasons: ['transitive: Must be true, false, yes, no, 1, 0 or empty (unknown); got "maybe".'] },
      ]);
      expect(await dictionaryOf(there)).toEqual([]);
    },
  );

  it('writes nothing when the file breaks after the first batches, and says why', { timeout: 30_000 }, async () => {
    const path = join(dir, 'broken-late.csv');
    await writeFile(path, `${generatedCsv(3000, 'good')}"tlaunclosed,tlach2,,,\n`);
    const error = await importDictionary(there.db, path, { worker: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DictionaryFileError);
    expect((error as Error).message).toMatch(/The CSV file cannot be read: .*Quote Not Closed/);
    expect(await dictionaryOf(there)).toEqual([]);
  });

  // Thousands of rows on PostgreSQL take longer than the default 5 s when the machine is busy.
  it(
    'imports a large file through the bulk path, finds its verbs by their forms, and leaves a second run unwritten',
    { timeout: 60_000 },
    async () => {
      const path = join(dir, 'large.csv');
      const text = generatedCsv(7000, 'first');
      // Large enough to go to a worker without being asked.
      expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(WORKER_BYTES);
      await writeFile(path, text);
      const progress: Array<[number, number]> = [];
      const report = await importDictionary(there.db, path, {
        onProgress: (done, total) => progress.push([done, total]),
      });
      expect(report).toMatchObject({
        rowsRead: 7000,
        accepted: true,
        counts: { words: { created: 7000, updated: 0 } },
      });
      expect(progress.at(-1)).toEqual([7000, 7000]);
      expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((a, b) => a - b));

      await importDictionary(here.db, path, { worker: false });
      expect(await dictionaryOf(there)).toEqual(await dictionaryOf(here));

      const client = new TestClient(there.app);
      const search = (text: string) => client.get(`/utoaztecan/api/nahuatl/?search=${encodeURIComponent(text)}`);
      // The second word is chōca's class (tlach2) and intransitive: "I will cry".
      const found = (await search(`ni${wordAt(1)}z`)).json();
      expect(found.results[0]).toMatchObject({
        word: wordAt(1),
        match: { kind: 'form', tense: 'future', person: '1-S' },
      });
      expect((await search('first')).json().count).toBe(7000);

      const etag = (await search('first')).headers.etag;
      expect(await importDictionary(there.db, path)).toMatchObject({
        counts: { words: { created: 0, updated: 7000 } },
      });
      expect((await search('first')).headers.etag).toBe(etag);
    },
  );
});
