import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCldf } from '../../import/cldf/import';
import { readSampleComparisons, seedSampleComparisons } from '../../seed/sample-comparisons';
import { CLDF_DATASET_DIR } from '../../seed/seed';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';
import { fillSpanishGlosses, readSpanishGlosses, spanishGlossOf } from './spanish-glosses';

const C = '/utoaztecan/api/semantic-category/';
/** The seed's staff account "admin", which owns imported data. */
const ADMIN = 1;

describe('the Spanish glosses of data/cldf/glosses-es.csv', () => {
  const glosses = readSpanishGlosses();

  it('translate every concept of the shipped Davletshin dataset, under its Concepticon id and gloss', () => {
    const concepts = parseCsv(readFileSync(join(CLDF_DATASET_DIR, 'parameters.csv'), 'utf8'), {
      columns: true,
    }) as Array<Record<string, string>>;
    expect(concepts).toHaveLength(100);
    for (const concept of concepts) {
      const gloss = glosses.find((row) => row.concepticonId === concept.Concepticon_ID);
      expect(gloss, concept.Name).toBeDefined();
      expect(gloss!.concepticonGloss).toBe(concept.Concepticon_Gloss);
      expect(gloss!.spanish.trim()).not.toBe('');
    }
    expect(new Set(glosses.map((row) => row.concepticonId)).size).toBe(glosses.length);
  });

  it('translate the sample categories, found by their word', () => {
    const sample = readSampleComparisons().concepts;
    expect(sample.map((concept) => spanishGlossOf({ concepticon_id: '', word: concept.names[0]! }, glosses))).toEqual([
      'flecha',
      'tela',
    ]);
  });
});

describe('categories found by their Spanish gloss', () => {
  let t: TestApp;
  let guest: TestClient;
  const found = async (text: string) =>
    (
      (await guest.get(`${C}?words__icontains=${encodeURIComponent(text)}`)).json() as {
        results: Array<{ word: string }>;
      }
    ).results.map((category) => category.word);

  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
    await importCldf(t.db, CLDF_DATASET_DIR, { owner: ADMIN });
    await seedSampleComparisons(t.db);
    await fillSpanishGlosses(t.db);
  }, 60_000);
  afterAll(() => t.close());

  it('finds "perro" and "luna", whatever their case and accents, and sends the gloss with the category', async () => {
    expect(await found('perro')).toEqual(['dog']);
    expect(await found('Luna')).toEqual(['moon']);
    expect(await found('arbol')).toEqual(['tree']);
    expect(await found('ÁRBOL')).toEqual(['tree']);
    expect(await found('pajaro')).toEqual(['bird']);
    expect(await found('flecha')).toEqual(['arrow']);
    const [dog] = (await guest.get(`${C}?word=dog`)).json().results;
    expect(dog).toMatchObject({ word: 'dog', concepticon_id: '2009', gloss_es: 'perro' });
    expect((await guest.get(`${C}count/?words__icontains=pescado`)).json()).toBe(1);
  });

  it('matches within one alternative of the gloss, never across two', async () => {
    expect(await found('tomar')).toEqual(['drink']);
    expect(await found('beber')).toEqual(['drink']);
    expect(await found('tomar, beber')).toEqual([]);
    expect(await found('acostado')).toEqual(['lie']);
  });

  it('gives every category of the shipped datasets a gloss, and fills an older database once', async () => {
    const missing = await t.db.kysely
      .selectFrom('semantic_category')
      .select('word')
      .where('gloss_es', '=', '')
      .execute();
    expect(missing).toEqual([]);
    // A database made before the glosses: the next start fills them, and the one after changes nothing.
    await t.db.kysely.updateTable('semantic_category').set({ gloss_es: '', gloss_es_plain: '|' }).execute();
    expect(await found('perro')).toEqual([]);
    expect(await fillSpanishGlosses(t.db)).toBe(102);
    expect(await fillSpanishGlosses(t.db)).toBe(0);
    expect(await found('perro')).toEqual(['dog']);
  });
});

describe("a user's category", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('named after a concept takes its gloss, loses it with another word, and never takes one from the client', async () => {
    const ana = await userClient(t, 'ana');
    const made = await ana.post(C, { word: 'Dog', words: ['dog', 'hound'], gloss_es: 'mío' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ word: 'Dog', gloss_es: 'perro' });
    expect((await ana.patch(`${C}${made.json().id}/`, { gloss_es: 'mío' })).json()).toMatchObject({
      gloss_es: 'perro',
    });
    expect((await ana.patch(`${C}${made.json().id}/`, { word: 'hound' })).json()).toMatchObject({ gloss_es: '' });
    const guest = new TestClient(t.app);
    expect((await guest.get(`${C}?words__icontains=perro`)).json().results).toEqual([]);
    const hand = (await ana.post(C, { word: 'hand', words: [] })).json();
    expect(hand.gloss_es).toBe('mano');
    expect((await guest.get(`${C}?words__icontains=MANO`)).json().results.map((c: { word: string }) => c.word)).toEqual(
      ['hand'],
    );
  });
});
