import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

// One app for the file: the seeded sample dictionary is read-only here, and each write test makes its own words.
let t: TestApp;
let guest: TestClient;
let staff: TestClient;
let learner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  staff = await staffClient(t);
  learner = await userClient(t, 'learner');
});
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';
const wordsOf = (body: { results: Array<{ word: string }> }) => body.results.map((w) => w.word);

async function idOf(word: string): Promise<number> {
  const body = (await guest.get(`${W}?word=${encodeURIComponent(word)}`)).json();
  expect(body.count).toBe(1);
  return body.results[0].id;
}

describe('reading the dictionary', () => {
  it('counts the seeded sample words, and counts honour filters', async () => {
    const total = (await guest.get(`${W}count/`)).json();
    expect(total).toBeGreaterThanOrEqual(300);
    const list = (await guest.get(W)).json();
    expect(list.count).toBe(total);
    expect(list.results).toHaveLength(20);
    const verbs = (await guest.get(`${W}count/?plain__istartswith=coch`)).json();
    expect(verbs).toBe((await guest.get(`${W}?plain__istartswith=coch`)).json().count);
  });

  it('filters by prefix on the folded form, with or without macrons, in a stable order', async () => {
    const withMacron = (await guest.get(`${W}?plain__istartswith=${encodeURIComponent('chō')}`)).json();
    const without = (await guest.get(`${W}?plain__istartswith=CHO`)).json();
    expect(wordsOf(withMacron)).toEqual(wordsOf(without));
    expect(wordsOf(without)).toContain('chōca');
    for (const w of without.results) expect(w.plain.startsWith('cho')).toBe(true);
  });

  it('finds a word exactly with ?word=', async () => {
    const body = (await guest.get(`${W}?word=cochi`)).json();
    expect(wordsOf(body)).toEqual(['cochi']);
  });

  it('shows a verb with its tense table from the engine', async () => {
    const word = (await guest.get(`${W}${await idOf('cochi')}/`)).json();
    expect(word).toMatchObject({ word: 'cochi', type: 'tlach2', past: 'cochqui', transitive: false, annotations: [] });
    expect(word.tenses.present).toEqual(['nicochi', 'ticochi', 'cochi', 'ticochih', 'incochih', 'cochih']);
    expect(word.tenses.conditional[0]).toBe('nicochizquia');
    expect(word.tenses.imperative[3]).toBe('ma ticochicān');
  });

  it('shows a transitive verb with its default object, and nouns without tenses', async () => {
    const cua = (await guest.get(`${W}${await idOf('cuā')}/`)).json();
    expect(cua.tenses.present.slice(0, 3)).toEqual(['niccuā', 'ticcuā', 'quicuā']);
    const nouns = (await guest.get(`${W}?type=noun&page_size=1`)).json();
    expect(nouns.results[0].tenses).toBeNull();
  });

  it('answers unknown ids, unknown filters and bad paging clearly', async () => {
    expect((await guest.get(`${W}999999/`)).statusCode).toBe(404);
    expect((await guest.get(`${W}abc/`)).statusCode).toBe(404);
    expect((await guest.get(`${W}?plain__icontains=x`)).statusCode).toBe(400);
    expect((await guest.get(`${W}?page_size=0`)).statusCode).toBe(400);
  });
});

