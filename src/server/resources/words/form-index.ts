import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WordRow } from '../../db/tables';
import { formLines, type WordValues } from './values';
import { wordInputOf, type Executor } from './word-rows';

/**
 * What a word's writes keep in step with it: its derived columns, its lines in the full-form
 * index `word_form` (decision 028), and the dictionary's data version (decision 017).
 */

/**
 * PostgreSQL: a column of values sent as one JSON list, for `rows from (…)` to zip with others
 * into rows. The server parses each list once, where `->>` on a JSON document of rows parses a
 * row again for each column (decision 026).
 */
export const jsonColumn = (values: unknown[]) => sql`json_array_elements_text(${JSON.stringify(values)}::json)`;

/**
 * Inserts index rows 5,000 at a time as JSON (one document of rows on SQLite, one list a
 * column on PostgreSQL): far cheaper than thousands of bound parameters for a large import.
 */
async function insertForms(executor: Executor, dialect: Db['dialect'], rows: Array<[number, string]>): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const slice = rows.slice(i, i + 5000);
    await (
      dialect === 'sqlite'
        ? sql`insert into word_form (word_id, forms) select value ->> 0, value ->> 1 from json_each(${JSON.stringify(slice)})`
        : sql`insert into word_form (word_id, forms)
            select id::int, forms from rows from (${jsonColumn(slice.map(([id]) => id))},
              ${jsonColumn(slice.map(([, forms]) => forms))}) as v(id, forms)`
    ).execute(executor);
  }
}

/**
 * Writes the derived columns of these words (folded spelling, spelling key, folded
 * definitions, tense table) where they differ from what is stored, in one statement: each
 * write also updates the definition index, so an unchanged row is left alone.
 */
export async function updateDerived(
  executor: Executor,
  dialect: Db['dialect'],
  rows: Array<{ id: number } & Pick<WordRow, 'plain' | 'spelling' | 'definitions_plain' | 'tenses'>>,
): Promise<void> {
  const json = JSON.stringify(rows.map((row) => [row.id, row.plain, row.spelling, row.definitions_plain, row.tenses]));
  await (
    dialect === 'sqlite'
      ? sql`update nahuatl_word set plain = v.plain, spelling = v.spelling, definitions_plain = v.definitions_plain, tenses = v.tenses
          from (select value ->> 0 as id, value ->> 1 as plain, value ->> 2 as spelling, value ->> 3 as definitions_plain,
            value ->> 4 as tenses from json_each(${json})) v
          where nahuatl_word.id = v.id and (nahuatl_word.plain is not v.plain or nahuatl_word.spelling is not v.spelling
            or nahuatl_word.definitions_plain is not v.definitions_plain or nahuatl_word.tenses is not v.tenses)`
      : sql`update nahuatl_word set plain = v.plain, spelling = v.spelling, definitions_plain = v.definitions_plain, tenses = v.tenses
          from (select (e ->> 0)::int as id, e ->> 1 as plain, e ->> 2 as spelling, e ->> 3 as definitions_plain,
            e ->> 4 as tenses from json_array_elements(${json}::json) e) v
          where nahuatl_word.id = v.id and (nahuatl_word.plain is distinct from v.plain
            or nahuatl_word.spelling is distinct from v.spelling
            or nahuatl_word.definitions_plain is distinct from v.definitions_plain
            or nahuatl_word.tenses is distinct from v.tenses)`
  ).execute(executor);
}

/** Rewrites the full-form index of the given words from their stored rows. */
export function reindex(executor: Executor, dialect: Db['dialect'], rows: WordRow[], fresh = false): Promise<void> {
  return indexForms(
    executor,
    dialect,
    rows.map((row): [number, string | null] => [row.id, formLines(wordInputOf(row))]),
    fresh,
  );
}

/** Words' ids with their full-form index lines ({@link formLines}; null: none). */
export type IndexRows = Array<[number, string | null]>;

/**
 * Rewrites the full-form index of the given words: each id with its lines ({@link formLines});
 * `fresh` words have none to delete.
 */
export async function indexForms(
  executor: Executor,
  dialect: Db['dialect'],
  words: IndexRows,
  fresh = false,
): Promise<void> {
  if (words.length === 0) return;
  if (!fresh) {
    for (let i = 0; i < words.length; i += 500) {
      await executor
        .deleteFrom('word_form')
        .where(
          'word_id',
          'in',
          words.slice(i, i + 500).map(([id]) => id),
        )
        .execute();
    }
  }
  await insertForms(
    executor,
    dialect,
    words.filter((word): word is [number, string] => word[1] !== null),
  );
}

/** Whether a change to a word changes its forms (definitions and transitivity do not). */
export const formsChange = (
  before: Pick<WordRow, 'word' | 'type' | 'past' | 'owned' | 'overrides'>,
  after: WordValues,
) =>
  before.word !== after.word ||
  before.type !== after.type ||
  before.past !== after.past ||
  // A noun's possessed forms are built on its owned form (decision 056).
  before.owned !== after.owned ||
  before.overrides !== after.overrides;


/** SQLite's two FTS5 indexes of the dictionary: its definitions' words and its full-form keys. */
const TEXT_INDEXES = ['word_definition_fts', 'word_form_fts'] as const;

/**
 * SQLite: merges each FTS5 index of the dictionary into one segment where it has several. A
 * term is looked up in every segment, and a near miss looks up a thousand (decision 085): after
 * an import of 100,000 words the full-form index had six segments, and one near miss cost 3.4
 * to 20 ms; in one segment, 1 to 6. A rebuild leaves several segments and each word written
 * later adds one (FTS5 merges them only now and then), so a large import and every start merge
 * them; 0.2 s for 100,000 words, nothing when there is one. PostgreSQL's indexes need nothing.
 */
export async function optimizeTextIndexes(executor: Executor, dialect: Db['dialect']): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const index of TEXT_INDEXES) {
    const { rows } = await sql<{
      segments: number;
    }>`select count(distinct segid) as segments from ${sql.table(`${index}_idx`)}`.execute(executor);
    if (Number(rows[0]?.segments ?? 0) > 1)
      await sql`insert into ${sql.table(index)} (${sql.ref(index)}) values ('optimize')`.execute(executor);
  }
}
