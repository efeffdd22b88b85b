import type { Kysely } from 'kysely';

/**
 * Verbs used both with and without an object (issue 50, decision 081):
 * `nahuatl_word.ambitransitive`, false unless the dictionary says so. `transitive` keeps saying
 * which way the verb's table shows first. The sample's verbs are written again by the seed's
 * upsert, and the engine version (raised with this) recomputes their tables and forms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('nahuatl_word')
    .addColumn('ambitransitive', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}
