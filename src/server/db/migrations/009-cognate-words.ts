import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Cognates linked to the Nahuatl dictionary words they correspond to (the third kind of word link). */
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('cognate_word')
    .addColumn('id', 'integer', id)
    .addColumn('cognate', 'integer', (c) => c.notNull().references('cognate.id').onDelete('cascade'))
    .addColumn('nahuatl_word', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('cognate_word_once').on('cognate_word').columns(['cognate', 'nahuatl_word']).unique().execute();
  await db.schema.createIndex('cognate_word_word').on('cognate_word').column('nahuatl_word').execute();
}
