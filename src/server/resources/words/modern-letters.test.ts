import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldNahuatl, MODERN_LETTERS, spellIn } from '../../../nahuatl';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

// Browsing the dictionary by the letters of the modern alphabet (decision 059), on the seeded sample.
let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
});
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';
type Listed = { word: string; plain: string };

/** Every word of a query, following the pages. */
async function allOf(query: string): Promise<Listed[]> {
  const words: Listed[] = [];
  for (let url: string | null = `${W}?${query}&page_size=100`; url;) {
    const body: { results: Listed[]; next: string | null } = (
      await guest.get(url.replace(/^https?:\/\/[^/]+/, ''))
    ).json();
    words.push(...body.results);
    url = body.next;
  }
  return words;
}

/** The modern letter a word starts with, read from its modern spelling (the longest letter first). */
const modernLetter = (word: string) => {
  const modern = foldNahuatl(spellIn('sep', word));
  return [...MODERN_LETTERS].sort((a, b) => b.length - a.length).find((letter) => modern.startsWith(letter));
};

describe('browsing by a letter of the modern alphabet', () => {
  it('lists exactly the words whose modern spelling starts with the letter, every word under one letter', async () => {
    const everyWord = await allOf('');
    let listed = 0;
    for (const letter of MODERN_LETTERS) {
      const words = await allOf(`modern_letter=${letter}`);
      expect(words.length, letter).toBeGreaterThan(0);
      expect(words.map((w) => w.word).sort(), letter).toEqual(
        everyWord
          .filter((w) => modernLetter(w.word) === letter)
          .map((w) => w.word)
          .sort(),
      );
      expect((await guest.get(`${W}count/?modern_letter=${letter}`)).json()).toBe(words.length);
      listed += words.length;
    }
    expect(listed).toBe(everyWord.length);
  });

  it('gives k the dictionary’s c, qu and cu, s its z and soft c, u its hu and ts its tz, in the modern order', async () => {
    const k = await allOf('modern_letter=K');
    const kStarts = new Set(k.map((w) => w.plain.replace(/^(qu|cu|chu|c).*/, '$1')));
    expect([...kStarts].sort()).toEqual(['c', 'cu', 'qu']);
    expect(k.map((w) => w.word)).toEqual(expect.arrayContaining(['calli', 'quena', 'cuīca']));
    // By the modern start: ka, ke, ki, ko, ku (the dictionary's order would put que after cu).
    const kPrefixes = k.map((w) => foldNahuatl(spellIn('sep', w.word)).slice(0, 2));
    expect(kPrefixes).toEqual([...kPrefixes].sort());
    const s = await allOf('modern_letter=s');
    expect(new Set(s.map((w) => w.plain.slice(0, w.plain.startsWith('z') ? 1 : 2)))).toEqual(
      new Set(['ce', 'ci', 'z']),
    );
    const sPrefixes = s.map((w) => foldNahuatl(spellIn('sep', w.word)).slice(0, 2));
    expect(sPrefixes).toEqual([...sPrefixes].sort());
    expect((await allOf('modern_letter=u')).every((w) => w.plain.startsWith('hu'))).toBe(true);
    expect((await allOf('modern_letter=ts')).every((w) => w.plain.startsWith('tz'))).toBe(true);
    const t = await allOf('modern_letter=t');
    for (const w of t) expect(w.plain).toMatch(/^t(?![lz])/);
  });

  it('answers 400 naming the field for a letter the modern alphabet does not have, and for a blank one', async () => {
    const message = 'Must be one of a, ch, e, i, k, m, n, o, p, s, t, tl, ts, u, x, y.';
    for (const bad of ['qu', 'c', 'z', 'hu', 'b', '%', 'k%25']) {
      const response = await guest.get(`${W}?modern_letter=${encodeURIComponent(bad)}`);
      expect([response.statusCode, response.json()], bad).toEqual([400, { modern_letter: [message] }]);
      expect((await guest.get(`${W}count/?modern_letter=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    const blank = await guest.get(`${W}?modern_letter=`);
    expect([blank.statusCode, Object.keys(blank.json())]).toEqual([400, ['modern_letter']]);
    const spanish = await guest.request('GET', `${W}?modern_letter=qu`, undefined, { 'accept-language': 'es-MX' });
    expect(spanish.json()).toEqual({
      modern_letter: ['Debe ser uno de estos: a, ch, e, i, k, m, n, o, p, s, t, tl, ts, u, x, y.'],
    });
  });
});
