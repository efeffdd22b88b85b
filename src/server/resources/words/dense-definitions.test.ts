import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCsv } from '../../../../bench/dictionary-generator';
import type { WordExport } from '../../../contract/word-export';
import { indexWords, searchSaved, type SearchIndex } from '../../../web/offline/dictionary-search';
import { importDictionary } from '../../import/dictionary/import';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

// A definition word in a fifth of the dictionary is paged by walking the words in order and
// reading each one's definitions (search-queries.ts), a rare one from the definition index:
// both give what the offline search gives, the reference of every rank and order (decision 054).
let t: TestApp;
let guest: TestClient;
let index: SearchIndex;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  dir = await mkdtemp(join(tmpdir(), 'dense-definitions-'));
  const csv = join(dir, 'dictionary.csv');
  await writeFile(csv, generateCsv(4000).text);
  await importDictionary(t.db, csv);
  const saved: WordExport = (await guest.get('/utoaztecan/api/nahuatl/export/')).json();
  index = indexWords(saved.words);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const PAGE = 20;

describe('searching a definition word held by thousands of words', () => {
  it.each(['water', 'casa', 'to', 'big lar', 'quickly', 'piedra'])('pages "%s" as the offline search does', async (query) => {
    const first = searchSaved(index, query, PAGE);
    expect(first.count).toBeGreaterThan(600);
    for (const page of [1, 2, 7]) {
      const server = (await guest.get(`/utoaztecan/api/nahuatl/?search=${encodeURIComponent(query)}&page=${page}`)).json();
      const offline = searchSaved(index, query, PAGE, (page - 1) * PAGE);
      expect({ page, count: server.count, results: server.results.map((w: { id: number }) => w.id) }).toEqual({
        page,
        count: offline.count,
        results: offline.results.map((w) => w.id),
      });
      expect(server.results).toHaveLength(PAGE);
    }
  });
});
