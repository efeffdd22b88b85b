import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';
import type { WordInput } from './values';

// Verbs used both with and without an object (issue 50, decision 081): lesson 15 conjugates tōca
// with its object (nictōcqui), lessons 11, 18 and 22 without one (nitōcaz, nitōca, tōcah).
const W = '/utoaztecan/api/nahuatl/';
const blank = { definition_spanish: [] as string[], definition_english: [] as string[], owned: null };
const TOCA: WordInput = { ...blank, word: 'tōca', type: 'tlach2', past: 'tōcqui', transitive: true, ambitransitive: true };
const CUA: WordInput = { ...blank, word: 'cuā', type: 'tlach4', past: 'cuahqui', transitive: true };

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
  guest = new TestClient(t.app);
  await wordRepository(t.db).upsertMany([TOCA, CUA]);
}, 60_000);
afterAll(() => t.close());

const search = async (text: string) => {
  const response = await guest.get(`${W}?search=${encodeURIComponent(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as Array<{ word: string; match: { form: string; object: string | null } }>).map(
    ({ word, match }) => [word, match.form, match.object],
  );
};

describe('a verb used both ways', () => {
  it('says so, and its table shows the object first', async () => {
    const [toca] = (await guest.get(`${W}?word=${encodeURIComponent('tōca')}`)).json().results;
    expect(toca).toMatchObject({ transitive: true, ambitransitive: true });
    expect(toca.tenses.present[0]).toBe('nictōca');
    const [cua] = (await guest.get(`${W}?word=${encodeURIComponent('cuā')}`)).json().results;
    expect(cua).toMatchObject({ transitive: true, ambitransitive: false });
  });

  it('is found by its forms without an object, as the course prints them', async () => {
    expect(await search('nitōca')).toEqual([['tōca', 'nitōca', null]]);
    expect(await search('nitokaz')).toEqual([['tōca', 'nitōcaz', null]]);
    expect(await search('tōcah')).toEqual([['tōca', 'tōcah', null]]);
  });

  it('and with one', async () => {
    expect(await search('nictōcqui')).toEqual([['tōca', 'nictōcqui', '']]);
  });

  it('a transitive verb not used both ways still has no form without an object', async () => {
    expect(await search('nicuāz')).toEqual([]);
  });

  it('an import that drops the flag takes the object-less forms away', async () => {
    await wordRepository(t.db).upsertMany([{ ...TOCA, ambitransitive: false }]);
    expect(await search('nitōca')).toEqual([]);
    const [toca] = (await guest.get(`${W}?word=${encodeURIComponent('tōca')}`)).json().results;
    expect(toca.ambitransitive).toBe(false);
    await wordRepository(t.db).upsertMany([TOCA]);
    expect(await search('nitōca')).toEqual([['tōca', 'nitōca', null]]);
  });
});
