import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordExport } from '../../../contract/word-export';
import type { Word } from '../../../contract/words';
import { spellIn } from '../../../nahuatl';
import { indexWords, searchSaved, type SearchIndex } from '../../../web/offline/dictionary-search';
import { presentSaved } from '../../../web/offline/saved-word';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

// The offline search (decision 054) against the server's, over the seeded sample dictionary:
// the same words, in the same order, with the same match, for queries made from the data.
let t: TestApp;
let guest: TestClient;
let saved: WordExport;
let index: SearchIndex;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  saved = (await guest.get('/utoaztecan/api/nahuatl/export/')).json();
  index = indexWords(saved.words);
});
afterAll(() => t.close());

const PAGE = 50;

/** Every `step`-th item, so the queries spread over the whole dictionary. */
const spread = <T>(items: readonly T[], count: number): T[] => {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0).slice(0, count);
};

/** The first word (three letters or more) of a definition list. */
const firstWord = (definitions: string[]) => definitions.join(' ').split(/[^\p{L}]+/u).find((w) => w.length >= 3);

/** Queries of every kind the search ranks, made from the saved words. */
function queriesFrom(words: WordExport['words']): string[] {
  const verbs = words.map(presentSaved).filter((w) => w.tenses !== null);
  const queries = [
    // Forms learners meet in the course, their modern spellings, and a few that find nothing.
    'nicochi', 'niccuāz', 'nikochi', 'nikkuas', 'nicochizquia', 'nikochiskia', 'ticochih', 'ma ticochicān',
    'cochi', 'kochi', 'cuā', 'kua', 'tl', 'c', 'sleep', 'dormir', 'to eat', 'comer', 'big lar', 'water ',
    'zzzqx', 'xyzzy nada', '12345', 'ñandú', 'tlaexportalli',
    // Possessed nouns and plurals (decision 056), in both alphabets.
    'nocal', 'nokal', 'nochichi', 'chichimeh', 'chichimej', 'noconēhuan', 'nokonewan', 'īcal', 'tocal',
    // Near misses, which find nothing but suggest (decision 082).
    'nikwa', 'kali', 'cochii', 'kochu', 'nikochiskiaa', 'chichimi',
    ...spread(words, 50).map((w) => w.word),
    ...spread(words, 40).map((w) => w.plain.slice(0, 3)),
    ...spread(words, 20).map((w) => w.plain.slice(0, 2)),
    ...spread(words, 25).map((w) => spellIn('sep', w.word)),
    ...spread(verbs, 25).flatMap((w) => [w.tenses!.present[0], w.tenses!.future[2]].filter((f): f is string => !!f)),
    ...spread(verbs, 15).map((w) => spellIn('inali', w.tenses!.past[1] ?? w.word)),
    ...spread(words, 25).map((w) => firstWord(w.definition_english)),
    ...spread(words, 25).map((w) => firstWord(w.definition_spanish)),
  ];
  return [...new Set(queries.filter((q): q is string => typeof q === 'string' && q !== ''))];
}

const shown = (results: Word[]) => results.map((w) => [w.id, w.word, w.match?.kind, w.match?.form ?? null]);

describe('the saved dictionary on a device (decision 073)', () => {
  it('shows every word as the detail call does, its tense table made on the device', async () => {
    expect(saved.words.some((w) => 'tenses' in w)).toBe(false);
    const details = await Promise.all(saved.words.map((w) => guest.get(`/utoaztecan/api/nahuatl/${w.id}/`)));
    expect(details.filter((d) => d.json<Word>().tenses !== null).length).toBeGreaterThan(50);
    expect(saved.words.map(presentSaved)).toEqual(details.map((d) => d.json<Word>()));
  }, 60_000);
});

describe('the offline search', () => {
  it('finds what the server finds, in its order, and suggests what it suggests, for at least 200 queries from the sample dictionary', async () => {
    const queries = queriesFrom(saved.words);
    expect(queries.length).toBeGreaterThanOrEqual(200);
    let found = 0;
    let suggested = 0;
    for (const query of queries) {
      const server = (await guest.get(`/utoaztecan/api/nahuatl/?search=${encodeURIComponent(query)}&page_size=${PAGE}`)).json();
      const offline = searchSaved(index, query, PAGE);
      expect({ query, count: offline.count, results: shown(offline.results) }).toEqual({
        query,
        count: server.count,
        results: shown(server.results),
      });
      expect(offline.results).toEqual(server.results);
      expect({ query, suggestions: offline.suggestions }).toEqual({ query, suggestions: server.suggestions });
      if (server.count > 0) found++;
      else if (server.suggestions.length > 0) suggested++;
    }
    // Most queries find something, a few nothing.
    expect(found).toBeGreaterThan(queries.length * 0.8);
    expect(found).toBeLessThan(queries.length);
    expect(suggested).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
