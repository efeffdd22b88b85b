import { sql, type Kysely } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { MigrationContext } from './context';

/** Rows per batch when the migration folds the definitions already stored. */
const BATCH = 500;

/**
 * Uto-Aztecan search and category words (decision 022):
 * - `cognate.definition_plain`, `loanword.source_definition_plain` and
 *   `loanword.target_definition_plain`: the definitions folded as `foldNahuatl` folds the
 *   words (lower case, accents and macrons dropped), so the search boxes, which fold what is
 *   typed, find `canción` by `cancion` and by `canción`. The repositories and both importers
 *   write them with the row; here they are filled for the rows already stored.
 * - A category's word is its identifier (`PATCH {word}/`): a unique index on the folded word
 *   of the live (not deleted) categories, so two simultaneous POSTs of one word cannot both
 *   succeed. A deleted category keeps its word and frees it, as the routes already allow.
 *   Live duplicates made before the index (by such a race) keep their word; the later ones
 *   are renamed `word (id)` so the index can be built, and each stays reachable by its new word.
 */
export async function up(db: Kysely<unknown>, { dialect, foldedText }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('cognate')
    .addColumn('definition_plain', foldedText, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('loanword')
    .addColumn('source_definition_plain', foldedText, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('loanword')
    .addColumn('target_definition_plain', foldedText, (c) => c.notNull().defaultTo(''))
    .execute();
  await foldRows(db, 'cognate', ['definition']);
  await foldRows(db, 'loanword', ['source_definition', 'target_definition']);

  const live = dialect === 'sqlite' ? sql`deleted = 0` : sql`not deleted`;
  const duplicates = await sql<{ id: number; word: string }>`select id, word from semantic_category c
    where ${live} and exists (select 1 from semantic_category d where d.plain = c.plain and d.id < c.id and ${sql.raw(dialect === 'sqlite' ? 'd.deleted = 0' : 'not d.deleted')})
    order by id`.execute(db);
  for (const row of duplicates.rows) {
    const word = `${row.word} (${row.id})`;
    await sql`update semantic_category set word = ${word}, plain = ${foldNahuatl(word)} where id = ${row.id}`.execute(
      db,
    );
  }
  await sql`create unique index semantic_category_live_word on semantic_category (plain) where ${live}`.execute(db);
}

/** Fills `<column>_plain` for every stored row of `table`, a batch at a time in id order. */
async function foldRows(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<
      Record<string, string> & { id: number }
    >`select id, ${sql.join(columns.map((c) => sql.ref(c)))}
      from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const sets = columns.map((c) => sql`${sql.ref(`${c}_plain`)} = ${foldNahuatl(row[c] ?? '')}`);
      await sql`update ${sql.table(table)} set ${sql.join(sets)} where id = ${row.id}`.execute(db);
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}
