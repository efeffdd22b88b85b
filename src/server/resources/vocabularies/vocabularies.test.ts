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

const V = '/utoaztecan/api/vocabulary/';
const VW = '/utoaztecan/api/vocabulary-word/';

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

describe('reading vocabularies', () => {
  it('lists the six sample vocabularies and their Spanish twins, counts them, and lists the featured ones', async () => {
    expect((await guest.get(`${V}count/`)).json()).toBe(12);
    const page = (await guest.get(`${V}?page_size=100&language=en`)).json();
    expect(page.results.map((v: { name: string }) => v.name)).toEqual([
      'Everyday verbs', 'Family', 'Food and drink', 'Greetings and courtesy', 'Numbers', 'Verbs of motion',
    ]);
    const spanish = (await guest.get(`${V}?page_size=100&language=es`)).json();
    expect(spanish.results.map((v: { name: string }) => v.name)).toEqual([
      'Comida y bebida', 'La familia', 'Los números', 'Saludos y cortesía', 'Verbos de movimiento', 'Verbos de todos los días',
    ]);
    const featured = (await guest.get(`${V}featured/`)).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((v: { featured: boolean }) => v.featured)).toBe(true);
  });

  it('searches names on the folded form and filters by tag; counts honour filters', async () => {
    expect((await guest.get(`${V}?plain__icontains=VERBS`)).json().count).toBe(2);
    expect((await guest.get(`${V}count/?plain__icontains=verbs`)).json()).toBe(2);
    const verbs = (await guest.get(`${V}?tag=Verbs`)).json();
    expect(verbs.results.map((v: { name: string }) => v.name)).toEqual(['Everyday verbs', 'Verbs of motion']);
    expect((await guest.get(`${V}?color=red`)).statusCode).toBe(400);
  });

  it('shows the words of a vocabulary with each word and its tenses', async () => {
    const motion = (await guest.get(`${V}?plain__icontains=motion`)).json().results[0];
    const words = (await guest.get(`${VW}?vocabulary=${motion.id}&page_size=200`)).json();
    expect(words.count).toBe(12);
    expect(words.results[0]).toMatchObject({ vocabulary: motion.id, nahuatl_word_data: { word: 'ahci' } });
    expect(words.results[0].nahuatl_word_data.tenses.present).toHaveLength(6);
  });
});

