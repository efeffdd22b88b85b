import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Vocabularies (a learner's word lists) and the words in them. */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('vocabulary')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags_plain', 'text', (c) => c.notNull().defaultTo('|'))
    .addColumn('suggestions_raw', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suggestions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('favorite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vocabulary_plain').on('vocabulary').column('plain').execute();
  await db.schema.createIndex('vocabulary_owner').on('vocabulary').column('owner').execute();

  await db.schema
    .createTable('vocabulary_word')
    .addColumn('id', 'integer', id)
    .addColumn('vocabulary', 'integer', (c) => c.notNull().references('vocabulary.id').onDelete('cascade'))
    .addColumn('nahuatl_word', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('vocabulary_word_unique')
    .on('vocabulary_word')
    .columns(['vocabulary', 'nahuatl_word'])
    .unique()
    .execute();
}
