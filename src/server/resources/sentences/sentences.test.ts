import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let ana: TestClient;
let beto: TestClient;
let anaId: number;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  ana = await userClient(t, 'ana');
  beto = await userClient(t, 'beto');
  anaId = (await ana.get('/utoaztecan/api/users/')).json().results[0].id;
});
afterAll(() => t.close());

const S = '/utoaztecan/api/nahuatl-sentence/';
const SW = '/utoaztecan/api/sentence-word/';

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

describe('reading sentences', () => {
  it('counts the 55 sample sentences, lists them in pages, and counts honour filters', async () => {
    expect((await guest.get(`${S}count/`)).json()).toBe(55);
    const page = (await guest.get(S)).json();
    expect(page).toMatchObject({ count: 55, previous: null, next: `${S}?page=2` });
    const filtered = (await guest.get(`${S}?sentence__icontains=${encodeURIComponent('CUĀ')}`)).json();
    expect(filtered.count).toBeGreaterThan(0);
    expect(
      filtered.results.every((s: { sentence: string }) =>
        s.sentence
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .includes('cua'),
      ),
    ).toBe(true);
    expect((await guest.get(`${S}count/?sentence__icontains=cua`)).json()).toBe(filtered.count);
  });

  it('lists the newest first, and searches the Nahuatl and both translations word by word', async () => {
    const ids = (await guest.get(`${S}?page_size=200`)).json().results.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const found = async (query: string) =>
      (await guest.get(`${S}?search=${encodeURIComponent(query)}&page_size=200`))
        .json()
        .results.map((s: { spanish: string }) => s.spanish);
    expect(await found('duermo')).toContain('Duermo.');
    expect(await found('TORTILLAS')).toEqual(expect.arrayContaining(['Como tortillas.', 'Mi mamá hace tortillas.']));
    expect(await found('mama tortillas')).toEqual(['Mi mamá hace tortillas.']);
    expect(await found('eat tortillas')).toContain('Como tortillas.');
    expect((await found('nicochi')).length).toBeGreaterThan(0);
    expect(await found('ortillas')).toEqual([]);
    expect((await guest.get(`${S}count/?search=tortillas`)).json()).toBeGreaterThanOrEqual(2);
    const mine = (await ana.post(S, { sentence: 'Nitlacua.', spanish: 'Estoy comiendo.' })).json();
    await ana.patch(`${S}${mine.id}/`, { spanish: 'Ya comí.', english: 'I ate already.' });
    expect((await guest.get(`${S}?search=estoy`)).json().results.map((s: { id: number }) => s.id)).not.toContain(
      mine.id,
    );
    expect((await guest.get(`${S}?search=already`)).json().results.map((s: { id: number }) => s.id)).toEqual([mine.id]);
  });

  it('lists the sentences linked to a word', async () => {
    const cochi = await wordId('cochi');
    const linked = (await guest.get(`${S}?nahuatl=${cochi}`)).json();
    expect(linked.count).toBeGreaterThan(0);
    for (const sentence of linked.results) {
      const words = (await guest.get(`${SW}?sentence=${sentence.id}`)).json();
      expect(words.results.map((w: { nahuatl_word: number }) => w.nahuatl_word)).toContain(cochi);
    }
  });

  it('lists featured sentences as a plain list', async () => {
    const featured = (await guest.get(`${S}featured/`)).json();
    expect(Array.isArray(featured)).toBe(true);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((s: { featured: boolean }) => s.featured)).toBe(true);
  });

  it('shows the words of a sentence with the word itself', async () => {
    const first = (await guest.get(`${S}?nahuatl=${await wordId('cochi')}&page_size=1`)).json().results[0];
    const words = (await guest.get(`${SW}?sentence=${first.id}`)).json();
    expect(words.results[0]).toMatchObject({
      sentence: first.id,
      nahuatl_word_data: { id: words.results[0].nahuatl_word },
    });
  });

  it('refuses unknown filters and malformed ids', async () => {
    expect((await guest.get(`${S}?word=1`)).statusCode).toBe(400);
    expect((await guest.get(`${S}?nahuatl=abc`)).json()).toHaveProperty('nahuatl');
    expect((await guest.get(`${S}999999/`)).statusCode).toBe(404);
  });
});

