import type { Kysely } from 'kysely';
import unhomoglyph from 'unhomoglyph';
import { foldNahuatl } from '../../../nahuatl';

// The skeleton as this migration writes it (the users' `usernameSkeleton` at the time): a
// migration keeps its own, so that the schema does not depend on a resource's code.
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
const usernameSkeleton = (username: string) => skeleton(foldNahuatl(skeleton(username.normalize('NFKC'))));

/**
 * Decision 037. The write limit's counters: one row per user or address and minute, bumped
 * by one upsert per write. Each account's confusable skeleton, unique, so that no new name
 * can look like an existing one; accounts that already look like an older one keep their
 * names (a migration cannot refuse them) and a null skeleton. Failed logins are now counted
 * per username and address pair, which gets its own index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('write_count')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('write_count_pk', ['key', 'minute'])
    .execute();
  await db.schema.createIndex('write_count_minute').on('write_count').column('minute').execute();

  await db.schema.alterTable('app_user').addColumn('username_skeleton', 'text').execute();
  const users: Array<{ id: number; username: string }> = await db.selectFrom('app_user').select(['id', 'username']).orderBy('id').execute();
  const taken = new Set<string>();
  for (const user of users) {
    const key = usernameSkeleton(user.username);
    if (taken.has(key)) continue;
    taken.add(key);
    await db.updateTable('app_user').set({ username_skeleton: key }).where('id', '=', user.id).execute();
  }
  // Both databases let a unique index hold many nulls.
  await db.schema.createIndex('app_user_username_skeleton').on('app_user').column('username_skeleton').unique().execute();

  await db.schema.createIndex('login_failure_pair').on('login_failure').columns(['username_key', 'ip', 'at']).execute();
}
