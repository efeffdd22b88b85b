import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';

// A word's variety (issue 13, decision 019): null for the app's Huasteca Nahuatl, else
// `classical` or `other`, stored in nahuatl_word.variant (migration 012).
let t: TestApp;
let guest: TestClient;
let staff: TestClient;
let learner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  staff = await staffClient(t);
  learner = await userClient(t, 'learner');
}, 60_000);
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';

async function wordNamed(word: string) {
  const body = (await guest.get(`${W}?word=${encodeURIComponent(word)}`)).json();
  expect(body.count, word).toBe(1);
  return body.results[0];
}

describe('the sample dictionary', () => {
  it('labels its Classical cross-references, and no Huasteca word', async () => {
    for (const word of ['quemah', 'ahmo', 'tlazohcamati', 'itzcuintli', 'iztac']) {
      const found = await wordNamed(word);
      expect(found.variant, word).toBe('classical');
      expect((await guest.get(`${W}${found.id}/`)).json().variant, word).toBe('classical');
    }
    for (const word of ['quena', 'ax', 'tlazcāmati', 'chichi', 'cochi'])
      expect((await wordNamed(word)).variant, word).toBeNull();
    // Every page of the dictionary: exactly those five carry a label.
    const labelled: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await guest.get(`${W}?page_size=200&page=${page}`)).json();
      for (const w of body.results as Array<{ word: string; variant: string | null }>)
        if (w.variant) labelled.push(w.word);
      if (!body.next) break;
    }
    expect(labelled.sort()).toEqual(['ahmo', 'itzcuintli', 'iztac', 'quemah', 'tlazohcamati']);
  });
});

