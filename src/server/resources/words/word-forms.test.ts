import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedForms, indexKeys } from '../../../nahuatl';
import { migrateToLatest } from '../../db/migrate';
import { writeSetting } from '../../db/settings';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { ENGINE_SETTING, refreshDerivedData } from './derived';
import { wordRepository } from './repository';
import type { WordInput } from './values';

// The full-form index as one row of lines per verb (migration 015, decision 023): what a
// search by inflected form finds, and what deleting or changing a word does to it.
const W = '/utoaztecan/api/nahuatl/';
const blank = { definition_spanish: [] as string[], owned: null, transitive: null };
const cochi: WordInput = { ...blank, word: 'cochi', type: 'tlach2', past: 'cochqui', definition_english: ['to sleep'] };
const choca: WordInput = { ...blank, word: 'chōca', type: 'tlach1', past: 'chocac', definition_english: ['to cry'] };
const cualli: WordInput = { ...blank, word: 'cualli', type: 'adjective', past: null, definition_english: ['good'] };
const itta: WordInput = { ...blank, word: 'itta', type: 'tlach1', past: 'ittac', transitive: true, definition_english: ['to see'] };

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
  guest = new TestClient(t.app);
  await wordRepository(t.db).upsertMany([cochi, choca, cualli, itta]);
}, 60_000);
afterAll(() => t.close());

const found = async (search: string) =>
  (await guest.get(`${W}?search=${encodeURIComponent(search)}`))
    .json()
    .results.map((w: { word: string; match: { kind: string; tense: string | null; person: string | null } }) => [
      w.word,
      w.match.kind,
      w.match.tense,
      w.match.person,
    ]);

describe('the full-form index', () => {
  it('holds one row per verb with the key of each indexed form on its own line, and none for other words', async () => {
    const rows = await t.db.kysely
      .selectFrom('word_form')
      .innerJoin('nahuatl_word', 'nahuatl_word.id', 'word_form.word_id')
      .select(['nahuatl_word.word', 'word_form.forms'])
      .orderBy('nahuatl_word.word')
      .execute();
    expect(rows.map((row) => row.word)).toEqual(['chōca', 'cochi', 'itta']);
    const lines = rows[1]!.forms.split('\n');
    expect(lines).toEqual(indexKeys(cochi));
    expect(lines).toContain('kochiskia'); // nicochizquia, ticochizquia, cochizquia: one key (decisions 028, 052)
    expect(lines).not.toContain('nikochiskia');
  });

  it('finds a verb by a form of several words, a form with an object taken out, and says which cell', async () => {
    expect(await found('nicochizquia')).toEqual([['cochi', 'form', 'conditional', '1-S']]);
    expect(await found('ma nicochi')).toContainEqual(['cochi', 'form', expect.any(String), '1-S']);
    expect(await found('nichocayaya')).toEqual([['chōca', 'form', 'imperfect', '1-S']]);
    // Tokens of a form in another order, or a part of a form, are not that form.
    expect(await found('nicochi ma')).toEqual([]);
    expect(await found('zquia')).toEqual([]);
  });

  it('forgets a word that is deleted, and the old forms of a word whose spelling changes', async () => {
    const words = wordRepository(t.db);
    const row = (await words.getByKey('chōca', 'tlach1'))!;
    await words.update(row.id, { word: 'choquiz', type: 'noun', past: null });
    expect(await found('nichocayaya')).toEqual([]);
    await words.update(row.id, { word: 'chōca', type: 'tlach1', past: 'chocac' });
    expect(await found('nichocayaya')).toEqual([['chōca', 'form', 'imperfect', '1-S']]);
    await words.remove(row.id);
    expect(await found('nichocayaya')).toEqual([]);
    const left = await t.db.kysely.selectFrom('word_form').select('word_id').execute();
    expect(left).toHaveLength(2); // cochi's and itta's
    if (t.db.dialect === 'sqlite') {
      // The FTS5 index agrees with its table row for row.
      await sql`insert into word_form_fts (word_form_fts) values ('integrity-check')`.execute(t.db.kysely);
    }
    await words.upsertMany([choca]);
  });
});

