import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Decision 054. `word_change`: for each word written or removed, the dictionary's version
 * (`data_version`) its last change made, so the offline export (`export/?since=`) sends a
 * device only the words changed since its copy and the ids removed since (a removed word
 * keeps its row here; no foreign key). Kept by the triggers that bump the version, in the
 * same transaction: on SQLite each row trigger bumps, then records the new version; on
 * PostgreSQL statement triggers (one per event, for their transition tables) record the
 * version the statement's bump reached, holding its row lock, so a change never carries a
 * version a device could already hold. An annotation's change is its word's change.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('word_change')
    .addColumn('word_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('word_change_version').on('word_change').column('version').execute();
  // The words already stored, at the version they are at: every device's first copy is whole anyway.
  await sql`insert into word_change (word_id, version)
    select id, (select version from data_version where name = 'dictionary') from nahuatl_word`.execute(db);
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);
}

/** The word a row of each table changes, as `new`/`old` name it in a trigger. */
const WORD_OF = { nahuatl_word: 'id', nahuatl_annotation: 'nahuatl' } as const;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of Object.entries(WORD_OF)) {
    for (const event of ['insert', 'update', 'delete']) {
      const row = event === 'delete' ? 'old' : 'new';
      const name = sql.raw(`${table}_version_${event}`);
      await sql`drop trigger ${name}`.execute(db);
      await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)} begin
        update data_version set version = version + 1 where name = 'dictionary';
        insert or replace into word_change (word_id, version)
          values (${sql.raw(`${row}.${column}`)}, (select version from data_version where name = 'dictionary'));
      end`.execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of Object.entries(WORD_OF)) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      const fn = sql.raw(`record_${table}_${event}`);
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          insert into word_change (word_id, version)
            select distinct ${sql.raw(column)}, (select version from data_version where name = 'dictionary') from changed
            on conflict (word_id) do update set version = excluded.version;
          return null;
        end $$`.execute(db);
      // Named after `<table>_version`, so it runs after the bump (same-event triggers run in name order).
      await sql`create trigger ${sql.raw(`${table}_version_record_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed for each statement execute function ${fn}()`.execute(db);
    }
  }
}
