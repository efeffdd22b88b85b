import type { Kysely } from 'kysely';

/**
 * Decision 041. The language a blog entry, a vocabulary or a pattern is written in: `es` or
 * `en` (the contract checks the value). Everything written before is English, the language
 * the app had; the seed then adds the sample content's Spanish twins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blog_entry', 'vocabulary', 'pattern']) {
    await db.schema.alterTable(table).addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  }
}
