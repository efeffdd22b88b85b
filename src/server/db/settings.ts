import { randomBytes } from 'node:crypto';
import type { Db } from './database';

/**
 * The secret that signs session cookies. A configured SESSION_SECRET wins; otherwise one
 * is generated on first start and kept in the database, so it lives with the data it
 * protects and survives restarts (and is shared by every instance on one database).
 */
export async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const key = 'session_secret';
  const existing = await db.kysely.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  await db.kysely
    .insertInto('app_setting')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.kysely.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return stored.value;
}
