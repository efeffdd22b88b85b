import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { ApiError } from '../../http/errors';
import { saveImportedLoanwords } from '../loanwords/repository';
import { semanticCategoryRepository, TAKEN } from '../semantic-categories/repository';
import { createTestCast, type TestApp, type TestClient } from '../../test/harness';

let t: TestApp, guest: TestClient, ana: TestClient, beto: TestClient, staff: TestClient;
beforeAll(async () => ({ t, guest, ana, beto, staff } = await createTestCast('review')));
afterAll(() => t.close());

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const K = '/utoaztecan/api/cognate/';
const L = '/utoaztecan/api/loanword/';
type Page = { results: Array<Record<string, unknown>> };
const field = (name: string) => (page: Page) => page.results.map((row) => row[name]);
const cognateWords = field('word');
const loanTargets = field('target_word');

describe('the search boxes fold the definitions as they fold what is typed', () => {
  it('finds a cognate by an accented definition with or without its accents, and a Nahuatl macron either way', async () => {
    const song = await ana.post(K, { language: 'Pip', word: 'kwikat', definition: 'canción del niño' });
    expect(song.statusCode, song.body).toBe(201);
    await ana.post(K, { language: 'CNa', word: 'tlāli', definition: 'tierra, tlālli' });
    for (const query of ['canción', 'cancion', 'CANCIÓN', 'niño', 'nino', 'del nin'])
      expect(cognateWords((await guest.get(`${K}?cognate=${encodeURIComponent(query)}`)).json()), query).toEqual([
        'kwikat',
      ]);
    for (const query of ['tlālli', 'tlalli'])
      expect(cognateWords((await guest.get(`${K}?cognate=${encodeURIComponent(query)}`)).json()), query).toEqual([
        'tlāli',
      ]);
    expect((await guest.get(`${K}count/?cognate=cancion`)).json()).toBe(1);
  });

  it('keeps % and _ literal in the definition search', async () => {
    await ana.post(K, { language: 'Pip', word: 'perciento', definition: '100% seguro' });
    await ana.post(K, { language: 'Pip', word: 'raya', definition: 'a_b' });
    expect(cognateWords((await guest.get(`${K}?cognate=${encodeURIComponent('0%')}`)).json())).toEqual(['perciento']);
    expect(cognateWords((await guest.get(`${K}?cognate=${encodeURIComponent('a_b')}`)).json())).toEqual(['raya']);
    expect((await guest.get(`${K}count/?cognate=${encodeURIComponent('%')}`)).json()).toBe(1);
    expect((await guest.get(`${K}count/?cognate=${encodeURIComponent('_')}`)).json()).toBe(1);
  });

  it('finds the new definition after a PATCH, and no longer the old one', async () => {
    const made = (await ana.post(K, { language: 'Pip', word: 'xochit', definition: 'flor' })).json();
    expect((await ana.patch(`${K}${made.id}/`, { definition: 'Pequeña flor' })).statusCode).toBe(200);
    expect(cognateWords((await guest.get(`${K}?cognate=pequena`)).json())).toEqual(['xochit']);
    expect(cognateWords((await guest.get(`${K}?cognate=pequeña`)).json())).toEqual(['xochit']);
    expect((await guest.get(`${K}count/?cognate=flor`)).json()).toBe(1);
    expect((await guest.get(`${K}count/?cognate=floripondio`)).json()).toBe(0);
  });

  it('finds a loanword by either accented definition, written by the API and by the importer', async () => {
    const made = await staff.post(L, {
      source_language: 'SP',
      source_word: 'camisa',
      source_definition: 'camisón de algodón',
      target_language: 'CN',
      target_word: 'kamisah',
      target_definition: 'ropa del niño',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id: owner } = await t.db.kysely
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'review-staff')
      .executeTakeFirstOrThrow();
    await t.db.kysely.transaction().execute((trx) =>
      saveImportedLoanwords(
        trx,
        [
          {
            key: 'csv:review-1',
            values: {
              source_language: 'SP',
              source_word: 'jabón',
              source_definition: 'jabón',
              target_language: 'CN',
              target_word: 'xaboh',
              target_definition: 'lo que lava, según Molina: xābon',
              target_set: '',
              target_set_key_id: null,
              set: null,
              rule_set: '',
              transforms: '',
              share: true,
            },
          },
        ],
        { owner },
      ),
    );
    for (const query of ['algodon', 'algodón', 'niño', 'nino'])
      expect(loanTargets((await guest.get(`${L}?loanword=${encodeURIComponent(query)}`)).json()), query).toEqual([
        'kamisah',
      ]);
    for (const query of ['segun', 'según', 'xabon', 'xābon'])
      expect(loanTargets((await guest.get(`${L}?loanword=${encodeURIComponent(query)}`)).json()), query).toEqual([
        'xaboh',
      ]);
  });
});

describe("a category's set count", () => {
  it('counts the sets the viewer sees: shared ones for a guest and others, the owner’s unshared ones for the owner', async () => {
    const category = (await ana.post(C, { word: 'counted', words: ['counted'] })).json();
    await ana.post(S, { word: '*shared', semantic_category: category.id });
    await ana.post(S, { word: '*private', semantic_category: category.id, share: false });
    await beto.post(S, { word: '*betos', semantic_category: category.id, share: false });
    const gone = (await ana.post(S, { word: '*gone', semantic_category: category.id })).json();
    expect((await ana.delete(`${S}${gone.id}/`)).statusCode).toBe(204);

    const countFor = async (client: TestClient) => {
      const one = (await client.get(`${C}?word=counted`)).json().results[0].set_count;
      const listed = (await client.get(`${C}?words__icontains=counted`)).json().results[0].set_count;
      const sets = (await client.get(`${S}count/?semantic_category=${category.id}`)).json();
      expect(listed).toBe(one);
      expect(sets).toBe(one);
      return one as number;
    };
    expect(await countFor(guest)).toBe(1);
    expect(await countFor(ana)).toBe(2);
    expect(await countFor(beto)).toBe(2);
    expect(await countFor(staff)).toBe(1);
  });
});

