import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../db/settings';
import { createTestApp, staffClient, TestClient, type TestApp } from '../../test/harness';
import { ENGINE_SETTING, refreshDerivedData } from './derived';
import { wordRepository } from './repository';
import type { WordInput } from './values';

// A noun's possessed forms and plurals found by search (Nāhuatlahtolli lessons 3, 8, 9; decision 056).
const W = '/utoaztecan/api/nahuatl/';
const noun = (word: string, owned: string | null, english: string): WordInput => ({
  word,
  type: 'noun',
  past: null,
  owned,
  transitive: null,
  definition_spanish: [],
  definition_english: [english],
});
const calli = noun('calli', 'ical', 'house');
const chichi = noun('chichi', 'ichichi', 'dog');
const cihuatl = noun('cihuātl', 'icihuāuh', 'woman');
const tonatiuh = noun('tōnatiuh', null, 'sun');

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
  guest = new TestClient(t.app);
  await wordRepository(t.db).upsertMany([calli, chichi, cihuatl, tonatiuh]);
}, 60_000);
afterAll(() => t.close());

interface Match {
  kind: string;
  form: string | null;
  tense: string | null;
  person: string | null;
  noun?: string | null;
  description: string | null;
}

const matched = async (search: string) =>
  (await guest.get(`${W}?search=${encodeURIComponent(search)}`))
    .json()
    .results.filter((w: { match: Match }) => w.match.kind === 'form')
    .map((w: { word: string; match: Match }) => [w.word, w.match.form, w.match.noun, w.match.person]);

describe('possessed nouns and plurals found by search', () => {
  it('finds a possessed form and names it in the dictionary’s spelling (lesson 8)', async () => {
    expect(await matched('nocal')).toEqual([['calli', 'nocal', 'possessed', '1-S']]);
    expect(await matched('mochichi')).toEqual([['chichi', 'mochichi', 'possessed', '2-S']]);
    expect(await matched('ical')).toEqual([['calli', 'ical', 'possessed', '3-S']]);
    const body = (await guest.get(`${W}?search=nocihuāuh`)).json();
    expect(body.results[0]).toMatchObject({
      word: 'cihuātl',
      match: { kind: 'form', form: 'nocihuāuh', tense: null, person: '1-S', noun: 'possessed', description: 'possessed · I' },
    });
  });

  it('finds possessed plurals and the plural (lessons 8, 9 and 3)', async () => {
    expect(await matched('tochichihuan')).toEqual([['chichi', 'tochichihuan', 'possessedPlural', '1-P']]);
    expect(await matched('inmocihuahuan')).toEqual([['cihuātl', 'inmocihuāhuan', 'possessedPlural', '2-P']]);
    expect(await matched('chichimeh')).toEqual([['chichi', 'chichimeh', 'plural', null]]);
  });

  it.each([
    ['nokal', 'nocal'],
    ['nosiwaw', 'nocihuāuh'],
    ['inmosiwawan', 'inmocihuāhuan'],
    ['chichimej', 'chichimeh'],
    ['chichime', 'chichimeh'],
  ])('finds %s (the modern alphabet, the saltillo as j or left out) as %s', async (modern, dictionary) => {
    const expected = await matched(dictionary);
    expect(expected).toHaveLength(1);
    expect(await matched(modern)).toEqual(expected);
  });

  it('makes no forms for a noun without a stored owned form, and keeps a changed owned form current', async () => {
    expect(await matched('notōnatiuh')).toEqual([]);
    const words = wordRepository(t.db);
    const row = (await words.getByKey('tōnatiuh', 'noun'))!;
    const staff = await staffClient(t);
    expect((await staff.patch(`${W}${row.id}/`, { owned: 'itōnal' })).statusCode).toBe(200);
    expect(await matched('notōnal')).toEqual([['tōnatiuh', 'notōnal', 'possessed', '1-S']]);
    expect((await staff.patch(`${W}${row.id}/`, { owned: null })).statusCode).toBe(200);
    expect(await matched('notōnal')).toEqual([]);
  });

  it('indexes the nouns of a dictionary written by an older engine at the next start (ENGINE_VERSION)', async () => {
    await t.db.kysely.deleteFrom('word_form').execute();
    await writeSetting(t.db.kysely, ENGINE_SETTING, 'an engine before decision 056');
    expect(await matched('nocal')).toEqual([]);
    expect(await refreshDerivedData(t.db)).toBe(4);
    expect(await matched('nocal')).toEqual([['calli', 'nocal', 'possessed', '1-S']]);
  });
});