describe('writing sentences', () => {
  it('lets a signed-in user add a sentence on a word page, linked to that word', async () => {
    const cochi = await wordId('cochi');
    const created = await ana.post(S, { sentence: '  Nicochiz yohualnepantla.  ', nahuatl: cochi, word: cochi });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      sentence: 'Nicochiz yohualnepantla.',
      word: cochi,
      owner: anaId,
      share: true,
      deleted: false,
    });
    const linked = (await guest.get(`${S}?nahuatl=${cochi}&page_size=200`)).json();
    expect(linked.results.map((s: { id: number }) => s.id)).toContain(created.json().id);
    expect((await guest.get(`${S}?sentence__icontains=yohualnepantla`)).json().count).toBe(1);
  });

  it('refuses a guest, a blank sentence and unknown words, and adds nothing', async () => {
    const before = (await guest.get(`${S}count/`)).json();
    expect((await guest.post(S, { sentence: 'Nicochi.' })).statusCode).toBe(403);
    expect((await ana.post(S, { sentence: '   ' })).json()).toHaveProperty('sentence');
    expect((await ana.post(S, { sentence: 'x', nahuatl: 999999 })).json()).toHaveProperty('nahuatl');
    expect((await ana.post(S, { sentence: 'x', share: 'yes' })).json()).toHaveProperty('share');
    expect((await guest.get(`${S}count/`)).json()).toBe(before);
  });

  it("lets the owner edit and delete; another user's PATCH or DELETE is a 403 and changes nothing", async () => {
    const id = (await ana.post(S, { sentence: 'Nitlacuāz.' })).json().id;
    expect((await beto.patch(`${S}${id}/`, { sentence: 'Hacked' })).statusCode).toBe(403);
    expect((await beto.delete(`${S}${id}/`)).statusCode).toBe(403);
    expect((await guest.delete(`${S}${id}/`)).statusCode).toBe(403);
    expect((await guest.get(`${S}${id}/`)).json().sentence).toBe('Nitlacuāz.');

    const patched = await ana.patch(`${S}${id}/`, { english: 'I will eat.', owner: 999, deleted: true });
    expect(patched.json()).toMatchObject({ english: 'I will eat.', owner: anaId, deleted: false });

    const countBefore = (await guest.get(`${S}count/`)).json();
    expect((await ana.delete(`${S}${id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${S}${id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${S}count/`)).json()).toBe(countBefore - 1);
    expect((await guest.get(`${S}?sentence__icontains=nitlacuaz`)).json().count).toBe(0);
  });

  it('keeps an unshared sentence to its owner', async () => {
    const id = (await ana.post(S, { sentence: 'Ahmo niquitta.', share: false })).json().id;
    expect((await ana.get(`${S}${id}/`)).statusCode).toBe(200);
    expect((await beto.get(`${S}${id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${S}${id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${S}?sentence__icontains=ahmo niquitta`)).json().count).toBe(0);
    expect((await ana.get(`${S}?sentence__icontains=ahmo niquitta`)).json().count).toBe(1);
    expect((await beto.patch(`${S}${id}/`, { sentence: 'x' })).statusCode).toBe(404);
  });
});

describe('sentence words', () => {
  it('lets the owner add a tagged word once and remove it; others cannot', async () => {
    const sentence = (await ana.post(S, { sentence: 'Niccuāz tlaxcalli.' })).json();
    const cua = await wordId('cuā');
    const link = await ana.post(SW, { sentence: sentence.id, nahuatl_word: cua, tense: 'Future', person: '1-S' });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({
      sentence: sentence.id,
      nahuatl_word: cua,
      tense: 'Future',
      person: '1-S',
      nahuatl_word_data: { word: 'cuā' },
    });
    expect((await ana.post(SW, { sentence: sentence.id, nahuatl_word: cua })).json()).toHaveProperty('nahuatl_word');

    const tlaxcalli = await wordId('tlaxcalli');
    expect((await beto.post(SW, { sentence: sentence.id, nahuatl_word: tlaxcalli })).statusCode).toBe(403);
    expect((await beto.delete(`${SW}${link.json().id}/`)).statusCode).toBe(403);
    expect((await ana.get(`${SW}?sentence=${sentence.id}`)).json().count).toBe(1);

    expect((await ana.delete(`${SW}${link.json().id}/`)).statusCode).toBe(204);
    expect((await ana.get(`${SW}?sentence=${sentence.id}`)).json().count).toBe(0);
  });

  it.each([
    [{ nahuatl_word: 1 }, 'sentence'],
    [{ sentence: 1 }, 'nahuatl_word'],
    [{ sentence: 1, nahuatl_word: 1, tense: 'Someday' }, 'tense'],
    [{ sentence: 1, nahuatl_word: 1, person: '4-S' }, 'person'],
    [{ sentence: 999999, nahuatl_word: 1 }, 'sentence'],
  ])('refuses %j at %s', async (body, field) => {
    const response = await ana.post(SW, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });
});
