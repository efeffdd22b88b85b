import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNATE_LIMITS, COGNATE_SET_LIMITS } from '../../../contract/api/utoaztecan';
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

const K = '/utoaztecan/api/cognate/';
const KW = '/utoaztecan/api/cognate-word/';

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

describe('cognates', () => {
  it('pages a language’s cognates twenty at a time with next and previous links', async () => {
    for (let i = 0; i < 45; i += 1) {
      expect((await ana.post(K, { language: 'Pip', word: `tal${String(i).padStart(2, '0')}`, definition: 'earth' })).statusCode).toBe(201);
    }
    const first = (await guest.get(`${K}?language=Pip&page_size=20&page=1`)).json();
    expect(first).toMatchObject({ count: 45, previous: null, next: `${K}?language=Pip&page_size=20&page=2` });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ language: 'Pip', language_name: 'Pip', word: 'tal00', nahuatl_words: [] });
    const last = (await guest.get(`${K}?language=Pip&page_size=20&page=3`)).json();
    expect(last).toMatchObject({ next: null, previous: `${K}?language=Pip&page_size=20&page=2` });
    expect(last.results).toHaveLength(5);
    expect((await guest.get(`${K}count/?language=Pip`)).json()).toBe(45);
    expect((await guest.get(`${K}?plain__istartswith=TAL4`)).json().count).toBe(5);
    expect((await guest.get(`${K}?cognate=earth`)).json().count).toBe(45);
  });

  it('counts cognates by language with the language’s name and its source’s title, year and authors', async () => {
    const db = t.db.kysely;
    const dataset = await db
      .insertInto('ua_dataset')
      .values({ key: 'counts', title: 'A wordlist', citation: '', authors: 'Someone', year: '2020', licence: '', url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('ua_source').values({ dataset: dataset.id, key: 'Campbell1985', title: 'The Pipil language of El Salvador', authors: 'Campbell, Lyle', year: '1985', bibtex: '' }).execute();
    await db.insertInto('ua_language').values({ dataset: dataset.id, key: 'Pip', name: 'Pipil', glottocode: 'pipi1250', iso639: 'ppl', family: 'Uto-Aztecan', reconstructed: false, in_family: true, source: 'Campbell1985' }).execute();
    await ana.post(K, { language: 'Zz', word: 'other' });
    const rows = (await guest.get(`${K}language_counts/`)).json();
    expect(rows).toContainEqual({ language: 'Pip', count: 45, name: 'Pipil', title: 'The Pipil language of El Salvador', year: '1985', authors: 'Campbell, Lyle' });
    expect(rows).toContainEqual({ language: 'Zz', count: 1, name: 'Zz', title: '', year: '', authors: '' });
    expect((await guest.get(`${K}?language=Pip&page_size=1`)).json().results[0].language_name).toBe('Pipil');
  });

  it('files a cognate under a set, and lets only its owner change or delete it', async () => {
    const set = (await ana.post('/utoaztecan/api/cognate-set/', { word: '*tlal' })).json();
    const cognate = (await ana.post(K, { language: 'CNa', word: 'tlalli', set: set.id })).json();
    expect((await guest.get(`${K}?set=${set.id}`)).json().results.map((c: { id: number }) => c.id)).toEqual([cognate.id]);
    expect((await beto.patch(`${K}${cognate.id}/`, { word: 'x' })).statusCode).toBe(403);
    const changed = await ana.patch(`${K}${cognate.id}/`, { definition: 'earth, land', transforms: 'tl > t' });
    expect(changed.json()).toMatchObject({ word: 'tlalli', definition: 'earth, land', transforms: 'tl > t', set: set.id });
    expect((await ana.patch(`${K}${cognate.id}/`, { set: 999999 })).json()).toHaveProperty('set');
    expect((await beto.delete(`${K}${cognate.id}/`)).statusCode).toBe(403);
    expect((await ana.delete(`${K}${cognate.id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${K}${cognate.id}/`)).statusCode).toBe(404);
  });

  it('keeps where a cognate is recorded (its source): written on create and change, refused when too long or not text', async () => {
    const set = (await ana.post('/utoaztecan/api/cognate-set/', { word: '*mi-tɨ' })).json();
    const created = await ana.post(K, { language: 'Pip', word: 'mit', definition: 'arrow', source: ' Campbell1985 ', set: set.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ word: 'mit', source: 'Campbell1985', set: set.id });
    expect((await guest.get(`${K}?set=${set.id}`)).json().results[0].source).toBe('Campbell1985');
    // Without one it is empty, as the imported forms without a source are.
    expect((await ana.post(K, { language: 'Pip', word: 'mitl' })).json().source).toBe('');

    const id = created.json().id;
    expect((await ana.patch(`${K}${id}/`, { source: 'Campbell 1985: 201' })).json().source).toBe('Campbell 1985: 201');
    expect((await ana.patch(`${K}${id}/`, { source: 'x'.repeat(201) })).json()).toEqual({
      source: ['Ensure this field has no more than 200 characters.'],
    });
    const refused = await ana.post(K, { language: 'Pip', word: 'mit2', source: 12 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ source: ['Not a valid string.'] });
    expect((await guest.get(`${K}${id}/`)).json().source).toBe('Campbell 1985: 201');
    expect((await guest.get(`${K}?plain__istartswith=mit2`)).json().count).toBe(0);
  });
});

