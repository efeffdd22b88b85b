import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * The comparative Uto-Aztecan section: the datasets it was imported from (for credits),
 * their sources and languages, semantic categories (concepts), cognate sets (reconstructed
 * words) and cognates (one word of one language). Imported rows carry their dataset and
 * its own id (`key`), so re-imports update rather than duplicate and datasets never clash.
 */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('ua_dataset')
    .addColumn('id', 'integer', id)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('citation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authors', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('ua_source')
    .addColumn('id', 'integer', id)
    .addColumn('dataset', 'integer', (c) => c.notNull().references('ua_dataset.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authors', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bibtex', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ua_source_key').on('ua_source').columns(['dataset', 'key']).unique().execute();

  await db.schema
    .createTable('ua_language')
    .addColumn('id', 'integer', id)
    .addColumn('dataset', 'integer', (c) => c.notNull().references('ua_dataset.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('glottocode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('iso639', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('family', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reconstructed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('in_family', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ua_language_key').on('ua_language').columns(['dataset', 'key']).unique().execute();

  await db.schema
    .createTable('semantic_category')
    .addColumn('id', 'integer', id)
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('words_plain', foldedText, (c) => c.notNull().defaultTo('|'))
    .addColumn('concepticon_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('semantic_category_plain').on('semantic_category').columns(['plain', 'id']).execute();
  await db.schema.createIndex('semantic_category_concepticon').on('semantic_category').column('concepticon_id').execute();

  await db.schema
    .createTable('cognate_set')
    .addColumn('id', 'integer', id)
    .addColumn('set', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reconstructed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('semantic_category', 'integer', (c) => c.references('semantic_category.id').onDelete('set null'))
    .addColumn('transforms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('original_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('collections', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dataset', 'integer', (c) => c.references('ua_dataset.id').onDelete('set null'))
    .addColumn('key', 'text')
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cognate_set_plain').on('cognate_set').columns(['plain', 'id']).execute();
  await db.schema.createIndex('cognate_set_category').on('cognate_set').column('semantic_category').execute();
  await db.schema.createIndex('cognate_set_key').on('cognate_set').columns(['dataset', 'key']).unique().execute();

  await db.schema
    .createTable('cognate')
    .addColumn('id', 'integer', id)
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transforms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reconstructed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('loan', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('set', 'integer', (c) => c.references('cognate_set.id').onDelete('set null'))
    .addColumn('semantic_category', 'integer', (c) => c.references('semantic_category.id').onDelete('set null'))
    .addColumn('dataset', 'integer', (c) => c.references('ua_dataset.id').onDelete('set null'))
    .addColumn('key', 'text')
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cognate_language').on('cognate').columns(['language', 'id']).execute();
  await db.schema.createIndex('cognate_set_id').on('cognate').column('set').execute();
  await db.schema.createIndex('cognate_plain').on('cognate').columns(['plain', 'id']).execute();
  await db.schema.createIndex('cognate_key').on('cognate').columns(['dataset', 'key']).unique().execute();
}
