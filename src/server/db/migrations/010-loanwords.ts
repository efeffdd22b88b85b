import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Loanwords (SPEC.md §3): a word of one language (the target) borrowed from a word of
 * another (the source), with the cognate sets they belong to. Imported rows carry a `key`
 * (from a CSV file or a CLDF dataset), so importing the same data again updates them.
 */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('loanword')
    .addColumn('id', 'integer', id)
    .addColumn('source_language', 'text', (c) => c.notNull())
    .addColumn('source_word', 'text', (c) => c.notNull())
    .addColumn('source_definition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_language', 'text', (c) => c.notNull())
    .addColumn('target_word', 'text', (c) => c.notNull())
    .addColumn('target_definition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_set', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_set_key_id', 'integer', (c) => c.references('cognate_set.id').onDelete('set null'))
    .addColumn('set', 'integer', (c) => c.references('cognate_set.id').onDelete('set null'))
    .addColumn('rule_set', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transforms', 'text', (c) => c.notNull().defaultTo(''))
    // Both words folded, for `plain__istartswith` (either word) and the search.
    .addColumn('source_plain', foldedText, (c) => c.notNull())
    .addColumn('target_plain', foldedText, (c) => c.notNull())
    .addColumn('dataset', 'integer', (c) => c.references('ua_dataset.id').onDelete('set null'))
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loanword_languages')
    .on('loanword')
    .columns(['source_language', 'target_language', 'id'])
    .execute();
  await db.schema.createIndex('loanword_target').on('loanword').columns(['target_language', 'id']).execute();
  await db.schema.createIndex('loanword_source_plain').on('loanword').columns(['source_plain', 'id']).execute();
  await db.schema.createIndex('loanword_target_plain').on('loanword').columns(['target_plain', 'id']).execute();
  await db.schema.createIndex('loanword_set').on('loanword').column('set').execute();
}
