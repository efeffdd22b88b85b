import { sql, type Kysely } from 'kysely';
import { wordsText } from '../filters';

/**
 * Issue 34: the sentence search also finds the translations, word by word ("duermo",
 * "tortillas"). Each translation's folded words are stored beside it (`wordsText`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['spanish_words', 'english_words']) {
    await db.schema.alterTable('nahuatl_sentence').addColumn(column, 'text', (c) => c.notNull().defaultTo(' ')).execute();
  }
  const rows = await sql<{ id: number; spanish: string; english: string }>`select id, spanish, english from nahuatl_sentence`.execute(db);
  for (const row of rows.rows) {
    await sql`update nahuatl_sentence set spanish_words = ${wordsText(row.spanish)}, english_words = ${wordsText(row.english)} where id = ${row.id}`.execute(db);
  }
}
