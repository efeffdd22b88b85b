import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldNahuatl } from '../../nahuatl';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../test/harness';

// Every text the API accepts can be stored, found and read back, however many bytes it takes
// once folded: PostgreSQL's B-tree entries hold at most 2,704 bytes (migration 018, decision
// 035). The texts are the worst cases in bytes: CJK ideographs (three bytes a character,
// random, so that the index cannot compress them) and Hangul syllables (three letters of
// three bytes each once folded), at each field's length limit.

let t: TestApp;
let ana: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ana = await userClient(t, 'long-ana');
  staff = await staffClient(t, 'long-staff');
}, 60_000);
afterAll(() => t.close());

/** `length` characters drawn (a fixed sequence per `seed`) from `count` code points from `first`. */
function randomText(first: number, count: number, length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(first + Math.floor((state / 2147483648) * count));
  }
  return text;
}

/** Random CJK ideographs (U+4E00…) and random Hangul syllables (U+AC00…). */
const cjk = (length: number, seed = 1) => randomText(0x4e00, 20_000, length, seed);
const hangul = (length: number, seed = 1) => randomText(0xac00, 11_172, length, seed);
const kinds = [
  ['CJK', cjk],
  ['Hangul', hangul],
] as const;

const S = '/utoaztecan/api/nahuatl-sentence/';

describe('the longest texts the API accepts, in the scripts that take the most bytes', { timeout: 30_000 }, () => {
  it.each([
    ['1,000 CJK characters', cjk(1000, 7)],
    ['2,000 CJK characters', cjk(2000, 8)],
    ['2,000 Hangul syllables', hangul(2000, 9)],
  ])('stores a sentence of %s, and finds it by a part of it', async (_, text) => {
    const created = await ana.post(S, { sentence: text });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await ana.get(`${S}${id}/`)).json()).toMatchObject({ id, sentence: text });
    const part = text.slice(500, 510);
    const found = (await ana.get(`${S}?sentence__icontains=${encodeURIComponent(part)}`)).json();
    expect(found.results.map((s: { id: number }) => s.id)).toEqual([id]);
    const changed = await ana.patch(`${S}${id}/`, { sentence: text.slice(1) + text[0] });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it.each(kinds)(
    'stores vocabularies, patterns and blog entries named with 200 %s characters, and finds them',
    async (_, text) => {
      const name = text(200, 11);
      const prefix = encodeURIComponent(name.slice(0, 5));

      const vocabulary = await ana.post('/utoaztecan/api/vocabulary/', { name });
      expect(vocabulary.statusCode, vocabulary.body).toBe(201);
      const vocabularies = (
        await ana.get(`/utoaztecan/api/vocabulary/?plain__icontains=${encodeURIComponent(name.slice(100, 106))}`)
      ).json();
      expect(vocabularies.results.map((v: { name: string }) => v.name)).toEqual([name]);

      const pattern = await ana.post('/utoaztecan/api/pattern/', { name, templates: [['Tlein?'], ['Ca.']] });
      expect(pattern.statusCode, pattern.body).toBe(201);
      const patterns = (await ana.get(`/utoaztecan/api/pattern/?plain__istartswith=${prefix}`)).json();
      expect(patterns.results.map((p: { name: string }) => p.name)).toEqual([name]);

      const entry = await staff.post('/blog/api/entry/', { title: name, content_raw: 'Cualli.', is_published: true });
      expect(entry.statusCode, entry.body).toBe(201);
      const entries = (await staff.get(`/blog/api/entry/?plain__istartswith=${prefix}`)).json();
      expect(entries.results.map((e: { title: string }) => e.title)).toEqual([name]);
    },
  );

  it.each(kinds)(
    'stores Uto-Aztecan categories, sets, cognates and loanwords of %s text at each limit, and finds them',
    async (_, text) => {
      const word = text(100, 21);
      const category = await ana.post('/utoaztecan/api/semantic-category/', { word, words: [text(100, 22)] });
      expect(category.statusCode, category.body).toBe(201);
      const byWord = (await ana.get(`/utoaztecan/api/semantic-category/?word=${encodeURIComponent(word)}`)).json();
      expect(byWord.results.map((c: { word: string }) => c.word)).toEqual([word]);
      const patched = await ana.patch(`/utoaztecan/api/semantic-category/${encodeURIComponent(word)}/`, {
        share: false,
      });
      expect(patched.statusCode, patched.body).toBe(200);

      const setWord = text(200, 23);
      const set = await ana.post('/utoaztecan/api/cognate-set/', { word: setWord });
      expect(set.statusCode, set.body).toBe(201);
      const sets = (
        await ana.get(`/utoaztecan/api/cognate-set/?plain__istartswith=${encodeURIComponent(setWord.slice(0, 5))}`)
      ).json();
      expect(sets.results.map((s: { word: string }) => s.word)).toEqual([setWord]);

      const language = text(100, 24);
      const cognateWord = text(200, 25);
      const cognate = await ana.post('/utoaztecan/api/cognate/', {
        language,
        word: cognateWord,
        definition: text(2000, 26),
      });
      expect(cognate.statusCode, cognate.body).toBe(201);
      const cognates = (await ana.get(`/utoaztecan/api/cognate/?language=${encodeURIComponent(language)}`)).json();
      expect(cognates.results.map((c: { word: string }) => c.word)).toEqual([cognateWord]);

      const loanword = await staff.post('/utoaztecan/api/loanword/', {
        source_language: text(50, 27),
        source_word: text(200, 28),
        target_language: text(50, 29),
        target_word: text(200, 30),
        target_definition: text(2000, 31),
      });
      expect(loanword.statusCode, loanword.body).toBe(201);
      expect((await staff.get(`/utoaztecan/api/loanword/${loanword.json().id}/`)).json()).toMatchObject({
        source_word: text(200, 28),
      });
    },
  );

  it.each(kinds)('stores dictionary words of 200 %s characters, and finds them', async (_, text) => {
    for (const [seed, type] of [
      [41, 'noun'],
      [42, 'tlach1'],
    ] as const) {
      const word = text(200, seed);
      const created = await staff.post('/utoaztecan/api/nahuatl/', {
        word,
        type: text(200, seed + 10),
        definition_english: [text(1000, seed + 20)],
      });
      expect(created.statusCode, created.body).toBe(201);
      const verb = await staff.post('/utoaztecan/api/nahuatl/', { word, type });
      expect(verb.statusCode, verb.body).toBe(201);
      const found = (
        await staff.get(
          `/utoaztecan/api/nahuatl/?plain__istartswith=${encodeURIComponent(foldNahuatl(word).slice(0, 6))}`,
        )
      ).json();
      expect(found.count).toBe(2);
    }
  });

  it.each(kinds)('signs up a user named with 150 %s characters, who signs in again', async (_, text) => {
    const username = text(150, 51);
    const client = new TestClient(t.app);
    await client.signup(username);
    const again = new TestClient(t.app);
    const login = await again.post('/accounts/login/', { username, password: 'correct horse battery' });
    expect(login.statusCode, login.body).toBe(200);
    const wrong = await new TestClient(t.app).post('/accounts/login/', { username: text(150, 52), password: 'wrong' });
    expect(wrong.statusCode, wrong.body).toBe(400);
  });
});
