/**
 * The language of the content users write (decision 041): blog entries, vocabularies and
 * patterns carry `language` ("es" or "en", English by default), accepted on create and
 * change, refused otherwise with a 400 naming it; lists filter on it; the welcome page's and
 * dashboard's entry lists put the reader's language first; and the seed gives Spanish
 * readers a Spanish twin of each sample vocabulary, pattern and entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let learner: TestClient;
let author: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  learner = await userClient(t, 'learner');
  author = await staffClient(t, 'tlahcuilo');
});
afterAll(() => t.close());

const E = '/blog/api/entry/';
const V = '/utoaztecan/api/vocabulary/';
const P = '/utoaztecan/api/pattern/';

/** A minimal valid body of each resource, and the client allowed to write it. */
const RESOURCES = [
  { name: 'entry', url: E, writer: () => author, body: (title: string) => ({ title, content: 'Text.', is_published: true }) },
  { name: 'vocabulary', url: V, writer: () => learner, body: (name: string) => ({ name, share: true }) },
  {
    name: 'pattern',
    url: P,
    writer: () => learner,
    body: (name: string) => ({ name, templates: [['Ticcuā?'], ['Quena.']] }),
  },
] as const;

// First, before the tests below add entries of their own.
describe('the sample content', () => {
  it.each([
    ['entries', E],
    ['vocabularies', V],
    ['patterns', P],
  ])('gives Spanish readers a Spanish twin of each sample %s', async (_name, url) => {
    const count = async (language: string) => (await guest.get(`${url}count/?owner=1&language=${language}`)).json();
    expect(await count('en')).toBeGreaterThan(0);
    expect(await count('es')).toBe(await count('en'));
  });

  it('lists the Spanish sample entries first for a Spanish reader, with the Spanish welcome and featured ones', async () => {
    const recent: Array<{ language: string; author: number }> = (await guest.get(`${E}recent/?language=es`)).json();
    const spanish = (await guest.get(`${E}count/?owner=1&language=es`)).json();
    expect(recent.slice(0, spanish).every((entry) => entry.language === 'es' && entry.author === 1)).toBe(true);
    const welcome: Array<{ language: string }> = (await guest.get(`${E}piyali/?language=es`)).json();
    expect(welcome.filter((entry) => entry.language === 'es').length).toBeGreaterThan(0);
    const featured: Array<{ language: string }> = (await guest.get(`${E}featured/`)).json();
    expect(new Set(featured.map((entry) => entry.language))).toEqual(new Set(['es', 'en']));
  });

  it('labels the Classical forms with an annotation naming the Huasteca word, not with a second sense', async () => {
    for (const [classical, huasteca] of [
      ['tlazohcamati', 'tlazcāmati'],
      ['quemah', 'quena'],
      ['ahmo', 'ax'],
      ['iztac', 'chipāhuac'],
      ['itzcuintli', 'chichi'],
    ]) {
      const word = (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(classical!)}`)).json().results[0];
      expect(word.variant, classical).toBe('classical');
      expect(word.annotations.map((a: { owner: number; definition: string }) => [a.owner, a.definition])).toEqual([
        [1, `Huasteca: ${huasteca}`],
      ]);
      expect([...word.definition_spanish, ...word.definition_english].join(' | '), classical).not.toMatch(/Huasteca|clásico|Classical/);
    }
  });
});

describe.each(RESOURCES)('the $name language', ({ url, writer, body }) => {
  it('is English unless the writer says Spanish, and can be changed', async () => {
    const english = await writer().post(url, body('In English'));
    expect(english.statusCode).toBe(201);
    expect(english.json().language).toBe('en');

    const spanish = await writer().post(url, { ...body('En español'), language: 'es' });
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().language).toBe('es');
    expect((await guest.get(`${url}${spanish.json().id}/`)).json().language).toBe('es');

    const changed = await writer().patch(`${url}${english.json().id}/`, { language: 'es' });
    expect(changed.statusCode).toBe(200);
    expect((await guest.get(`${url}${english.json().id}/`)).json().language).toBe('es');
  });

  it.each([['fr'], ['ES'], [''], [null], [1]])('refuses %j with a 400 naming language, and changes nothing', async (value) => {
    const before = (await guest.get(`${url}count/`)).json();
    // Each case's own name: an owner's vocabularies have different names (decision 077).
    const created = await writer().post(url, { ...body(`Refused ${String(value)}`), language: value });
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json())).toEqual(['language']);
    expect((await guest.get(`${url}count/`)).json()).toBe(before);

    const record = (await writer().post(url, body(`Kept ${String(value)}`))).json();
    const patched = await writer().patch(`${url}${record.id}/`, { language: value });
    expect(patched.statusCode).toBe(400);
    expect(Object.keys(patched.json())).toEqual(['language']);
    expect((await guest.get(`${url}${record.id}/`)).json().language).toBe('en');
  });

  it('filters the list and its count on language=', async () => {
    const mine = (await writer().post(url, { ...body('Filtrado'), language: 'es' })).json();
    const spanish = (await guest.get(`${url}?language=es&page_size=200`)).json();
    expect(spanish.results.map((item: { id: number }) => item.id)).toContain(mine.id);
    expect(spanish.results.every((item: { language: string }) => item.language === 'es')).toBe(true);
    expect((await guest.get(`${url}count/?language=es`)).json()).toBe(spanish.count);
    const english = (await guest.get(`${url}?language=en&page_size=200`)).json();
    expect(english.results.every((item: { language: string }) => item.language === 'en')).toBe(true);
    expect(english.count + spanish.count).toBe((await guest.get(`${url}count/`)).json());
  });
});

describe("the entry lists of the welcome page and the dashboard", () => {
  it.each([
    ['recent/', () => true],
    ['piyali/', (entry: { tags: string[] }) => entry.tags.includes('piyali')],
  ] as const)('%s puts the reader’s language first, English when none is asked', async (list, belongs) => {
    for (const language of ['es', 'en'] as const) {
      const entries: Array<{ language: string; tags: string[] }> = (await guest.get(`${E}${list}?language=${language}`)).json();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every(belongs)).toBe(true);
      const firstOther = entries.findIndex((entry) => entry.language !== language);
      // Every entry in the reader's language comes before any other.
      if (firstOther >= 0) expect(entries.slice(firstOther).every((entry) => entry.language !== language)).toBe(true);
      expect(entries[0]!.language).toBe(language);
    }
    const unasked: Array<{ id: number }> = (await guest.get(`${E}${list}`)).json();
    expect(unasked).toEqual((await guest.get(`${E}${list}?language=en`)).json());
  });

  it('refuses a language it does not speak with a 400 naming language', async () => {
    const response = await guest.get(`${E}recent/?language=fr`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['language']);
  });
});

describe('a database seeded before the Spanish twins', () => {
  it('gains them on its next start, and loads nothing twice', async () => {
    const counts = async () =>
      Promise.all(
        [E, V, P].flatMap((url) => ['en', 'es'].map(async (language) => (await guest.get(`${url}count/?owner=1&language=${language}`)).json())),
      );
    const seeded = await counts();
    // As before migration 021: nothing in Spanish, whoever wrote it.
    for (const table of ['blog_entry', 'vocabulary', 'pattern'] as const) {
      await t.db.kysely.deleteFrom(table).where('language', '=', 'es').execute();
    }
    expect((await guest.get(`${E}count/?owner=1&language=es`)).json()).toBe(0);
    await seed(t.db);
    expect(await counts()).toEqual(seeded);
    await seed(t.db);
    expect(await counts()).toEqual(seeded);
    // Two seeds of a few hundred writes each: slow on a busy PostgreSQL, as the migration tests are.
  }, 60_000);
});
