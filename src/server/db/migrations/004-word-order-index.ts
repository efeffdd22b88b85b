import type { Kysely } from 'kysely';

/**
 * Word lists are ordered by (plain, id). The natural-key index (plain, type) cannot give
 * that order, so a prefix search sorted every match; this index serves the filter and the
 * order together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('nahuatl_word_plain_id').on('nahuatl_word').columns(['plain', 'id']).execute();
}
