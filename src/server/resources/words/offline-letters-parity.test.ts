import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordExport } from '../../../contract/word-export';
import type { Word } from '../../../contract/words';
import { DICTIONARY_LETTERS, MODERN_LETTERS } from '../../../nahuatl';
import { browseSaved } from '../../../web/offline/dictionary-letters';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

// Browsing by letter offline (decision 062) against the server's `?letter=` and
// `?modern_letter=` (decisions 045, 059), over the seeded sample dictionary: every letter of
// both alphabets, every page, the same words in the same order.
let t: TestApp;
let guest: TestClient;
let saved: WordExport;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  saved = (await guest.get('/utoaztecan/api/nahuatl/export/')).json();
});
afterAll(() => t.close());

const PAGE = 20;

describe('browsing the saved dictionary by letter', () => {
  for (const [alphabet, parameter, letters] of [
    ['dictionary', 'letter', DICTIONARY_LETTERS],
    ['modern', 'modern_letter', MODERN_LETTERS],
  ] as const) {
    it(`lists what the server lists under each letter of the ${alphabet} alphabet, page by page`, async () => {
      let listed = 0;
      for (const letter of letters) {
        for (let page = 1; ; page++) {
          const server = (
            await guest.get(`/utoaztecan/api/nahuatl/?${parameter}=${letter}&page_size=${PAGE}&page=${page}`)
          ).json();
          const offline = browseSaved(saved.words, alphabet, letter, PAGE, (page - 1) * PAGE);
          expect({ letter, page, count: offline.count, ids: offline.results.map((w) => w.id) }).toEqual({
            letter,
            page,
            count: server.count,
            ids: (server.results as Word[]).map((w) => w.id),
          });
          expect(offline.results).toEqual(server.results);
          listed += offline.results.length;
          if (server.next === null) break;
        }
      }
      // Every saved word is under exactly one letter of each alphabet.
      expect(listed).toBe(saved.words.length);
    }, 120_000);
  }
});
