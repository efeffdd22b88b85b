import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tensesFor } from '../../../nahuatl';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { ENGINE_SETTING, engineFingerprint, refreshDerivedData } from './derived';

// The seeded sample dictionary, its derived data then made stale as an older engine would have left it.
const W = '/utoaztecan/api/nahuatl/';
let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
});
afterAll(() => t.close());

const setting = async () =>
  (await t.db.kysely.selectFrom('app_setting').select('value').where('key', '=', ENGINE_SETTING).executeTakeFirst())
    ?.value;

async function cochi() {
  const body = (await guest.get(`${W}?word=cochi`)).json();
  return body.results[0] as { id: number; tenses: unknown };
}

describe("the dictionary's derived data and the engine that computed it", () => {
  it('records the running engine when the database is prepared', async () => {
    expect(engineFingerprint()).toMatch(/^\d+\.[0-9a-f]{16}$/);
    expect(await setting()).toBe(engineFingerprint());
    expect(await refreshDerivedData(t.db)).toBeNull();
  });

  it('recomputes tense tables, forms and spelling keys left by another engine, and the reads show them at once', async () => {
    const word = await cochi();
    const engine = tensesFor({ word: 'cochi', type: 'tlach2', past: 'cochqui', transitive: false });
    expect(word.tenses).toEqual(engine);
    expect((await guest.get(`${W}?search=nicochizquia`)).json().results[0].match.kind).toBe('form');
    const words = (await guest.get(`${W}count/`)).json();

    // What an older engine could have stored: another table, other forms, another spelling key.
    await sql`update nahuatl_word set tenses = ${JSON.stringify({ present: ['old'] })}, spelling = 'zzz' where id = ${word.id}`.execute(
      t.db.kysely,
    );
    await sql`delete from word_form where word_id = ${word.id}`.execute(t.db.kysely);
    await sql`update app_setting set value = '0.0000000000000000' where key = ${ENGINE_SETTING}`.execute(t.db.kysely);
    expect((await cochi()).tenses).toEqual({ present: ['old'] });
    expect((await guest.get(`${W}?search=nicochizquia`)).json().count).toBe(0);

    const messages: string[] = [];
    expect(await refreshDerivedData(t.db, (message) => messages.push(message))).toBe(words);
    expect(messages).toEqual([expect.stringContaining(`recomputing the tense tables and forms of ${words} words`)]);
    expect(await setting()).toBe(engineFingerprint());
    expect((await cochi()).tenses).toEqual(engine);
    const found = (await guest.get(`${W}?search=nicochizquia`)).json();
    expect(found.results[0]).toMatchObject({ word: 'cochi', match: { kind: 'form', tense: 'conditional' } });
    expect((await guest.get(`${W}?search=kochi`)).json().results.map((w: { word: string }) => w.word)).toContain(
      'cochi',
    );
    expect(await refreshDerivedData(t.db)).toBeNull();
  });

  it('recomputes a dictionary that never recorded its engine (stored before decision 020)', async () => {
    const forms = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('word_form')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await forms();
    expect(before).toBeGreaterThan(0);
    const engine = (await cochi()).tenses;
    // Stale data that only a recomputation puts right: an old table, and forms missing from the index.
    const word = await cochi();
    await sql`update nahuatl_word set tenses = ${JSON.stringify({ present: ['old'] })} where id = ${word.id}`.execute(
      t.db.kysely,
    );
    await sql`delete from word_form where word_id = ${word.id}`.execute(t.db.kysely);
    await sql`delete from app_setting where key = ${ENGINE_SETTING}`.execute(t.db.kysely);
    expect(await refreshDerivedData(t.db)).toBeGreaterThan(0);
    expect(await setting()).toBe(engineFingerprint());
    expect(await forms()).toBe(before);
    expect((await cochi()).tenses).toEqual(engine);
    expect((await guest.get(`${W}?search=nicochizquia`)).json().results[0].word).toBe('cochi');
  });
});