describe("a category's word", () => {
  it('cannot be "." or "..", which its address would collapse: a 400 naming the word, nothing made', async () => {
    for (const word of ['.', '..', ' .. ']) {
      const refused = await ana.post(C, { word, words: [] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ word: ['A category cannot be named "." or "..": its word is its address.'] });
    }
    const made = (await ana.post(C, { word: 'dotted', words: [] })).json();
    const renamed = await ana.patch(`${C}${made.id}/`, { word: '..' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ word: ['A category cannot be named "." or "..": its word is its address.'] });
    expect((await ana.get(`${C}?word=dotted`)).json().results[0].id).toBe(made.id);
    expect((await ana.get(`${C}count/?word=..`)).json()).toBe(0);
    expect((await ana.post(C, { word: '...', words: [] })).statusCode).toBe(201);
  });

  it('is unique among live categories even when two POSTs race: one is made, the other is told the word exists', async () => {
    const answers = await Promise.all([
      ana.post(C, { word: 'raced', words: [] }),
      beto.post(C, { word: 'Racéd', words: [] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({
      word: ['A category with this word already exists.'],
    });
    expect((await guest.get(`${C}count/?word=raced`)).json()).toBe(1);
  });

  it('is freed by deleting its category, and a deleted one never blocks it', async () => {
    const first = (await ana.post(C, { word: 'reused', words: [] })).json();
    expect((await ana.delete(`${C}${first.id}/`)).statusCode).toBe(204);
    const second = await beto.post(C, { word: 'reused', words: [] });
    expect(second.statusCode).toBe(201);
    expect((await guest.get(`${C}?word=reused`)).json().results.map((c: { id: number }) => c.id)).toEqual([
      second.json().id,
    ]);
  });
});

describe('a category word taken when the write arrives', () => {
  it('is refused by the unique index itself, past the route’s own check', async () => {
    const owner = Number(
      (
        await t.db.kysely
          .selectFrom('app_user')
          .select('id')
          .where('username', '=', 'review-ana')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect((await ana.post(C, { word: 'indexed', words: [] })).statusCode).toBe(201);
    const categories = semanticCategoryRepository(t.db);
    const refused = await categories.create({ word: 'Indéxed', words: [], share: true }, owner).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body).toEqual({ word: [TAKEN] });
    expect((await guest.get(`${C}count/?word=indexed`)).json()).toBe(1);
  });
});

describe('migration 014 on a database written before it', () => {
  it('folds the stored definitions, renames a live duplicate category word, and then refuses a third', async () => {
    const cast = await createTestCast('mig14');
    try {
      const k = cast.t.db.kysely;
      expect((await cast.ana.post(K, { language: 'Pip', word: 'kwikat', definition: 'canción' })).statusCode).toBe(201);
      const loan = await cast.staff.post(L, {
        source_language: 'SP',
        source_word: 'camisa',
        source_definition: 'camisón',
        target_language: 'CN',
        target_word: 'kamisah',
        target_definition: 'ropa del niño',
      });
      expect(loan.statusCode, loan.body).toBe(201);
      const first = (await cast.ana.post(C, { word: 'twice', words: [] })).json();
      const second = (await cast.beto.post(C, { word: 'once', words: [] })).json();

      // Back to the schema before 014: no folded definitions, no unique index, and (made by a race) one word twice.
      await sql`drop index semantic_category_live_word`.execute(k);
      await sql`alter table cognate drop column definition_plain`.execute(k);
      await sql`alter table loanword drop column source_definition_plain`.execute(k);
      await sql`alter table loanword drop column target_definition_plain`.execute(k);
      await sql`update semantic_category set word = 'Twice', plain = 'twice' where id = ${second.id}`.execute(k);
      await sql`delete from kysely_migration where name = '014-utoaztecan-search'`.execute(k);

      await migrateToLatest(cast.t.db, { allowUnordered: true });

      const words = (url: string, name: string) =>
        cast.guest.get(url).then((r) => r.json().results.map((row: Record<string, unknown>) => row[name]));
      expect(await words(`${K}?cognate=cancion`, 'word')).toEqual(['kwikat']);
      expect(await words(`${L}?loanword=nino`, 'target_word')).toEqual(['kamisah']);
      expect(await words(`${L}?loanword=camison`, 'target_word')).toEqual(['kamisah']);
      // The earlier keeps its word; the later is renamed, and found and saved by its new word.
      const ids = (word: string) =>
        cast.guest
          .get(`${C}?word=${encodeURIComponent(word)}`)
          .then((r) => r.json().results.map((c: { id: number }) => c.id));
      expect(await ids('twice')).toEqual([first.id]);
      expect(await ids(`Twice (${second.id})`)).toEqual([second.id]);
      const saved = await cast.beto.patch(`${C}${encodeURIComponent(`Twice (${second.id})`)}/`, { words: ['two'] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await cast.staff.post(C, { word: 'TWICE', words: [] })).json()).toEqual({ word: [TAKEN] });
    } finally {
      await cast.t.close();
    }
  }, 60_000);
});
