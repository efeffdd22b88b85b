import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { tensesFor, type DictionaryVerb } from '../../../nahuatl';
import type { MigrationContext } from './context';

/** Rows per batch when the migration fills the tense tables of an existing dictionary. */
const BATCH = 2000;

/**
 * Read speed (issue 14, decision 017):
 * - `nahuatl_word.tenses`: each word's tense table as JSON (`null` JSON for words without one),
 *   computed when the word is written instead of on every read; filled here for the words
 *   already stored. SQL NULL means "not computed yet" and the presenter computes it then.
 * - A text-search index on the folded definitions that finds `definitions_plain LIKE '% word%'`
 *   without reading every row: an FTS5 table of their words (prefix queries) kept in step by
 *   triggers on SQLite, a pg_trgm GIN index on PostgreSQL, which answers that LIKE itself
 *   (the extension is created here; the README says what the server needs).
 * - `data_version`: one row per cached collection, bumped by triggers on every write to the
 *   dictionary and its annotations (cascades included), which every app instance's read
 *   cache compares before answering from memory.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('nahuatl_word').addColumn('tenses', 'text').execute();
  await fillTenses(db, dialect);

  await db.schema
    .createTable('data_version')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  // The epoch tells apart two databases (or a restored one) whose counters happen to agree, so an ETag never outlives its data.
  await sql`insert into data_version (name, epoch, version) values ('dictionary', ${randomBytes(6).toString('hex')}, 1)`.execute(
    db,
  );

  if (dialect === 'sqlite') {
    // Folded definitions are words of letters and digits between single spaces: unicode61 splits them
    // exactly there (diacritics kept, as folding already chose them); prefixes of 1–3 letters are indexed.
    await sql`create virtual table word_definition_fts using fts5(
      definitions_plain, content='nahuatl_word', content_rowid='id',
      tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`.execute(db);
    await sql`insert into word_definition_fts (word_definition_fts) values ('rebuild')`.execute(db);
    await sql`create trigger nahuatl_word_fts_insert after insert on nahuatl_word begin
      insert into word_definition_fts (rowid, definitions_plain) values (new.id, new.definitions_plain);
    end`.execute(db);
    await sql`create trigger nahuatl_word_fts_delete after delete on nahuatl_word begin
      insert into word_definition_fts (word_definition_fts, rowid, definitions_plain) values ('delete', old.id, old.definitions_plain);
    end`.execute(db);
    await sql`create trigger nahuatl_word_fts_update after update of definitions_plain on nahuatl_word begin
      insert into word_definition_fts (word_definition_fts, rowid, definitions_plain) values ('delete', old.id, old.definitions_plain);
      insert into word_definition_fts (rowid, definitions_plain) values (new.id, new.definitions_plain);
    end`.execute(db);
    for (const table of ['nahuatl_word', 'nahuatl_annotation']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin
          update data_version set version = version + 1 where name = 'dictionary';
        end`.execute(db);
      }
    }
  } else {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index nahuatl_word_definitions_trigram on nahuatl_word using gin (definitions_plain gin_trgm_ops)`.execute(
      db,
    );
    await sql`create function bump_dictionary_version() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1 where name = 'dictionary';
        return null;
      end $$`.execute(db);
    for (const table of ['nahuatl_word', 'nahuatl_annotation']) {
      await sql`create trigger ${sql.raw(`${table}_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_dictionary_version()`.execute(db);
    }
  }
}

interface StoredWord {
  id: number;
  word: string;
  type: string;
  past: string | null;
  owned: string | null;
  transitive: boolean | number | null;
  overrides: string | null;
}

/** Computes the tense table of every stored word, in id order and batches. */
async function fillTenses(db: Kysely<unknown>, dialect: MigrationContext['dialect']): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<StoredWord>`select id, word, type, past, owned, transitive, overrides from nahuatl_word
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.map((row) => [row.id, JSON.stringify(tensesFor(verbOf(row)))]);
    const json = JSON.stringify(values);
    await (
      dialect === 'sqlite'
        ? sql`update nahuatl_word set tenses = v.tenses from (
          select value ->> 0 as id, value ->> 1 as tenses from json_each(${json})) v where nahuatl_word.id = v.id`
        : sql`update nahuatl_word set tenses = v.tenses from (
          select (e ->> 0)::int as id, e ->> 1 as tenses from json_array_elements(${json}::json) e) v where nahuatl_word.id = v.id`
    ).execute(db);
    after = rows[rows.length - 1]!.id;
  }
}

function verbOf(row: StoredWord): DictionaryVerb {
  return {
    word: row.word,
    type: row.type,
    past: row.past,
    transitive: row.transitive === null ? null : Boolean(row.transitive),
    overrides: row.overrides ? (JSON.parse(row.overrides) as DictionaryVerb['overrides']) : undefined,
  };
}
