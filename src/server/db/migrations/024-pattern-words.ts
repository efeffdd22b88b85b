import { sql, type Kysely } from 'kysely';
import { wordsText } from '../filters';

/**
 * Issue 34: a pattern search finds any word of the name or the description, not only a
 * prefix of the name. Each text's folded words are stored beside it (`wordsText`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pattern').addColumn('name_words', 'text', (c) => c.notNull().defaultTo(' ')).execute();
  await db.schema.alterTable('pattern').addColumn('description_words', 'text', (c) => c.notNull().defaultTo(' ')).execute();
  const rows = await sql<{ id: number; name: string; description: string }>`select id, name, description from pattern`.execute(db);
  for (const row of rows.rows) {
    await sql`update pattern set name_words = ${wordsText(row.name)}, description_words = ${wordsText(row.description)} where id = ${row.id}`.execute(db);
  }
}
