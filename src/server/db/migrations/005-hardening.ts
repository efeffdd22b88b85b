import { sql, type Kysely } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';

// The key as this migration wrote it (the users repository's `usernameKey` at the time): a
// migration keeps its own, so that the schema does not depend on a resource's code.
const usernameKey = (username: string) => foldNahuatl(username.normalize('NFKC'));

/**
 * A word is in a sentence once: the check before the insert could be raced, so the
 * database now says so too (duplicates a race left behind are dropped, oldest kept).
 * Usernames are re-keyed with NFKC, so look-alike accounts can no longer be created;
 * an existing pair that would collide keeps its old key rather than fail the migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from sentence_word where id not in (
    select min(id) from sentence_word group by sentence, nahuatl_word)`.execute(db);
  await db.schema.createIndex('sentence_word_once').on('sentence_word').columns(['sentence', 'nahuatl_word']).unique().execute();

  const users: Array<{ id: number; username: string; username_key: string }> = await db
    .selectFrom('app_user')
    .select(['id', 'username', 'username_key'])
    .orderBy('id')
    .execute();
  const taken = new Set(users.map((user) => user.username_key));
  for (const user of users) {
    const key = usernameKey(user.username);
    if (key === user.username_key || taken.has(key)) continue;
    taken.add(key);
    await db.updateTable('app_user').set({ username: user.username.normalize('NFKC'), username_key: key }).where('id', '=', user.id).execute();
  }
}