describe('writing the variety', () => {
  it('lets staff give it when adding a word, change it and clear it; every read shows it', async () => {
    const created = await staff.post(W, {
      word: 'tlahtlacoa',
      type: 'tlach3',
      transitive: null,
      variant: 'classical',
      definition_english: ['to sin'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ word: 'tlahtlacoa', variant: 'classical' });
    const id = created.json().id;
    // Read before the change, so the read cache holds the old answers.
    expect((await guest.get(`${W}${id}/`)).json().variant).toBe('classical');
    expect((await guest.get(`${W}?search=tlahtlacoa`)).json().results[0].variant).toBe('classical');

    const other = await staff.patch(`${W}${id}/`, { variant: 'other' });
    expect(other.statusCode).toBe(200);
    expect(other.json().variant).toBe('other');
    expect((await guest.get(`${W}${id}/`)).json().variant).toBe('other');
    expect((await guest.get(`${W}?search=tlahtlacoa`)).json().results[0].variant).toBe('other');

    const cleared = (await staff.patch(`${W}${id}/`, { variant: null })).json();
    expect(cleared.variant).toBeNull();
    // The rest of the word is as it was: its tense table, its forms in the search, its definitions.
    expect(cleared.tenses.present[0]).toBe('nitlahtlacoa');
    expect(cleared.tenses.future[0]).toBe('nitlahtlacoz');
    expect((await guest.get(`${W}?search=nitlahtlacoz`)).json().results[0]).toMatchObject({ id, variant: null });
    expect((await guest.get(`${W}?search=sin`)).json().results.map((w: { id: number }) => w.id)).toContain(id);
  });

  it('leaves the variety alone when a PATCH does not name it, and a word added without one is Huasteca', async () => {
    const created = (await staff.post(W, { word: 'ahahuiya', type: 'tlach3', variant: 'other' })).json();
    const patched = (await staff.patch(`${W}${created.id}/`, { definition_english: ['to have fun'] })).json();
    expect(patched).toMatchObject({ variant: 'other', definition_english: ['to have fun'] });
    expect((await staff.post(W, { word: 'nemachtia', type: 'tlach3' })).json().variant).toBeNull();
  });

  it.each([['Classical'], ['huasteca'], [''], [42], [true], [['classical']]])(
    'refuses the variety %j with a 400 naming the field, and changes nothing',
    async (variant) => {
      const added = await staff.post(W, { word: 'tlaquetza', type: 'tlach2', variant });
      expect(added.statusCode).toBe(400);
      expect(Object.keys(added.json())).toEqual(['variant']);
      expect(added.json().variant[0]).toMatch(/classical, other/);
      expect((await guest.get(`${W}?word=tlaquetza`)).json().count).toBe(0);

      const quemah = await wordNamed('quemah');
      const changed = await staff.patch(`${W}${quemah.id}/`, { variant });
      expect(changed.statusCode).toBe(400);
      expect(Object.keys(changed.json())).toEqual(['variant']);
      expect((await guest.get(`${W}${quemah.id}/`)).json()).toEqual(quemah);
    },
  );

  it('is for staff only, like every dictionary write', async () => {
    const quena = await wordNamed('quena');
    for (const client of [guest, learner]) {
      expect((await client.patch(`${W}${quena.id}/`, { variant: 'classical' })).statusCode).toBe(403);
      expect((await client.post(W, { word: 'tlatzotzona', variant: 'classical' })).statusCode).toBe(403);
    }
    expect((await guest.get(`${W}${quena.id}/`)).json()).toEqual(quena);
    expect((await guest.get(`${W}?word=tlatzotzona`)).json().count).toBe(0);
  });
});

describe("the importer's write path", () => {
  it('stores, changes and clears the variety by the natural key', async () => {
    const words = wordRepository(t.db);
    const row = {
      word: 'tlatequi',
      type: 'tlach2',
      past: null,
      owned: null,
      transitive: true,
      definition_spanish: [],
      definition_english: ['to cut'],
    };
    await words.upsertMany([{ ...row, variant: 'classical' }]);
    expect((await wordNamed('tlatequi')).variant).toBe('classical');
    await words.upsertMany([{ ...row, variant: 'other' }]);
    expect((await wordNamed('tlatequi')).variant).toBe('other');
    // A file without the column says the word is Huasteca, as an empty cell of any optional column clears it.
    await words.upsertMany([row]);
    expect((await wordNamed('tlatequi')).variant).toBeNull();
  });
});

describe('migration 012 on a dictionary written before it', () => {
  it('adds the column, labels the Classical cross-references the definitions name, and keeps tenses, search and versions working', async () => {
    const app = await createTestApp({ SEED: 'false' });
    try {
      const words = wordRepository(app.db);
      const definitions = { definition_spanish: [], past: null, owned: null, transitive: null };
      await words.upsertMany([
        {
          ...definitions,
          word: 'quemah',
          type: 'particle',
          definition_english: ['yes', 'Classical Nahuatl form; Huasteca: quena'],
        },
        { ...definitions, word: 'quena', type: 'particle', definition_english: ['yes'] },
        {
          ...definitions,
          word: 'cochi',
          type: 'tlach2',
          past: 'cochqui',
          transitive: false,
          definition_english: ['to sleep'],
        },
      ]);
      // Back to the schema of migration 011: no column, and 012 not yet run.
      await sql`alter table nahuatl_word drop column variant`.execute(app.db.kysely);
      await sql`delete from kysely_migration where name = '012-word-variant'`.execute(app.db.kysely);
      const version = async () =>
        Number((await sql<{ v: number }>`select version as v from data_version`.execute(app.db.kysely)).rows[0]!.v);
      const before = await version();

      // Later migrations (014) have run in this database; only 012's record is gone.
      await migrateToLatest(app.db, { allowUnordered: true });

      const client = new TestClient(app.app);
      const list = (await client.get(`${W}?page_size=10`)).json();
      expect(list.results.map((w: { word: string; variant: string | null }) => [w.word, w.variant])).toEqual([
        ['cochi', null],
        ['quemah', 'classical'],
        ['quena', null],
      ]);
      // The update went through the version triggers, so no read cache keeps an answer from before.
      expect(await version()).toBeGreaterThan(before);
      // Tense tables stored by 011 are still there, and the form and definition indexes still answer.
      const cochi = list.results[0];
      expect(cochi.tenses.past[0]).toBe('nicochqui');
      const stored = await sql<{ tenses: string | null }>`select tenses from nahuatl_word where word = 'cochi'`.execute(
        app.db.kysely,
      );
      expect(stored.rows[0]!.tenses).not.toBeNull();
      expect((await client.get(`${W}?search=nicochiz`)).json().results[0].word).toBe('cochi');
      expect((await client.get(`${W}?search=sleep`)).json().results[0].word).toBe('cochi');

      // A definition changed after the migration is found by its new words only (the FTS triggers on SQLite).
      await words.update(cochi.id, { definition_english: ['to doze'] });
      expect((await client.get(`${W}?search=doze`)).json().results.map((w: { word: string }) => w.word)).toEqual([
        'cochi',
      ]);
      expect((await client.get(`${W}?search=sleep`)).json().count).toBe(0);
    } finally {
      await app.close();
    }
  }, 60_000);
});
