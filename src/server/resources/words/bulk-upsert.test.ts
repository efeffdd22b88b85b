import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldNahuatl } from '../../../nahuatl';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';
import { conjugatedWord, type Conjugated, type WordInput } from './values';

// A large import takes the bulk path (the definition index rebuilt once on SQLite); it must
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
    // The same words again write nothing: the dictionary's ETag stays, and both indexes still answer.
    const etag = (await client.get('/utoaztecan/api/nahuatl/?search=second')).headers.etag;
    expect(await words.upsertMany(generated(6000, 'second'))).toEqual({ created: 0, updated: 6000 });
    expect((await client.get('/utoaztecan/api/nahuatl/?search=second')).headers.etag).toBe(etag);
    expect(await byDefinition('second')).toBe(6000);
    const again = generated(6000, 'second')[17]!;
    expect(
      (await client.get(`/utoaztecan/api/nahuatl/?search=ni${encodeURIComponent(again.word)}`)).json().count,
    ).toBeGreaterThan(0);
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

describe('a bulk write into a dictionary of few words (read whole once, decision 028)', () => {
  it('updates the words it holds, leaves the unchanged ones, and keeps the later of a key met again in a later batch', async () => {
    const app = await createTestApp({ SEED: 'false' });
    try {
      const words = wordRepository(app.db);
      const client = new TestClient(app.app);
      const held = generated(3, 'held');
      await words.upsertMany(held);
      const unchanged = await client.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(held[1]!.word)}`);
      const bulk = generated(6003, 'bulk').slice(3);
      const repeated = { ...bulk[10]!, definition_english: ['later'] };
      // Three held words (one changed), 6,000 new ones, and one of them again 5,000 rows on.
      const inputs = [{ ...held[0]!, definition_english: ['changed'] }, held[1]!, ...bulk];
      inputs.splice(5000, 0, repeated);
      expect(await words.upsertMany(inputs)).toEqual({ created: 6000, updated: 3 });

      expect(await words.count([])).toBe(6003);
      expect((await words.getByKey(held[0]!.word, held[0]!.type))?.definition_english).toBe('["changed"]');
      expect((await words.getByKey(held[2]!.word, held[2]!.type))?.definition_english).toBe('["held"]');
      const again = await client.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(held[1]!.word)}`);
      expect(again.json()).toEqual(unchanged.json());
      const later = await client.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(repeated.word)}`);
      expect(later.json().results.map((w: { definition_english: string[] }) => w.definition_english)).toEqual([['later']]);
      // Its forms are indexed once, under the row that stayed.
      const byForm = (await client.get(`/utoaztecan/api/nahuatl/?search=ni${encodeURIComponent(repeated.word)}`)).json();
      expect(byForm.results.filter((w: { word: string }) => w.word === repeated.word)).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('what a bulk write stores', () => {
  // PostgreSQL receives each column as one array parameter: the values that an array literal
  // must quote or escape have to come back exactly as they went in.
  it('keeps quotes, backslashes, braces, commas, line breaks and the text NULL exactly', async () => {
    const words = wordRepository(t.db);
    const awkward: WordInput[] = [
      {
        word: 'tlacuahuac',
        type: 'adj',
        past: null,
        owned: null,
        transitive: null,
        variant: 'classical',
        definition_spanish: ['"duro", {fuerte}', 'a\\b, c'],
        definition_english: ['NULL', 'two\nlines', "it's hard"],
      },
      {
        word: 'tlamati',
        type: 'tlach2',
        past: 'tlamatqui',
        owned: 'NULL',
        transitive: true,
        definition_spanish: ['saber'],
        definition_english: ['{}', '""', '\\'],
        overrides: { past: ['nitlamah', 'titlamah', 'tlamah', 'titlamahqueh', 'antlamahqueh', 'tlamahqueh'] },
      },
    ];
    expect(await words.upsertMany(awkward)).toEqual({ created: 2, updated: 0 });
    for (const input of awkward) {
      const row = (await words.getByKey(input.word, input.type))!;
      expect(row).toMatchObject({
        word: input.word,
        past: input.past,
        owned: input.owned,
        variant: input.variant ?? null,
        definition_spanish: JSON.stringify(input.definition_spanish),
        definition_english: JSON.stringify(input.definition_english),
        overrides: input.overrides ? JSON.stringify(input.overrides) : null,
      });
      expect(row.transitive === null ? null : Boolean(row.transitive)).toBe(input.transitive);
    }
    // Read back as stored, the same inputs are unchanged: nothing is written the second time.
    const version = await t.db.kysely.selectFrom('data_version').select('version').executeTakeFirstOrThrow();
    expect(await words.upsertMany(awkward)).toEqual({ created: 0, updated: 2 });
    expect(await t.db.kysely.selectFrom('data_version').select('version').executeTakeFirstOrThrow()).toEqual(version);
  });
});

describe('importing words again', () => {
  const W = '/utoaztecan/api/nahuatl/';
  const verb = (past: string, definition = 'to work'): WordInput => ({
    word: 'tequiti',
    type: 'tlach2',
    past,
    owned: null,
    transitive: false,
    definition_spanish: ['trabajar'],
    definition_english: [definition],
  });

  it('rewrites the tense table and the forms of a word whose preterite changed', async () => {
    const words = wordRepository(t.db);
    const client = new TestClient(t.app);
    await words.upsertMany([verb('tequitqui')]);
    const before = (await client.get(`${W}?word=tequiti`)).json().results[0];
    expect(before.tenses.past[0]).toBe('nitequitqui');
    expect((await client.get(`${W}?search=nitequitqui`)).json().results[0].match.kind).toBe('form');

    expect(await words.upsertMany([verb('tequitic')])).toEqual({ created: 0, updated: 1 });
    const after = (await client.get(`${W}?word=tequiti`)).json().results[0];
    expect(after.tenses.past[0]).toBe('nitequitic');
    expect((await client.get(`${W}?search=nitequitic`)).json().results[0]).toMatchObject({
      word: 'tequiti',
      match: { kind: 'form', tense: 'past' },
    });
    expect((await client.get(`${W}?search=nitequitqui`)).json().count).toBe(0);
  });

  // A bulk write (from 5,000 rows) rebuilds SQLite's form index once at its end instead of row by row.
  it('rewrites the forms of a changed word in a bulk write, and a small write after it indexes its forms again', async () => {
    const app = await createTestApp({ SEED: 'false' });
    try {
      const words = wordRepository(app.db);
      const client = new TestClient(app.app);
      const filler = generated(5000, 'filler');
      await words.upsertMany([...filler, verb('tequitqui')]);
      expect((await client.get(`${W}?search=nitequitqui`)).json().results[0]).toMatchObject({ word: 'tequiti' });

      expect(await words.upsertMany([...filler, verb('tequitic')])).toEqual({ created: 0, updated: 5001 });
      expect((await client.get(`${W}?search=nitequitic`)).json().results[0]).toMatchObject({
        word: 'tequiti',
        match: { kind: 'form', tense: 'past' },
      });
      expect((await client.get(`${W}?search=nitequitqui`)).json().count).toBe(0);

      await words.upsertMany([{ ...verb('tequitic'), word: 'cochi' }]);
      expect((await client.get(`${W}?search=nicochiz`)).json().results[0]).toMatchObject({
        word: 'cochi',
        match: { kind: 'form', tense: 'future' },
      });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('writes nothing for words that are already exactly so: the dictionary version and its ETag stay', async () => {
    const words = wordRepository(t.db);
    const client = new TestClient(t.app);
    await words.upsertMany([verb('tequitic')]);
    const first = await client.get(`${W}?word=tequiti`);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect(await words.upsertMany([verb('tequitic')])).toEqual({ created: 0, updated: 1 });
    expect((await client.get(`${W}?word=tequiti`)).headers.etag).toBe(etag);
    // A real change moves it on.
    await words.upsertMany([verb('tequitic', 'to labour')]);
    expect((await client.get(`${W}?word=tequiti`)).headers.etag).not.toBe(etag);
  });

  it('keeps the later of two rows with one key, counting the earlier as updated', async () => {
    const words = wordRepository(t.db);
    const client = new TestClient(t.app);
    const fresh = (definition: string): WordInput => ({ ...verb('pixqui', definition), word: 'pixca', type: 'tlach1' });
    expect(await words.upsertMany([fresh('to harvest'), fresh('to reap')])).toEqual({ created: 1, updated: 1 });
    const body = (await client.get(`${W}?word=pixca`)).json();
    expect(body.count).toBe(1);
    expect(body.results[0].definition_english).toEqual(['to reap']);
  });
});

describe('a batch that brings what the engine derived (as an import worker sends it)', () => {
  const stored = (word: string) =>
    t.db.kysely
      .selectFrom('nahuatl_word')
      .leftJoin('word_form', 'word_form.word_id', 'nahuatl_word.id')
      .select(['tenses', 'word_form.forms'])
      .where('plain', '=', foldNahuatl(word))
      .executeTakeFirstOrThrow();
  const verb = (word: string, type: string, transitive: boolean | null): WordInput => ({
    word,
    type,
    past: null,
    owned: null,
    transitive,
    definition_spanish: [],
    definition_english: ['to test'],
  });

  it('carries exactly the tense table and forms the writer would compute itself', async () => {
    const words = wordRepository(t.db);
    const inputs = [verb('tlapixca', 'tlach1', true), verb('tlachōca', 'tlach2', false), verb('tlanemi', 'tlach3', null)];
    await words.upsertMany(inputs);
    for (const input of inputs) {
      const row = await stored(input.word);
      expect(conjugatedWord(input)).toEqual({ tenses: row.tenses, forms: row.forms });
    }
  });

  it('is stored with the tenses and forms it brings, without running the engine again', async () => {
    const words = wordRepository(t.db);
    const input = verb('tlamahui', 'tlach2', false);
    // Marked output: were the writer to compute its own, the stored row would not carry it.
    const brought: Conjugated = { ...conjugatedWord(input), tenses: JSON.stringify({ marked: true }) };
    expect(await words.upsertBatches([{ inputs: [input], conjugated: [brought] }], { rows: 1 })).toEqual({
      created: 1,
      updated: 0,
    });
    expect(await stored('tlamahui')).toEqual({ tenses: brought.tenses, forms: brought.forms });
    const found = (await new TestClient(t.app).get('/utoaztecan/api/nahuatl/?search=nitlamahuiz')).json();
    expect(found.results[0]).toMatchObject({ word: 'tlamahui', match: { kind: 'form', tense: 'future' } });
  });
});
