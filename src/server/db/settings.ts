import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db, Dialect } from './database';
import type { Database } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A value kept in `app_setting`, or undefined. With `lockOn` set to PostgreSQL inside a
 * transaction, the row stays locked until it ends (SQLite's write lock already serialises).
 */
export async function readSetting(executor: Executor, key: string, lockOn?: Dialect): Promise<string | undefined> {
  let query = executor.selectFrom('app_setting').select('value').where('key', '=', key);
  if (lockOn === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.value;
}

/** Creates the setting with `value` unless it exists (then nothing changes). */
export async function createSetting(executor: Executor, key: string, value: string): Promise<void> {
  await executor
    .insertInto('app_setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Sets an existing setting's value. */
export async function writeSetting(executor: Executor, key: string, value: string): Promise<void> {
  await executor.updateTable('app_setting').set({ value }).where('key', '=', key).execute();
}

/**
 * The secret that signs session cookies. A configured SESSION_SECRET wins; otherwise one
 * is generated on first start and kept in the database, so it lives with the data it
 * protects and survives restarts (and is shared by every instance on one database).
 */
export async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const key = 'session_secret';
  const existing = await readSetting(db.kysely, key);
  if (existing !== undefined) return existing;
  // Two instances starting at once: the first insert wins and both read it back.
  await createSetting(db.kysely, key, randomBytes(48).toString('base64url'));
  return (await readSetting(db.kysely, key))!;
}
