import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
});
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';
const search = async (text: string) => (await guest.get(`${W}?search=${encodeURIComponent(text)}`)).json();

describe('a search that finds nothing (decision 082)', () => {
  it('suggests the form one letter away first: nikwa is niccuā (nikkwa), a form of cuā', async () => {
    const body = await search('nikwa');
    expect(body).toMatchObject({ count: 0, results: [] });
    expect(body.suggestions[0]).toMatchObject({ word: 'cuā', form: 'niccuā' });
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('suggests a headword one letter away, in either spelling typed', async () => {
    for (const typed of ['cochii', 'kochu']) {
      expect((await search(typed)).suggestions).toEqual([expect.objectContaining({ word: 'cochi', form: null })]);
    }
    // A letter left out comes before a letter changed: cohi is cochi before colli. (kali, once
    // the example here, is now calli itself: the school spelling writes one l, decision 080.)
    expect((await search('cohi')).suggestions.map((s: { word: string }) => s.word).slice(0, 2)).toEqual(['cochi', 'colli']);
    expect((await search('kali')).results.map((word: { word: string }) => word.word)).toContain('calli');
  });

  it('suggests nothing when something was found, for a text too short, or for nothing near', async () => {
    expect((await search('calli')).suggestions).toEqual([]);
    expect((await search('xq')).suggestions).toEqual([]);
    expect((await search('zzzzzz')).suggestions).toEqual([]);
    // A list without a search has no suggestions at all.
    expect((await guest.get(`${W}?plain__istartswith=zzz`)).json()).not.toHaveProperty('suggestions');
  });
});