describe('cognate words', () => {
  it('links a cognate to a Nahuatl word once, shows it on the cognate, and unlinks it; only the owner may', async () => {
    const cognate = (await ana.post(K, { language: 'Pip', word: 'kuchi', definition: 'sleep' })).json();
    const cochi = await wordId('cochi');
    const linked = await ana.post(KW, { cognate: cognate.id, nahuatl: cochi });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ id: expect.any(Number), cognate: cognate.id, nahuatl: cochi, nahuatl_word_data: { word: 'cochi' } });
    expect((await ana.post(KW, { cognate: cognate.id, nahuatl: cochi })).json()).toEqual({ nahuatl: ['This word is already linked to the cognate.'] });
    expect((await ana.post(KW, { cognate: cognate.id, nahuatl: 999999 })).json()).toHaveProperty('nahuatl');
    expect((await beto.post(KW, { cognate: cognate.id, nahuatl: await wordId('chōca') })).statusCode).toBe(403);

    const shown = (await guest.get(`${K}${cognate.id}/`)).json();
    expect(shown.nahuatl_words.map((link: { nahuatl: number }) => link.nahuatl)).toEqual([cochi]);
    expect((await guest.get(`${KW}?cognate=${cognate.id}`)).json().count).toBe(1);
    // A word's page asks for the cognates it is linked to; an unshared cognate is its owner's alone.
    const hidden = (await ana.post(K, { language: 'Pip', word: 'kuchik', share: false })).json();
    await ana.post(KW, { cognate: hidden.id, nahuatl: cochi });
    const ids = (body: { results: Array<{ id: number }> }) => body.results.map((c) => c.id);
    expect(ids((await guest.get(`${K}?nahuatl=${cochi}&page_size=200`)).json())).toEqual([cognate.id]);
    expect(ids((await ana.get(`${K}?nahuatl=${cochi}`)).json())).toEqual([cognate.id, hidden.id]);
    expect((await guest.get(`${K}?nahuatl=${await wordId('chōca')}`)).json().count).toBe(0);
    expect((await guest.get(`${K}?nahuatl=cochi`)).json()).toEqual({ nahuatl: ['A valid integer is required.'] });

    expect((await beto.delete(`${KW}${linked.json().id}/`)).statusCode).toBe(403);
    expect((await ana.delete(`${KW}${linked.json().id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${K}${cognate.id}/`)).json().nahuatl_words).toEqual([]);
  });
});