describe('a form in either alphabet (decision 052)', () => {
  const matched = async (search: string) =>
    (await guest.get(`${W}?search=${encodeURIComponent(search)}`))
      .json()
      .results.filter((w: { match: { kind: string } }) => w.match.kind === 'form')
      .map((w: { word: string; match: { form: string; tense: string; person: string; object: string | null } }) => [
        w.word,
        w.match.form,
        w.match.tense,
        w.match.person,
        w.match.object,
      ]);

  it.each([
    ['nikochi', 'nicochi'],
    ['tikochi', 'ticochi'],
    ['nikitta', 'niquitta'],
    ['kiitta', 'quiitta'],
    ['nimitsitta', 'nimitzitta'],
  ])('finds %s as %s does, and names the form in the dictionary’s spelling', async (modern, dictionary) => {
    const expected = await matched(dictionary);
    expect(expected).toHaveLength(1);
    expect(await matched(modern)).toEqual(expected);
  });

  it('says which form matched, with its macrons, object and cell', async () => {
    expect(await matched('nikochi')).toEqual([['cochi', 'nicochi', 'present', '1-S', null]]);
    expect(await matched('kiitta')).toEqual([['itta', 'quiitta', 'present', '3-S', '']]);
    expect(await matched('nimitsitta')).toEqual([['itta', 'nimītzitta', 'present', '1-S', 'mitz']]);
    // With the saltillo written j, or left out, the closest cell: 1-P, then 2-S.
    expect(await matched('tikochij')).toEqual([['cochi', 'ticochih', 'present', '1-P', null]]);
    expect(await matched('tikochi')).toEqual([['cochi', 'ticochi', 'present', '2-S', null]]);
    expect(await matched('nichokayaya')).toEqual([['chōca', 'nichōcayaya', 'imperfect', '1-S', null]]);
  });
});

describe('migration 015 on a dictionary indexed one row per form', () => {
  it('carries every form over, and a search by form still finds its verb and cell', async () => {
    const app = await createTestApp({ SEED: 'false' });
    try {
      const words = wordRepository(app.db);
      await words.upsertMany([cochi, choca, cualli]);
      const k = app.db.kysely;
      // Back to the schema of migration 002: one row per form, with its tense and person.
      if (app.db.dialect === 'sqlite') {
        for (const name of ['word_form_fts_insert', 'word_form_fts_delete', 'word_form_fts_update']) {
          await sql`drop trigger ${sql.id(name)}`.execute(k);
        }
        await sql`drop table word_form_fts`.execute(k);
      }
      await sql`drop table word_form`.execute(k);
      await sql`create table word_form (word_id integer not null references nahuatl_word (id) on delete cascade,
        form text not null, tense text not null, person integer not null)`.execute(k);
      for (const verb of [cochi, choca]) {
        const id = (await words.getByKey(verb.word, verb.type))!.id;
        for (const f of indexedForms(verb)) {
          await sql`insert into word_form (word_id, form, tense, person) values (${id}, ${f.form}, ${f.tense}, ${f.person})`.execute(
            k,
          );
        }
      }
      await sql`delete from kysely_migration where name = '015-word-forms-per-word'`.execute(k);

      // Later migrations have run: 015 is replayed out of order, as on a database that missed it.
      await migrateToLatest(app.db, { allowUnordered: true });

      const rows = await k.selectFrom('word_form').select(['word_id', 'forms']).orderBy('word_id').execute();
      expect(rows.map((row) => new Set(row.forms.split('\n')))).toEqual(
        [cochi, choca].map((verb) => new Set(indexedForms(verb).map((f) => f.form))),
      );
      // Whole forms, as 015 wrote them: a dictionary of that time was indexed by an older engine,
      // whose fingerprint has the index rewritten as keys at the next start (decision 028).
      await writeSetting(k, ENGINE_SETTING, 'an engine before decision 028');
      expect(await refreshDerivedData(app.db)).toBe(3);
      const rewritten = await k.selectFrom('word_form').select('forms').orderBy('word_id').execute();
      expect(rewritten.map((row) => row.forms.split('\n'))).toEqual([cochi, choca].map(indexKeys));
      const client = new TestClient(app.app);
      const search = async (text: string) =>
        (await client.get(`${W}?search=${text}`))
          .json()
          .results.map((w: { word: string; match: { tense: string } }) => [w.word, w.match.tense]);
      expect(await search('nicochizquia')).toEqual([['cochi', 'conditional']]);
      expect(await search('nichocayaya')).toEqual([['chōca', 'imperfect']]);
      // Written after the migration: the new row is indexed too.
      await words.upsertMany([
        { ...blank, word: 'ahci', type: 'tlach2', past: 'ahcic', definition_english: ['to arrive'] },
      ]);
      expect(await search('nahciz')).toEqual([['ahci', 'future']]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
