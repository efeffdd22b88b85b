import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Issue 34, decision 044: a category's Spanish gloss, the project's translation of its
 * concept (data/cldf/glosses-es.csv), and its folded words between bars for the search
 * (`|todo|todos|`). The server fills both at every start (`fillSpanishGlosses`), so a
 * database made before this migration gets them at its next start.
 */
export async function up(db: Kysely<unknown>, { foldedText }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('semantic_category')
    .addColumn('gloss_es', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('semantic_category')
    .addColumn('gloss_es_plain', foldedText, (c) => c.notNull().defaultTo('|'))
    .execute();
}