describe('what a set and a cognate hold (issue 49: every item shown whole is bounded)', () => {
  const S = '/utoaztecan/api/cognate-set/';
  const { cognates: most, othersCognates } = COGNATE_SET_LIMITS;

  /** Files `n` cognates of `owner` under `set` straight into the table, as many requests would. */
  async function fill(set: number, owner: number, n: number, share = true) {
    const now = new Date().toISOString();
    const rows = Array.from({ length: n }, (_, i) => ({
      language: 'Zz', word: `filler${i}`, plain: `filler${i}`, definition: '', transforms: '', reconstructed: false,
      loan: false, source: '', set, share, owner, semantic_category: null, dataset: null, key: null, created_at: now,
    }));
    await t.db.kysely.insertInto('cognate').values(rows).execute();
  }
  const held = async (set: number) => Number((await t.db.kysely.selectFrom('cognate').select((eb) => eb.fn.countAll<number>().as('n')).where('set', '=', set).executeTakeFirstOrThrow()).n);

  it(`files at most ${most} cognates under a set, made there or moved there; a refusal names the set and changes nothing`, async () => {
    const set = (await ana.post(S, { word: '*full' })).json();
    // Unshared cognates count as well: the set shows each viewer the shared ones and their own.
    await fill(set.id, set.owner, most - 2, false);
    expect((await ana.post(K, { language: 'Pip', word: 'last', set: set.id })).statusCode).toBe(201);
    expect((await ana.post(K, { language: 'Pip', word: 'lastbut', set: set.id })).statusCode).toBe(201);
    const refused = await ana.post(K, { language: 'Pip', word: 'onemore', set: set.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ set: [`A cognate set holds at most ${most} cognates.`] });
    expect(await held(set.id)).toBe(most);
    expect((await guest.get(`${K}count/?plain__istartswith=onemore`)).json()).toBe(0);

    const elsewhere = (await ana.post(K, { language: 'Pip', word: 'mover' })).json();
    expect((await ana.patch(`${K}${elsewhere.id}/`, { set: set.id, definition: 'moved' })).json()).toEqual({
      set: [`A cognate set holds at most ${most} cognates.`],
    });
    expect((await guest.get(`${K}${elsewhere.id}/`)).json()).toMatchObject({ set: null, definition: '' });
    // A cognate already in the set changes as before.
    const inside = (await guest.get(`${K}?set=${set.id}&plain__istartswith=last`)).json().results[0];
    expect((await ana.patch(`${K}${inside.id}/`, { definition: 'still here', set: set.id })).statusCode).toBe(200);
    expect((await ana.get(`${S}${set.id}/`)).json().cognates).toHaveLength(most);
    expect((await ana.request('POST', K, { language: 'Pip', word: 'otra', set: set.id }, { 'accept-language': 'es' })).json()).toEqual({
      set: [`Una palabra reconstruida reúne como máximo ${most} cognados.`],
    });
  });

  it(`lets other accounts add ${othersCognates} cognates to a set between them, private ones included, and its owner still add theirs`, async () => {
    const set = (await ana.post(S, { word: '*shared' })).json();
    const carla = await userClient(t, 'carla');
    const first = (await beto.post(K, { language: 'Pip', word: 'mine', set: set.id, share: false })).json();
    await fill(set.id, first.owner, othersCognates - 2, false);
    expect((await carla.post(K, { language: 'Pip', word: 'carlas', set: set.id })).statusCode).toBe(201);
    const message = { set: [`Accounts other than a set's owner add at most ${othersCognates} cognates to it between them.`] };
    expect((await carla.post(K, { language: 'Pip', word: 'carlas2', set: set.id })).json()).toEqual(message);
    expect((await beto.post(K, { language: 'Pip', word: 'betos', set: set.id })).json()).toEqual(message);
    expect(await held(set.id)).toBe(othersCognates);
    // Nobody else can crowd the owner out of their own set.
    await fill(set.id, set.owner, most - othersCognates - 1);
    expect((await ana.post(K, { language: 'Pip', word: 'owners', set: set.id })).statusCode).toBe(201);
    expect((await ana.post(K, { language: 'Pip', word: 'owners2', set: set.id })).json()).toEqual({
      set: [`A cognate set holds at most ${most} cognates.`],
    });
  });

  it('counts cognates added at once one after another, so the set ends full and not past it', async () => {
    const set = (await ana.post(S, { word: '*race' })).json();
    await fill(set.id, set.owner, most - 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ana.post(K, { language: 'Pip', word: `racer${i}`, set: set.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(400)]);
    expect(await held(set.id)).toBe(most);
  });

  it(`links at most ${COGNATE_LIMITS.nahuatl_words} words to a cognate, however many ask at once`, async () => {
    const words = (await guest.get(`/utoaztecan/api/nahuatl/?page_size=${COGNATE_LIMITS.nahuatl_words + 12}`)).json().results as Array<{ id: number }>;
    expect(words).toHaveLength(COGNATE_LIMITS.nahuatl_words + 12);
    const cognate = (await ana.post(K, { language: 'Pip', word: 'linky' })).json();
    const before = COGNATE_LIMITS.nahuatl_words - 5;
    await t.db.kysely.insertInto('cognate_word').values(words.slice(0, before).map((word) => ({ cognate: cognate.id, nahuatl_word: word.id }))).execute();
    const answers = await Promise.all(words.slice(before, before + 12).map((word) => ana.post(KW, { cognate: cognate.id, nahuatl: word.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(400)]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
      cognate: [`A cognate links at most ${COGNATE_LIMITS.nahuatl_words} dictionary words.`],
    });
    expect((await guest.get(`${K}${cognate.id}/`)).json().nahuatl_words).toHaveLength(COGNATE_LIMITS.nahuatl_words);
    expect((await guest.get(`${KW}?cognate=${cognate.id}`)).json().count).toBe(COGNATE_LIMITS.nahuatl_words);
  });
});
