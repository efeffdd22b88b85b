import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let ana: TestClient;
let beto: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  ana = await userClient(t, 'ana');
  beto = await userClient(t, 'beto');
});
afterAll(() => t.close());

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const words = (page: { results: Array<{ word: string }> }) => page.results.map((c) => c.word);

/** A dataset, a language and cognates in a set, as the CLDF importer would leave them. */
async function importedCognates(setId: number, wordId: number) {
  const db = t.db.kysely;
  const dataset = await db
    .insertInto('ua_dataset')
    .values({ key: 'test', title: 'Test data', citation: 'Someone (2020): A wordlist.', authors: 'Someone', year: '2020', licence: 'CC BY 4.0', url: 'https://example.org' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('ua_language').values([
    { dataset: dataset.id, key: 'PA', name: 'Proto-Aztecan', glottocode: '', iso639: '', family: 'Uto-Aztecan', reconstructed: true, in_family: true, source: '' },
    { dataset: dataset.id, key: 'Pip', name: 'Pipil', glottocode: 'pipi1250', iso639: 'ppl', family: 'Uto-Aztecan', reconstructed: false, in_family: true, source: '' },
  ]).execute();
  const base = { definition: 'arrow', transforms: '', loan: false, source: '', semantic_category: null, dataset: dataset.id, share: true, owner: 1, created_at: new Date().toISOString() };
  const rows = await db.insertInto('cognate').values([
    { ...base, language: 'Pip', word: 'mit', plain: 'mit', reconstructed: false, set: setId, key: 'f1' },
    { ...base, language: 'PA', word: '*miti', plain: '*miti', reconstructed: true, set: setId, key: 'f2' },
  ]).returning('id').execute();
  await db.insertInto('cognate_word').values({ cognate: rows[0]!.id, nahuatl_word: wordId }).execute();
  await db.updateTable('cognate_set').set({ dataset: dataset.id }).where('id', '=', setId).execute();
}

describe('semantic categories', () => {
  it('lets a user add a category, found by its English or Spanish words, by its word, and counted with the same filters', async () => {
    const created = await ana.post(C, { word: 'arrow', words: ['arrow', 'flecha'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ word: 'arrow', words: ['arrow', 'flecha'], share: true, deleted: false, set_count: 0 });
    await ana.post(C, { word: 'cloth', words: ['cloth', 'tela'] });
    expect(words((await guest.get(`${C}?words__icontains=FLÉCHA`)).json())).toEqual(['arrow']);
    expect(words((await guest.get(`${C}?words__icontains=clo`)).json())).toEqual(['cloth']);
    expect((await guest.get(`${C}count/?words__icontains=tela`)).json()).toBe(1);
    expect(words((await guest.get(`${C}?word=Arrow`)).json())).toEqual(['arrow']);
  });

  it('is changed through its word or its id, by its owner alone, and keeps words unique', async () => {
    const made = (await ana.post(C, { word: 'bow', words: ['bow'] })).json();
    const byWord = await ana.patch(`${C}bow/`, { words: ['bow', 'arco'] });
    expect(byWord.statusCode).toBe(200);
    expect(byWord.json()).toMatchObject({ id: made.id, words: ['bow', 'arco'] });
    const unchanged = await ana.patch(`${C}${made.id}/`, { share: true });
    expect(unchanged.json().words).toEqual(['bow', 'arco']);
    expect((await beto.patch(`${C}bow/`, { words: [] })).statusCode).toBe(403);
    expect((await ana.patch(`${C}bow/`, { word: 'arrow' })).json()).toEqual({ word: ['A category with this word already exists.'] });
    expect((await beto.post(C, { word: 'Bow' })).json()).toEqual({ word: ['A category with this word already exists.'] });
    expect((await ana.patch(`${C}no-such-word/`, { words: [] })).statusCode).toBe(404);
  });

  it('hides an unshared category from others, and deletes softly', async () => {
    const secret = (await ana.post(C, { word: 'secret thing', share: false })).json();
    expect((await beto.get(`${C}${secret.id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${C}?words__icontains=secret`)).json().count).toBe(0);
    expect((await ana.delete(`${C}${secret.id}/`)).statusCode).toBe(204);
    expect((await ana.get(`${C}${secret.id}/`)).statusCode).toBe(404);
    const row = await t.db.kysely.selectFrom('semantic_category').select('deleted').where('id', '=', secret.id).executeTakeFirstOrThrow();
    expect(Boolean(row.deleted)).toBe(true);
  });
});

describe('cognate sets', () => {
  it('files a set under a category, with its cognates, languages, collections and credit', async () => {
    const category = (await ana.get(`${C}?word=arrow`)).json().results[0];
    const created = await ana.post(S, { word: '*miti', set: 'Proto-Aztecan', definition: 'arrow', reconstructed: true, semantic_category: category.id, original_text: 'PA *miti' });
    expect(created.statusCode).toBe(201);
    const cochi = (await guest.get('/utoaztecan/api/nahuatl/?word=cochi')).json().results[0].id;
    await importedCognates(created.json().id, cochi);

    const detail = await guest.get(`${S}${created.json().id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    const set = detail.json();
    expect(set).toMatchObject({
      word: '*miti',
      set: 'Proto-Aztecan',
      reconstructed: true,
      semantic_category: category.id,
      original_text: 'PA *miti',
      languages: ['Proto-Aztecan', 'Pipil'],
      credit: { citation: 'Someone (2020): A wordlist.', licence: 'CC BY 4.0' },
    });
    expect(set.cognates.map((c: { word: string; language_name: string }) => [c.language_name, c.word])).toEqual([
      ['Proto-Aztecan', '*miti'],
      ['Pipil', 'mit'],
    ]);
    expect((await guest.get(`${S}?semantic_category=${category.id}`)).json().results.map((s: { id: number }) => s.id)).toEqual([set.id]);
    expect((await guest.get(`${S}?cognateSet=flecha`)).json().count).toBe(1);
    expect((await guest.get(`${S}count/?cognateSet=flecha`)).json()).toBe(1);
    expect((await guest.get(`${S}?plain__istartswith=*MI`)).json().count).toBe(1);
    expect((await guest.get(`${C}${category.id}/`)).json().set_count).toBe(1);
    const related = await guest.get(`${C}?nahuatl=${cochi}`);
    expect(related.statusCode, related.body).toBe(200);
    expect(words(related.json())).toEqual(['arrow']);
  });

  it("credits a category with the datasets of its shared, live sets, each once, and one typed in with none", async () => {
    const credit = { citation: 'Someone (2020): A wordlist.', licence: 'CC BY 4.0', url: 'https://example.org' };
    const arrow = (await guest.get(`${C}?word=arrow`)).json().results[0];
    expect(arrow.credits).toEqual([credit]);
    const dataset = (await t.db.kysely.selectFrom('ua_dataset').select('id').where('key', '=', 'test').executeTakeFirstOrThrow()).id;
    // A second set of the same dataset adds no second credit.
    const second = (await ana.post(S, { word: '*tlaʔ', semantic_category: arrow.id })).json();
    await t.db.kysely.updateTable('cognate_set').set({ dataset }).where('id', '=', second.id).execute();
    const listed = (await guest.get(`${C}?words__icontains=arrow`)).json().results;
    expect(listed.map((c: { word: string; credits: unknown }) => [c.word, c.credits])).toEqual([['arrow', [credit]]]);
    expect((await guest.get(`${C}?word=cloth`)).json().results[0].credits).toEqual([]);

    // Unshared and deleted sets credit nobody.
    const cloth = (await guest.get(`${C}?word=cloth`)).json().results[0];
    const hidden = (await ana.post(S, { word: '*tilma', semantic_category: cloth.id, share: false })).json();
    const gone = (await ana.post(S, { word: '*kwe', semantic_category: cloth.id })).json();
    await t.db.kysely.updateTable('cognate_set').set({ dataset }).where('id', 'in', [hidden.id, gone.id]).execute();
    expect((await guest.get(`${C}${cloth.id}/`)).json().credits).toEqual([credit]);
    await ana.delete(`${S}${gone.id}/`);
    expect((await guest.get(`${C}${cloth.id}/`)).json().credits).toEqual([]);
    expect((await ana.get(`${C}featured/`)).statusCode).toBe(200);
  });

  it('lets the owner change the whole set and delete it softly; others cannot', async () => {
    const set = (await ana.post(S, { word: 'tlacuilolli' })).json();
    expect((await beto.patch(`${S}${set.id}/`, { word: 'x' })).statusCode).toBe(403);
    const changed = await ana.patch(`${S}${set.id}/`, { word: 'tlahcuilolli', definition: 'writing', transforms: 'c > hc', set: 'Classical Nahuatl' });
    expect(changed.json()).toMatchObject({ word: 'tlahcuilolli', plain: 'tlahcuilolli', definition: 'writing', transforms: 'c > hc', set: 'Classical Nahuatl' });
    expect((await ana.patch(`${S}${set.id}/`, { number: '7' })).json()).toMatchObject({ number: '7', transforms: 'c > hc', definition: 'writing' });
    expect((await ana.patch(`${S}${set.id}/`, { semantic_category: 999999 })).json()).toHaveProperty('semantic_category');
    expect((await ana.delete(`${S}${set.id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${S}${set.id}/`)).statusCode).toBe(404);
  });
});
