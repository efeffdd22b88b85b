import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * A sentence's folded text (`nahuatl_sentence.plain`) was in a PostgreSQL B-tree, whose entries
 * hold at most 2,704 bytes: the API accepts 2,000 characters, and 1,000 CJK characters are
 * 3,000 bytes (a Hangul syllable folds to three letters of three bytes each), so such a
 * sentence could not be stored (a 500). Its one query, `sentence__icontains`, is
 * `plain LIKE '%…%'`, which a B-tree never answered; a pg_trgm GIN index of the text does
 * (for three characters and more), and its entries are trigrams, of any text's length.
 * Every other B-tree on user text holds at most 200 characters (1,800 bytes folded, stored
 * compressed), under the limit (decision 035). SQLite's B-trees have no such limit: its
 * index stays.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index nahuatl_sentence_plain`.execute(db);
  await sql`create index nahuatl_sentence_plain_trigram on nahuatl_sentence using gin (plain gin_trgm_ops)`.execute(db);
}
