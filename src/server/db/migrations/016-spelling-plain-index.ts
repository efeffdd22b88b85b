import type { Kysely } from 'kysely';

/**
 * A search ranks a word matched by its spelling key only when its folded spelling did not
 * already match by prefix (`spelling like 'tl%' and not plain like 'tl%'`). On the index of
 * the spelling alone each of the thousands of keys a short search finds cost a read of its
 * row for `plain`: 15–20 ms for "tl" on the 100,000-word bench dictionary. With `plain` in
 * the index the check reads the index alone (1–3 ms); the index still serves the spelling
 * prefix lookups it served before, so it replaces that one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('nahuatl_word_spelling').execute();
  await db.schema.createIndex('nahuatl_word_spelling_plain').on('nahuatl_word').columns(['spelling', 'plain']).execute();
}
