import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { wordRepository, type WordInput } from './repository';

// A large import takes the bulk path (the form index rebuilt once on SQLite); it must
// behave exactly like the small one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
});
afterAll(() => t.close());

const STEMS = ['cochi', 'chōca', 'tequiti', 'nemi', 'ihcuiloa'];
const generated = (count: number, definition: string): WordInput[] =>
  Array.from({ length: count }, (_, i) => ({
    word: `${'tla'.repeat(1 + (i % 3))}${i.toString(36)}${STEMS[i % STEMS.length]}`,
    type: `tlach${1 + (i % 4)}`,
    past: null,
    owned: null,
    transitive: i % 2 === 0,
    definition_spanish: [],
    definition_english: [definition],
  }));

describe('importing many words at once', () => {
  // Thousands of rows on PostgreSQL take longer than the default 5 s when the machine is busy.
  it('creates, indexes and then updates 6,000 words without duplicates', { timeout: 60_000 }, async () => {
    const words = wordRepository(t.db);
    const client = new TestClient(t.app);
    const byDefinition = async (text: string): Promise<number> =>
      (await client.get(`/utoaztecan/api/nahuatl/?search=${text}`)).json().count;
    expect(await words.upsertMany(generated(6000, 'first'))).toEqual({ created: 6000, updated: 0 });
    // Read (and cached) before the update: the update must make the definition index and the read cache move on.
    expect(await byDefinition('first')).toBe(6000);
    expect(await words.upsertMany(generated(6000, 'second'))).toEqual({ created: 0, updated: 6000 });
    expect(await byDefinition('first')).toBe(0);
    expect(await byDefinition('second')).toBe(6000);
    // A small write afterwards still keeps the definition index in step (the triggers are back).
    expect(await words.upsertMany(generated(1, 'third'))).toEqual({ created: 0, updated: 1 });
    expect(await byDefinition('third')).toBe(1);
    expect(await byDefinition('second')).toBe(5999);
    expect(await words.count([])).toBe(6000);

    const sample = generated(6000, 'second')[4321]!;
    const stored = await words.getByKey(sample.word, sample.type);
    expect(stored?.definition_english).toBe('["second"]');

    const found = (await client.get(`/utoaztecan/api/nahuatl/?search=ni${encodeURIComponent(sample.word)}`)).json();
    expect(found.results.map((w: { word: string }) => w.word)).toContain(sample.word);
  });
});
