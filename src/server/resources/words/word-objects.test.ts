import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conjugateAll, type ObjectPrefix } from '../../../nahuatl';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';
import type { WordInput } from './values';

// The word detail call's `?object=` (decision 053), and search by either spelling of qui + i.
const W = '/utoaztecan/api/nahuatl/';
const blank = { definition_spanish: [] as string[], definition_english: [] as string[], owned: null };
const CUA: WordInput = { ...blank, word: 'cuā', type: 'tlach4', past: 'cuahqui', transitive: true };
const TOCA: WordInput = { ...blank, word: 'tōca', type: 'tlach2', past: 'tōcqui', transitive: true };
const AHCI: WordInput = { ...blank, word: 'ahci', type: 'tlach1', past: 'ahcic', transitive: null };
const COCHI: WordInput = { ...blank, word: 'cochi', type: 'tlach2', past: 'cochqui', transitive: false };
const CALLI: WordInput = { ...blank, word: 'calli', type: 'noun', past: null, transitive: null };
const TLAPANA: WordInput = { ...blank, word: 'tlapāna', type: 'tlach', past: null, transitive: null };
const ITTA: WordInput = { ...blank, word: 'itta', type: 'tlach1', past: 'ittac', transitive: true };
const ILLIA: WordInput = { ...blank, word: 'illia', type: 'tlach3', past: 'illih', transitive: true };

let t: TestApp;
let guest: TestClient;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
  guest = new TestClient(t.app);
  const words = [CUA, TOCA, AHCI, COCHI, CALLI, TLAPANA, ITTA, ILLIA];
  await wordRepository(t.db).upsertMany(words);
  for (const { word } of words) {
    ids.set(word, (await guest.get(`${W}?word=${encodeURIComponent(word)}`)).json().results[0].id);
  }
}, 60_000);
afterAll(() => t.close());

const detail = (word: string, query = '') => guest.get(`${W}${ids.get(word)}/${query}`);
const tensesOf = async (word: string, query: string) => {
  const response = await detail(word, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tenses;
};

describe('the word detail call with ?object=', () => {
  // One cell per object, as GRAMMAR.md §2 lists cuā's present with other objects (with mītz as lesson 13 spells it).
  it.each([
    ['nech', 2, 'nēchcuā'],
    ['mitz', 0, 'nimītzcuā'],
    ['qui', 0, 'niccuā'],
    ['tech', 2, 'tēchcuā'],
    ['mech', 0, 'nimēchcuā'],
    ['quin', 0, 'niquincuā'],
    ['mo', 0, 'nimocuā'],
    ['te', 0, 'nitēcuā'],
    ['tla', 0, 'nitlacuā'],
  ] as const)('conjugates every tense of cuā with %s', async (object, person, form) => {
    const tenses = await tensesOf('cuā', `?object=${object}`);
    expect(tenses.present[person]).toBe(form);
    expect(tenses).toEqual(conjugateAll(CUA, (object === 'qui' ? '' : object) as ObjectPrefix));
    expect(Object.keys(tenses)).toEqual(['present', 'past', 'future', 'imperfect', 'conditional', 'imperative']);
  });

  it('leaves the same-person cells out, and gives the default table for qui', async () => {
    expect((await tensesOf('cuā', '?object=nech')).present[0]).toBeNull();
    expect(await tensesOf('cuā', '?object=qui')).toEqual(await tensesOf('cuā', ''));
  });

  it('gives tōca its object, as lesson 15 conjugates it', async () => {
    expect((await tensesOf('tōca', '')).past).toEqual([
      'nictōcqui',
      'tictōcqui',
      'quitōcqui',
      'tictōcqueh',
      'inquitōcqueh',
      'quitōcqueh',
    ]);
    expect((await tensesOf('tōca', '?object=mitz')).past[0]).toBe('nimītztōcqui');
  });

  it('conjugates a verb used both ways without an object by default, and with one when asked', async () => {
    expect((await tensesOf('ahci', '')).present[0]).toBe('niahci');
    expect((await tensesOf('ahci', '?object=qui')).present[2]).toBe('quiahci');
  });

  it.each(['xyz', '', 'MITZ', 'mītz', 'c', 'none'])('refuses object=%j with a 400 naming the field', async (value) => {
    const response = await detail('cuā', `?object=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ object: ['Must be one of nech, mitz, qui, tech, mech, quin, mo, te, tla.'] });
  });

  it('refuses two objects at once', async () => {
    const response = await detail('cuā', '?object=mitz&object=nech');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['object']);
  });

  it.each(['cochi', 'calli', 'tlapāna'])(
    'refuses an object on %s, which takes none, and answers it without one',
    async (word) => {
      const response = await detail(word, '?object=mitz');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ object: ['Only a verb that takes an object can be conjugated with one.'] });
      expect((await detail(word)).statusCode).toBe(200);
    },
  );

  it('says it in Spanish to a Spanish reader', async () => {
    const response = await guest.request('GET', `${W}${ids.get('cochi')}/?object=mitz`, undefined, {
      'accept-language': 'es-MX',
    });
    expect(response.json()).toEqual({ object: ['Solo un verbo que lleva objeto se puede conjugar con uno.'] });
  });

  it('answers 404 for an unknown word with a good object, and 400 for a bad one first', async () => {
    expect((await guest.get(`${W}999999/?object=mitz`)).statusCode).toBe(404);
    expect((await guest.get(`${W}999999/?object=xyz`)).statusCode).toBe(400);
  });
});

describe('search by either spelling of qui + i (decision 053)', () => {
  const found = async (search: string) =>
    (await guest.get(`${W}?search=${encodeURIComponent(search)}`))
      .json()
      .results.map((word: { word: string; match: { form: string; tense: string; person: string } }) => [
        word.word,
        word.match.form,
        word.match.tense,
        word.match.person,
      ]);

  it.each([
    ['quiitta', 'itta', 'quiitta', 'present'], // lesson 13
    ['quitta', 'itta', 'quiitta', 'present'], // lesson 31
    ['quiillih', 'illia', 'quiillih', 'past'],
    ['quillih', 'illia', 'quiillih', 'past'], // lesson 16
    ['quilliyaya', 'illia', 'quiilliyaya', 'imperfect'], // lesson 28
  ])('finds %s as %s, naming the printed form', async (typed, word, form, tense) => {
    expect(await found(typed)).toEqual([[word, form, tense, '3-S']]);
  });
});
