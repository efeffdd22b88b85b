import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Dictionary words with their full-form index and annotations; example sentences and their words. */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('nahuatl_word')
    .addColumn('id', 'integer', id)
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('spelling', foldedText, (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('past', 'text')
    .addColumn('owned', 'text')
    .addColumn('transitive', 'boolean')
    .addColumn('definition_spanish', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('definition_english', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('definitions_plain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('overrides', 'text')
    .execute();
  // The dictionary's natural key: one entry per folded spelling and type, so imports update rather than duplicate.
  await db.schema.createIndex('nahuatl_word_key').on('nahuatl_word').columns(['plain', 'type']).unique().execute();
  await db.schema.createIndex('nahuatl_word_spelling').on('nahuatl_word').column('spelling').execute();

  await db.schema
    .createTable('word_form')
    .addColumn('word_id', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('form', foldedText, (c) => c.notNull())
    .addColumn('tense', 'text', (c) => c.notNull())
    .addColumn('person', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('word_form_form').on('word_form').column('form').execute();
  await db.schema.createIndex('word_form_word').on('word_form').column('word_id').execute();

  await db.schema
    .createTable('nahuatl_annotation')
    .addColumn('id', 'integer', id)
    .addColumn('nahuatl', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('definition', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nahuatl_annotation_word_owner').on('nahuatl_annotation').columns(['nahuatl', 'owner']).unique().execute();

  await db.schema
    .createTable('nahuatl_sentence')
    .addColumn('id', 'integer', id)
    .addColumn('sentence', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('word', 'integer', (c) => c.references('nahuatl_word.id').onDelete('set null'))
    .addColumn('spanish', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('english', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nahuatl_sentence_plain').on('nahuatl_sentence').column('plain').execute();

  await db.schema
    .createTable('sentence_word')
    .addColumn('id', 'integer', id)
    .addColumn('sentence', 'integer', (c) => c.notNull().references('nahuatl_sentence.id').onDelete('cascade'))
    .addColumn('nahuatl_word', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('tense', 'text')
    .addColumn('person', 'text')
    .execute();
  await db.schema.createIndex('sentence_word_sentence').on('sentence_word').column('sentence').execute();
  await db.schema.createIndex('sentence_word_word').on('sentence_word').column('nahuatl_word').execute();
}
