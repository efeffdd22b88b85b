import type { Kysely } from 'kysely';

/** Issue 47, decision 071: where a vocabulary's words come from (a book, a course, a teacher); '' when unsaid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vocabulary').addColumn('source', 'text', (c) => c.notNull().defaultTo('')).execute();
}
