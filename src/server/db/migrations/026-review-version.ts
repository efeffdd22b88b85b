import type { Kysely } from 'kysely';

/**
 * Decision 042, issue 31's scale: a counter per learner that every write to their review deck
 * (cards, answers, settings) moves in its own transaction, so that the due list's answer can
 * be kept until it changes, by any server instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_version')
    .addColumn('owner', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}