describe('browsing by letter', () => {
  /** Every word of `?letter=` (or other filters), following the pages. */
  async function allOf(query: string) {
    const words: Array<{ word: string; plain: string }> = [];
    for (let url: string | null = `${W}?${query}&page_size=20`; url; ) {
      const body: { results: Array<{ word: string; plain: string }>; next: string | null } = (await guest.get(url.replace(/^https?:\/\/[^/]+/, ''))).json();
      words.push(...body.results);
      url = body.next;
    }
    return words;
  }

  it('lists the words that start with a letter, alphabetically and paged; a digraph is a letter of its own', async () => {
    const c = await allOf('letter=c');
    expect(c.length).toBeGreaterThan(20);
    for (const w of c) expect(w.plain).toMatch(/^c(?![hu])/);
    expect(c.map((w) => w.plain)).toEqual(c.map((w) => w.plain).sort());
    const ch = await allOf('letter=CH');
    expect(ch.map((w) => w.word)).toContain('chōca');
    for (const w of ch) expect(w.plain.startsWith('ch')).toBe(true);
    const cu = await allOf('letter=cu');
    const prefix = (await guest.get(`${W}count/?plain__istartswith=c`)).json();
    expect(c.length + ch.length + cu.length).toBe(prefix);
    expect((await guest.get(`${W}count/?letter=c`)).json()).toBe(c.length);
  });

  it('reads t apart from tl and tz, and a letter with a macron as its vowel', async () => {
    const t = await allOf('letter=t');
    for (const w of t) expect(w.plain).toMatch(/^t(?![lz])/);
    expect(t.map((w) => w.word)).toContain('tōna');
    expect((await allOf('letter=tl')).map((w) => w.word)).toContain('tlaxcalli');
    const long = await allOf(`letter=${encodeURIComponent('Ā')}`);
    expect(long.map((w) => w.word)).toEqual((await allOf('letter=a')).map((w) => w.word));
  });

  it('answers 400 naming the letter for a value that is not a letter of the dictionary, and for a blank one', async () => {
    const blank = await guest.get(`${W}?letter=`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('letter');
    const spanish = await guest.request('GET', `${W}?letter=b`, undefined, { 'accept-language': 'es-MX' });
    expect(spanish.json()).toEqual({ letter: ['Debe ser uno de estos: a, c, ch, cu, e, hu, i, m, n, o, p, qu, t, tl, tz, x, y, z.'] });
    for (const bad of ['b', 'k', 'ca', '%', '_', 'c%25']) {
      const response = await guest.get(`${W}?letter=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ letter: ['Must be one of a, c, ch, cu, e, hu, i, m, n, o, p, qu, t, tl, tz, x, y, z.'] });
      expect((await guest.get(`${W}count/?letter=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
  });
});

describe('search', () => {
  it('ranks the exact word first, then words that start with it', async () => {
    const body = (await guest.get(`${W}?search=coch`)).json();
    expect(body.results[0].match.kind).toBe('prefix');
    const exact = (await guest.get(`${W}?search=cochi`)).json();
    expect(exact.results[0]).toMatchObject({ word: 'cochi', match: { kind: 'exact' } });
  });

  it('finds a verb from a conjugated form and says which form it is', async () => {
    const body = (await guest.get(`${W}?search=nicochizquia`)).json();
    expect(body.results[0]).toMatchObject({
      word: 'cochi',
      match: { kind: 'form', form: 'nicochizquia', tense: 'conditional', person: '1-S' },
    });
    const object = (await guest.get(`${W}?search=${encodeURIComponent('niccuāz')}`)).json();
    expect(object.results[0]).toMatchObject({ word: 'cuā', match: { kind: 'form', tense: 'future', person: '1-S' } });
  });

  it('finds a word from the practical k/w spelling', async () => {
    const body = (await guest.get(`${W}?search=kochi`)).json();
    expect(wordsOf(body)).toContain('cochi');
    expect(body.results.find((w: { word: string }) => w.word === 'cochi').match.kind).toBe('spelling');
  });

  it('finds a word from its English or Spanish definition, after the Nahuatl matches', async () => {
    const english = (await guest.get(`${W}?search=sleep`)).json();
    expect(wordsOf(english)).toContain('cochi');
    const spanish = (await guest.get(`${W}?search=dormir`)).json();
    expect(wordsOf(spanish)).toContain('cochi');
    expect(spanish.results.every((w: { match: { kind: string } }) => w.match.kind === 'definition')).toBe(true);
  });

  it('finds a definition word of under three letters only whole: "go" is to go, not good (decision 082)', async () => {
    const body = (await guest.get(`${W}?search=go&page_size=200`)).json();
    expect(wordsOf(body)).toContain('tlehco');
    expect(wordsOf(body)).not.toContain('cualli');
    expect((await guest.get(`${W}count/?search=go`)).json()).toBe(body.count);
    expect(wordsOf((await guest.get(`${W}?search=goo`)).json())).toContain('cualli');
  });

  it('treats a blank search as no search, and counts the search like the list', async () => {
    expect((await guest.get(`${W}?search=%20%20`)).json().count).toBe((await guest.get(`${W}count/`)).json());
    expect((await guest.get(`${W}count/?search=nicochizquia`)).json()).toBe((await guest.get(`${W}?search=nicochizquia`)).json().count);
  });

  it('answers a page past the end of a search with 404, and its count stays right', async () => {
    const count = (await guest.get(`${W}count/?search=cochi`)).json();
    expect(count).toBeGreaterThan(0);
    const past = await guest.get(`${W}?search=cochi&page=999`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await guest.get(`${W}count/?search=cochi`)).json()).toBe(count);
    expect((await guest.get(`${W}?search=cochi`)).json().count).toBe(count);
  });

  it('pages a search rank by rank: the pages join into the whole list, strongest match first, then by spelling', async () => {
    const KINDS = ['exact', 'prefix', 'form', 'spelling', 'definition'];
    type Found = { id: number; plain: string; type: string; match: { kind: string } };
    for (const query of ['co', 'cochi', 'kochi', 'nicochizquia', 'sleep', 'to', 'a', 'ti&type=tlach2']) {
      const whole = (await guest.get(`${W}?search=${query}&page_size=200`)).json();
      expect(whole.count).toBeLessThanOrEqual(200);
      expect((await guest.get(`${W}count/?search=${query}`)).json()).toBe(whole.count);
      const paged: Found[] = [];
      for (let page = 1; paged.length < whole.count; page += 1) {
        const body = (await guest.get(`${W}?search=${query}&page_size=3&page=${page}`)).json();
        expect(body.count).toBe(whole.count);
        paged.push(...body.results);
      }
      expect(paged).toEqual(whole.results);
      const keys = paged.map((w) => [KINDS.indexOf(w.match.kind), w.plain, w.id] as const);
      expect(keys.every(([kind]) => kind >= 0)).toBe(true);
      for (let i = 1; i < keys.length; i += 1) {
        const [a, b] = [keys[i - 1]!, keys[i]!];
        expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true);
      }
      if (query.includes('type=')) expect(paged.every((w) => w.type === 'tlach2')).toBe(true);
    }
  });

  it('survives hostile searches', async () => {
    for (const q of ['%', '_', '\\', "'; drop table nahuatl_word; --", '🙂', 'x'.repeat(5000)]) {
      expect((await guest.get(`${W}?search=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    }
    expect((await guest.get(`${W}count/`)).json()).toBeGreaterThanOrEqual(300);
  });
});

describe('changing the dictionary', () => {
  const newWord = { word: 'tlapāna', type: 'tlach2', past: 'tlapanqui', transitive: false, definition_english: ['to break'] };

  it('lets staff add, change and delete a word', async () => {
    const created = await staff.post(W, newWord);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ word: 'tlapāna', plain: 'tlapana', definition_spanish: [] });
    const id = created.json().id;
    expect((await guest.get(`${W}?search=nitlapanaz`)).json().results[0].word).toBe('tlapāna');

    const patched = await staff.patch(`${W}${id}/`, { definition_spanish: ['romper'], plain: 'ignored', id: 1 });
    expect(patched.json()).toMatchObject({ id, definition_spanish: ['romper'], plain: 'tlapana' });

    expect((await staff.delete(`${W}${id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${W}${id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${W}?search=nitlapanaz`)).json().count).toBe(0);
  });

  it('refuses guests and ordinary users, and changes nothing', async () => {
    const id = await idOf('cochi');
    const before = (await guest.get(`${W}${id}/`)).json();
    for (const client of [guest, learner]) {
      expect((await client.post(W, { ...newWord, word: 'ixpantia' })).statusCode).toBe(403);
      expect((await client.patch(`${W}${id}/`, { past: 'x' })).statusCode).toBe(403);
      expect((await client.patch(`${W}${id}/change-transitive/`, { transitive: true })).statusCode).toBe(403);
      expect((await client.delete(`${W}${id}/`)).statusCode).toBe(403);
    }
    expect((await guest.get(`${W}${id}/`)).json()).toEqual(before);
    expect((await guest.get(`${W}?word=ixpantia`)).json().count).toBe(0);
  });

  it('changes transitivity, which changes the tense table', async () => {
    const created = (await staff.post(W, { ...newWord, word: 'ilnamiqui', past: 'ilnamic', type: 'tlach2' })).json();
    expect(created.id).toBeDefined();
    const changed = await staff.patch(`${W}${created.id}/change-transitive/`, { transitive: true });
    expect(changed.json().transitive).toBe(true);
    expect(changed.json().tenses.present.slice(0, 3)).toEqual(['niquilnamiqui', 'tiquilnamiqui', 'quiilnamiqui']);
    expect((await staff.patch(`${W}${created.id}/change-transitive/`, { transitive: null })).json().transitive).toBeNull();
    expect((await staff.patch(`${W}${created.id}/change-transitive/`, { transitive: 'yes' })).statusCode).toBe(400);
  });

  it.each([
    [{}, 'word'],
    [{ word: '' }, 'word'],
    [{ word: '   ' }, 'word'],
    [{ word: 42 }, 'word'],
    [{ word: 'x', transitive: 'maybe' }, 'transitive'],
    [{ word: 'x', definition_english: 'not a list' }, 'definition_english'],
    [{ word: 'x', definition_english: [''] }, 'definition_english.0'],
  ])('refuses %j at %s', async (body, field) => {
    const response = await staff.post(W, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });

  it('refuses a second word with the same spelling and type', async () => {
    const response = await staff.post(W, { word: 'cochi', type: 'tlach2' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['word']);
  });
});

describe('annotations', () => {
  it('lets staff annotate a word once, and shows annotations on the word', async () => {
    const id = await idOf('chōca');
    const created = await staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: id, definition: 'Also: to howl (of animals).' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nahuatl: id, definition: 'Also: to howl (of animals).' });
    expect((await guest.get(`${W}${id}/`)).json().annotations).toEqual([created.json()]);
    const again = await staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: id, definition: 'Twice' });
    expect(again.statusCode).toBe(400);
  });

  it('refuses learners, unknown words and blank notes', async () => {
    const id = await idOf('itta');
    expect((await learner.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: id, definition: 'x' })).statusCode).toBe(403);
    expect((await staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: 999999, definition: 'x' })).json()).toHaveProperty('nahuatl');
    expect((await staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: id, definition: ' ' })).json()).toHaveProperty('definition');
    expect((await guest.get(`${W}${id}/`)).json().annotations).toEqual([]);
  });
});
