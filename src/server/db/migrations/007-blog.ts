import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Blog entries (written by staff, Markdown rendered on save) and the dictionary words each teaches. */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('blog_entry')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags_plain', 'text', (c) => c.notNull().defaultTo('|'))
    .addColumn('content_raw', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('preview_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_entry_plain').on('blog_entry').columns(['plain', 'id']).execute();
  await db.schema.createIndex('blog_entry_created').on('blog_entry').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('entry_word')
    .addColumn('id', 'integer', id)
    .addColumn('entry', 'integer', (c) => c.notNull().references('blog_entry.id').onDelete('cascade'))
    .addColumn('nahuatl_word', 'integer', (c) => c.notNull().references('nahuatl_word.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('entry_word_once').on('entry_word').columns(['entry', 'nahuatl_word']).unique().execute();
}