describe('writing vocabularies', () => {
  it('creates a vocabulary with an empty tag list, and the owner changes it', async () => {
    const created = await ana.post(V, { name: '  Animals  ' });
    expect(created.statusCode).toBe(201);
    // Private until its owner shares it (decision 077).
    expect(created.json()).toMatchObject({ name: 'Animals', tags: [], share: false, favorite: false, suggestions: '', suggestions_raw: '' });
    const id = created.json().id;
    expect((await beto.get(`${V}${id}/`)).statusCode).toBe(404);
    expect((await ana.patch(`${V}${id}/`, { share: true })).json().share).toBe(true);
    expect((await beto.get(`${V}${id}/`)).statusCode).toBe(200);
    const patched = await ana.patch(`${V}${id}/`, {
      description: 'Creatures',
      tags: ['nature', 'animals'],
      suggestions_raw: 'Learn **itzcuintli** first.',
      share: false,
      owner: 99,
    });
    expect(patched.json()).toMatchObject({
      description: 'Creatures',
      tags: ['nature', 'animals'],
      suggestions: '<p>Learn <strong>itzcuintli</strong> first.</p>',
      share: false,
      owner: created.json().owner,
    });
    expect((await beto.get(`${V}${id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${V}?tag=nature`)).json().count).toBe(0);
    expect((await ana.get(`${V}?tag=nature`)).json().count).toBe(1);
  });

  it('never stores a script or an event handler from the Markdown', async () => {
    const id = (await ana.post(V, { name: 'Sneaky' })).json().id;
    const markdown = 'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3)) <a href="https://example.org" onclick="alert(4)">ok</a>';
    const saved = (await ana.patch(`${V}${id}/`, { suggestions_raw: markdown })).json();
    expect(saved.suggestions_raw).toBe(markdown);
    for (const bad of ['<script', 'onerror', 'javascript:', 'onclick', '<img']) expect(saved.suggestions).not.toContain(bad);
    expect(saved.suggestions).toContain('href="https://example.org"');
    // A client sending `suggestions` (SPEC.md §7) gets the same treatment.
    const viaHtmlField = (await ana.patch(`${V}${id}/`, { suggestions: '<b onmouseover="x()">bold</b>' })).json();
    expect(viaHtmlField.suggestions).not.toContain('onmouseover');
  });

  it('keeps favourites per owner: favorite=true lists your own favourites only', async () => {
    const id = (await ana.post(V, { name: 'My favourite', share: true })).json().id;
    expect((await ana.patch(`${V}${id}/`, { favorite: true })).json().favorite).toBe(true);
    expect((await ana.get(`${V}?favorite=true`)).json().results.map((v: { id: number }) => v.id)).toEqual([id]);
    expect((await beto.get(`${V}?favorite=true`)).json().count).toBe(0);
    expect((await guest.get(`${V}?favorite=true`)).json().count).toBe(0);
    expect((await beto.patch(`${V}${id}/`, { favorite: false })).statusCode).toBe(403);
  });

  it('refuses a favourites filter that is not true or false with 400 naming favorite', async () => {
    for (const query of ['favorite=maybe', 'favorite=', 'favorite=2']) {
      const refused = await ana.get(`${V}?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['favorite']);
    }
  });

  it("refuses another user's and a guest's changes, and changes nothing", async () => {
    const id = (await ana.post(V, { name: 'Mine', description: 'kept', share: true })).json().id;
    expect((await beto.patch(`${V}${id}/`, { name: 'Theirs' })).statusCode).toBe(403);
    expect((await beto.delete(`${V}${id}/`)).statusCode).toBe(403);
    expect((await guest.patch(`${V}${id}/`, { name: 'x' })).statusCode).toBe(403);
    expect((await guest.post(V, { name: 'x' })).statusCode).toBe(403);
    expect((await guest.get(`${V}${id}/`)).json()).toMatchObject({ name: 'Mine', description: 'kept' });
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x', tags: 'food' }, 'tags'],
    [{ name: 'x', tags: [''] }, 'tags.0'],
    [{ name: 'x', share: 'no' }, 'share'],
  ])('refuses %j at %s', async (body, field) => {
    const response = await ana.post(V, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });

  // Issue 48: two vocabularies of one name looked the same in every menu.
  it('refuses an owner a second vocabulary of a name they have, at name, in Spanish too, and changes nothing', async () => {
    const first = (await ana.post(V, { name: 'Colores' })).json();
    const again = await ana.post(V, { name: '  colores ' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['You already have a vocabulary with this name.'] });
    const spanish = await ana.request('POST', V, { name: 'Colōres' }, { 'accept-language': 'es-MX' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ name: ['Ya tienes un vocabulario con este nombre.'] });
    expect((await ana.get(`${V}?owner=${first.owner}&plain__icontains=colores`)).json().count).toBe(1);

    // Renaming another onto it is refused too; keeping its own name is not.
    const other = (await ana.post(V, { name: 'Flores' })).json();
    const renamed = await ana.patch(`${V}${other.id}/`, { name: 'COLORES' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ name: ['You already have a vocabulary with this name.'] });
    expect((await ana.get(`${V}${other.id}/`)).json().name).toBe('Flores');
    expect((await ana.patch(`${V}${first.id}/`, { name: 'Colores', description: 'rojo' })).statusCode).toBe(200);
    // Another learner may use the name.
    expect((await beto.post(V, { name: 'Colores' })).statusCode).toBe(201);
  });

  it('lets the owner delete a vocabulary with its word list', async () => {
    const id = (await ana.post(V, { name: 'Short-lived' })).json().id;
    await ana.post(VW, { vocabulary: id, nahuatl_word: await wordId('cochi') });
    expect((await ana.delete(`${V}${id}/`)).statusCode).toBe(204);
    expect((await ana.get(`${V}${id}/`)).statusCode).toBe(404);
    expect((await ana.get(`${VW}?vocabulary=${id}`)).json().count).toBe(0);
  });
});

describe('where its words come from', () => {
  it('keeps where its words come from: empty unless given, set on creation, changed alone, limited to 500 characters', async () => {
    expect((await ana.post(V, { name: 'Unsourced' })).json().source).toBe('');
    const created = await ana.post(V, { name: 'Lesson 4', source: 'Sullivan, Compendio, lección 4', share: true });
    expect(created.json()).toMatchObject({ name: 'Lesson 4', source: 'Sullivan, Compendio, lección 4' });
    const id = created.json().id;
    expect((await ana.patch(`${V}${id}/`, { source: 'Clase de la maestra Rosa' })).json()).toMatchObject({
      name: 'Lesson 4',
      source: 'Clase de la maestra Rosa',
    });
    expect((await guest.get(`${V}${id}/`)).json().source).toBe('Clase de la maestra Rosa');
    expect((await guest.get(`${V}?plain__icontains=lesson`)).json().results[0].source).toBe('Clase de la maestra Rosa');
    const tooLong = await ana.patch(`${V}${id}/`, { source: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ source: ['Ensure this field has no more than 500 characters.'] });
    expect((await beto.patch(`${V}${id}/`, { source: 'Theirs' })).statusCode).toBe(403);
    expect((await guest.get(`${V}${id}/`)).json().source).toBe('Clase de la maestra Rosa');
  });
});

describe('vocabulary words', () => {
  it('lets only the owner add a word, once, and remove it', async () => {
    const id = (await ana.post(V, { name: 'Sleepers', share: true })).json().id;
    const cochi = await wordId('cochi');
    const added = await ana.post(VW, { vocabulary: id, nahuatl_word: cochi });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ vocabulary: id, nahuatl_word: cochi, nahuatl_word_data: { word: 'cochi' } });

    const twice = await ana.post(VW, { vocabulary: id, nahuatl_word: cochi });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ nahuatl_word: ['This word is already in the vocabulary.'] });

    expect((await beto.post(VW, { vocabulary: id, nahuatl_word: await wordId('itta') })).statusCode).toBe(403);
    expect((await beto.delete(`${VW}${added.json().id}/`)).statusCode).toBe(403);
    expect((await guest.get(`${VW}?vocabulary=${id}`)).json().count).toBe(1);

    expect((await ana.delete(`${VW}${added.json().id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${VW}?vocabulary=${id}`)).json().count).toBe(0);
  });

  it.each([
    [{ nahuatl_word: 1 }, 'vocabulary'],
    [{ vocabulary: 1 }, 'nahuatl_word'],
    [{ vocabulary: 999999, nahuatl_word: 1 }, 'vocabulary'],
    [{ vocabulary: 'one', nahuatl_word: 1 }, 'vocabulary'],
  ])('refuses %j at %s', async (body, field) => {
    const response = await ana.post(VW, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });

  it('refuses an unknown word', async () => {
    const id = (await ana.post(V, { name: 'Ghosts' })).json().id;
    expect((await ana.post(VW, { vocabulary: id, nahuatl_word: 999999 })).json()).toHaveProperty('nahuatl_word');
  });
});
