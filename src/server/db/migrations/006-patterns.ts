import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Patterns of the question-and-response game; their structured fields are JSON text. */
export async function up(db: Kysely<unknown>, { id, foldedText, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('pattern')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plain', foldedText, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('variables', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('words', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('substitutions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mapping', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('templates', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('pattern_vocabulary', 'integer', (c) => c.references('vocabulary.id').onDelete('set null'))
    .addColumn('share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('owner', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pattern_plain').on('pattern').columns(['plain', 'id']).execute();
  await db.schema.createIndex('pattern_owner').on('pattern').column('owner').execute();
}
