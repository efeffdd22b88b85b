import { sql, type SqlBool, type Transaction } from 'kysely';
import type { WordVariant } from '../../../contract/words';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import type { AnnotationRow, Database, WordRow } from '../../db/tables';
import type { wordsApi } from '../../../contract/words';
import { escapeLike, filterConditions, like, type FilterColumns, type ParsedFilter } from '../../db/filters';
import { formLines, wordValues, WORDS_PER_BATCH, type Conjugated, type WordInput, type WordValues } from './values';

/** Words to write together, with what the engine derived for each when that was done elsewhere. */
export interface WordBatch {
  inputs: WordInput[];
  conjugated?: Conjugated[];
}

/** The filters of GET /utoaztecan/api/nahuatl/ (SPEC.md §7). */
export const WORD_FILTERS: FilterColumns<typeof wordsApi.filters> = {
  plain__istartswith: { column: 'nahuatl_word.plain', folded: true },
  word: { column: 'nahuatl_word.plain', folded: true },
  type: { column: 'nahuatl_word.type' },
};

/** A `search=` prepared for SQL: the folded text, its spelling key, and the words an inflected form matched. */
export interface WordSearch {
  plain: string;
  spelling: string;
  formWordIds: number[];
}

/** A listed word, with its search rank when the list was a search. */
export type RankedWordRow = WordRow & { rank: number | null };

/** Search ranks, strongest first (DESIGN: exact > prefix > inflected form > spelling variant > definition). */
export const SEARCH_RANK = { exact: 0, prefix: 1, form: 2, spelling: 3, definition: 4 } as const;

const COLUMNS = [
  'id',
  'word',
  'plain',
  'spelling',
  'type',
  'past',
  'owned',
  'transitive',
  'variant',
  'definition_spanish',
  'definition_english',
  'definitions_plain',
  'overrides',
  'tenses',
] as const;

/** Reads a stored row back into the input shape (for re-indexing and updates). */
export function wordInputOf(row: WordRow): WordInput {
  return {
    word: row.word,
    type: row.type,
    past: row.past,
    owned: row.owned,
    transitive: row.transitive === null ? null : Boolean(row.transitive),
    variant: row.variant as WordVariant | null,
    definition_spanish: JSON.parse(row.definition_spanish) as string[],
    definition_english: JSON.parse(row.definition_english) as string[],
    overrides: row.overrides ? (JSON.parse(row.overrides) as WordInput['overrides']) : undefined,
  };
}

type Executor = Db['kysely'] | Transaction<Database>;

/**
 * PostgreSQL: a column of values sent as one JSON list, for `rows from (…)` to zip with others
 * into rows. The server parses each list once, where `->>` on a JSON document of rows parses a
 * row again for each column (decision 026).
 */
const jsonColumn = (values: unknown[]) => sql`json_array_elements_text(${JSON.stringify(values)}::json)`;

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
type IndexRows = Array<[number, string | null]>;

/**
 * Rewrites the full-form index of the given words: each id with its lines ({@link formLines});
 * `fresh` words have none to delete.
 */
async function indexForms(
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
const formsChange = (before: Pick<WordRow, 'word' | 'type' | 'past' | 'overrides'>, after: WordValues) =>
  before.word !== after.word ||
  before.type !== after.type ||
  before.past !== after.past ||
  before.overrides !== after.overrides;

/** From this many rows a SQLite import sets aside the row-by-row triggers and rebuilds the text indexes once. */
const BULK_IMPORT_ROWS = 5000;

/** Text that can occur in folded definitions: words of letters and digits between single spaces. */
const DEFINITION_TEXT = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)* ?$/u;

/**
 * `LIKE '% big lar%'` as an FTS5 query: the phrase "big lar" with its last word a prefix
 * (`"big lar"*`), or whole when the text ends in a space (`% see %` is the word see).
 */
const definitionPhrase = (plain: string) => `"${plain.trim()}"${plain.endsWith(' ') ? '' : '*'}`;

/**
 * Drops the triggers on nahuatl_word and word_form (SQLite; DDL is transactional there, so a
 * failed import puts them back) and returns their definitions to create them again.
 */
async function setAsideTriggers(trx: Transaction<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and tbl_name in ('nahuatl_word', 'word_form') order by name`.execute(trx);
  for (const { name } of rows) await sql`drop trigger ${sql.id(name)}`.execute(trx);
  return rows.map((row) => row.sql);
}

/** Whether PostgreSQL holds statistics of the words' spellings (none before the table is first analysed with rows). */
async function hasKeyStatistics(trx: Transaction<Database>): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_stats
    where schemaname = current_schema() and tablename = 'nahuatl_word' and attname = 'plain'`.execute(trx);
  return rows.length > 0;
}

/**
 * The stored input of every word by key when the dictionary holds at most a quarter as many
 * words as a bulk write brings (a new dictionary, or the seed's sample words), else undefined.
 * Read once, it answers each batch's lookup in memory instead of by a statement (decision 028).
 */
async function storedInputsIfFew(
  trx: Transaction<Database>,
  rows: number,
): Promise<Map<string, Pick<WordRow, (typeof STORED_INPUT)[number]>> | undefined> {
  const { n } = await trx
    .selectFrom('nahuatl_word')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) * 4 > rows) return undefined;
  const found = await trx.selectFrom('nahuatl_word').select(STORED_INPUT).execute();
  return new Map(found.map((row) => [keyOf(row), row]));
}

/** Moves the dictionary's data version on, so every instance's read cache starts afresh (decision 017). */
export async function bumpDictionaryVersion(executor: Executor): Promise<void> {
  await sql`update data_version set version = version + 1 where name = 'dictionary'`.execute(executor);
}

const keyOf = (row: { plain: string; type: string }) => `${row.plain}\u0000${row.type}`;

type Column = (typeof COLUMNS)[number];

/** The columns an import writes, in the order of its statements' values: all but the id. */
const UPSERT_COLUMNS = COLUMNS.filter((column): column is Exclude<Column, 'id'> => column !== 'id');
const TRANSITIVE = UPSERT_COLUMNS.indexOf('transitive');

/** The columns computed from the others (and the engine): not compared to tell an unchanged word. */
const DERIVED: readonly Column[] = ['spelling', 'definitions_plain', 'tenses'];

/** What an import compares to tell an unchanged word: the stored input, with the id and natural key. */
const STORED_INPUT = COLUMNS.filter(
  (column): column is Exclude<Column, 'spelling' | 'definitions_plain' | 'tenses'> => !DERIVED.includes(column),
);

/** Whether the stored row holds exactly this input (its derived columns follow from it). */
function isStoredInput(row: Pick<WordRow, (typeof STORED_INPUT)[number]>, input: WordInput): boolean {
  const values = {
    past: input.past === '' ? null : input.past,
    owned: input.owned === '' ? null : input.owned,
    overrides: input.overrides ? JSON.stringify(input.overrides) : null,
  };
  return (
    row.word === input.word &&
    row.past === values.past &&
    row.owned === values.owned &&
    (row.transitive === null ? null : Boolean(row.transitive)) === input.transitive &&
    row.variant === (input.variant ?? null) &&
    row.definition_spanish === JSON.stringify(input.definition_spanish) &&
    row.definition_english === JSON.stringify(input.definition_english) &&
    row.overrides === values.overrides
  );
}

/** All SQL for the dictionary: `nahuatl_word`, its full-form index `word_form`, and `nahuatl_annotation`. */
export function wordRepository(db: Db) {
  const { kysely, dialect } = db;

  /** A word's search rank: the first kind of match that holds (null: none). */
  function rankOf(search: WordSearch) {
    const kinds = matchConditions(search).map(([rank, condition]) => sql`when ${condition} then ${sql.lit(rank)}`);
    return sql<number>`case ${sql.join(kinds, sql` `)} else null end`;
  }

  /**
   * The ids that can match a search, each kind found through its own index (decision 017):
   * the folded word and the spelling key by prefix on their b-tree indexes, inflected forms
   * by id, definitions through the trigram index. The rank above still decides, row by row,
   * whether and how a candidate matches, so the results are exactly those of the scan.
   */
  function candidateIds(search: WordSearch) {
    const sets = [
      sql`select id from nahuatl_word where ${like('plain', `${escapeLike(search.plain)}%`, dialect)}`,
      sql`select id from nahuatl_word where ${like('spelling', `${escapeLike(search.spelling)}%`, dialect)}`,
    ];
    if (search.formWordIds.length > 0)
      sets.push(sql`select id from nahuatl_word where id in (${sql.join(search.formWordIds)})`);
    // Folded definitions hold words of letters and digits between single spaces: other text cannot match them.
    if (DEFINITION_TEXT.test(search.plain)) {
      sets.push(
        dialect === 'postgres'
          ? sql`select id from nahuatl_word where definitions_plain like ${`% ${search.plain}%`}`
          : sql`select rowid as id from word_definition_fts where word_definition_fts match ${definitionPhrase(search.plain)}`,
      );
    }
    return sql.join(sets, sql` union `);
  }

  /**
   * Each kind of match as a condition, strongest first: a word's rank is the first that holds
   * (the `case` of {@link rankOf}). Definitions only when the text can occur in them.
   */
  function matchConditions(search: WordSearch): Array<[number, ReturnType<typeof like>]> {
    const conditions: Array<[number, ReturnType<typeof like>]> = [
      [SEARCH_RANK.exact, sql<SqlBool>`nahuatl_word.plain = ${search.plain}`],
      [SEARCH_RANK.prefix, like('nahuatl_word.plain', `${escapeLike(search.plain)}%`, dialect)],
    ];
    if (search.formWordIds.length > 0)
      conditions.push([SEARCH_RANK.form, sql<SqlBool>`nahuatl_word.id in (${sql.join(search.formWordIds)})`]);
    conditions.push([SEARCH_RANK.spelling, like('nahuatl_word.spelling', `${escapeLike(search.spelling)}%`, dialect)]);
    if (DEFINITION_TEXT.test(search.plain)) {
      const definition = like('nahuatl_word.definitions_plain', `% ${escapeLike(search.plain)}%`, dialect);
      // SQLite's LIKE cannot use an index here: the FTS5 table finds the rows, the LIKE confirms each.
      conditions.push([
        SEARCH_RANK.definition,
        dialect === 'postgres'
          ? definition
          : sql<SqlBool>`(nahuatl_word.id in (${definitionHits(search)}) and ${definition})`,
      ]);
    }
    return conditions;
  }

  const definitionHits = (search: WordSearch) =>
    sql`select rowid from word_definition_fts where word_definition_fts match ${definitionPhrase(search.plain)}`;

  /**
   * Whether SQLite should find a page of definition matches by walking the words in (plain, id)
   * order and keeping those in the FTS5 hits, rather than reading every hit and sorting: when
   * the walk to the page's end is expected to be shorter than the hits (a word in a fifth of the
   * dictionary). PostgreSQL's planner makes this choice itself from its statistics.
   */
  async function walksDefinitions(search: WordSearch, end: number): Promise<boolean> {
    if (dialect !== 'sqlite' || !DEFINITION_TEXT.test(search.plain)) return false;
    const { rows } = await sql<{ hits: number; words: number | null }>`select
      (select count(*) from (${definitionHits(search)})) as hits, (select max(id) from nahuatl_word) as words`.execute(
      kysely,
    );
    const { hits = 0, words = 0 } = rows[0] ?? {};
    return hits > 0 && (end * Number(words)) / hits < hits;
  }

  /**
   * A page of a search, rank by rank (decision 020): each rank's words are those
   * matching its condition and none stronger, walked in (plain, id) order and cut at the end of
   * the page, so a definition word in a fifth of the dictionary reads a few dozen rows of the
   * `(plain, id)` index instead of hashing and sorting 18,000; the planner still takes the
   * trigram index for a rare word. Same rows, ranks and order as the single query.
   */
  function searchPageQuery(
    filters: ParsedFilter[],
    search: WordSearch,
    limit: number,
    offset: number,
    walkDefinitions: boolean,
  ) {
    const conditions = matchConditions(search);
    const ranks = conditions.map(([rank, condition], i) => {
      const walk = walkDefinitions && rank === SEARCH_RANK.definition ? sql`indexed by nahuatl_word_plain_id` : sql``;
      const matching = sql`select id, plain, ${sql.lit(rank)} as rank from nahuatl_word ${walk}
        where ${filterConditions(filters, dialect)} and ${condition}
        ${sql.join(
          conditions.slice(0, i).map(([, stronger]) => sql`and not (${stronger})`),
          sql` `,
        )}`;
      // Prefixes and definitions may walk the (plain, id) index and stop. The other kinds are
      // read from their own index and sorted (`offset 0` keeps the planner from walking): a
      // spelling key mostly repeats the plain prefix, so after "and not" almost nothing is left
      // and a walk would read the whole index to find it.
      const walks = rank === SEARCH_RANK.prefix || rank === SEARCH_RANK.definition || dialect === 'sqlite';
      const page = walks
        ? sql`${matching} order by plain, id limit ${limit + offset}`
        : sql`select id, plain, rank from (${matching} offset 0) kind order by plain, id limit ${limit + offset}`;
      // Wrapped, since SQLite takes no parenthesised member of a union.
      return sql`select id, rank from (${page}) ${sql.raw(`rank${rank}`)}`;
    });
    const columns = sql.join(COLUMNS.map((c) => sql.ref(`nahuatl_word.${c}`)));
    return sql<WordRow & { rank: number }>`select ${columns}, page.rank
      from (${sql.join(ranks, sql` union all `)}) page join nahuatl_word on nahuatl_word.id = page.id
      order by page.rank, nahuatl_word.plain, nahuatl_word.id limit ${limit} offset ${offset}`;
  }

  function listQuery(filters: ParsedFilter[], search: WordSearch | null) {
    let query = kysely.selectFrom('nahuatl_word').where(filterConditions(filters, dialect));
    if (search) {
      query = query
        .where(sql<SqlBool>`nahuatl_word.id in (${candidateIds(search)})`)
        .where(sql<SqlBool>`(${rankOf(search)}) is not null`);
    }
    return query;
  }

  const repository = {
    async count(filters: ParsedFilter[], search: WordSearch | null = null): Promise<number> {
      if (search && filters.length === 0 && dialect === 'postgres') {
        // One bitmap scan of every kind's index ORed together: no union of 20,000 ids to hash.
        const any = sql.join(
          matchConditions(search).map(([, condition]) => condition),
          sql` or `,
        );
        const { rows } = await sql<{ n: number }>`select count(*) as n from nahuatl_word where ${any}`.execute(kysely);
        return Number(rows[0]?.n ?? 0);
      }
      if (search && filters.length === 0) {
        // Each candidate set is exactly its kind of match, so the count is their union's size,
        // read without a row of 20,000 for a common definition word. Counted as disjoint parts
        // (prefix; spelling key but not prefix; …), each from an index, rather than as a union:
        // hashing two sets of 6,800 ids for "tl" cost 6 ms, the parts 2.
        const prefix = like('plain', `${escapeLike(search.plain)}%`, dialect);
        const spelling = like('spelling', `${escapeLike(search.spelling)}%`, dialect);
        const forms = search.formWordIds.length > 0 ? sql`id in (${sql.join(search.formWordIds)})` : null;
        const parts = [
          sql`select count(*) from nahuatl_word where ${prefix}`,
          sql`select count(*) from nahuatl_word where ${spelling} and not ${prefix}`,
        ];
        if (forms) parts.push(sql`select count(*) from nahuatl_word where ${forms} and not ${prefix} and not ${spelling}`);
        if (DEFINITION_TEXT.test(search.plain)) {
          const stronger = sql.join(forms ? [prefix, spelling, forms] : [prefix, spelling], sql` or `);
          parts.push(sql`select count(*) from (${definitionHits(search)}) hits
            where rowid not in (select id from nahuatl_word where ${stronger})`);
        }
        const { rows } = await sql<{ n: number }>`select ${sql.join(
          parts.map((part) => sql`(${part})`),
          sql` + `,
        )} as n`.execute(kysely);
        return Number(rows[0]?.n ?? 0);
      }
      const row = await listQuery(filters, search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of words: by rank when searching, then by folded spelling and id (a stable order). */
    async list(
      filters: ParsedFilter[],
      search: WordSearch | null,
      limit: number,
      offset: number,
    ): Promise<RankedWordRow[]> {
      if (search) {
        const walk = await walksDefinitions(search, limit + offset);
        const { rows } = await searchPageQuery(filters, search, limit, offset, walk).execute(kysely);
        return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
      }
      const rows = await listQuery(filters, null)
        .select(COLUMNS)
        .orderBy('plain')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ ...row, rank: null }));
    },

    /**
     * The words (at most 500, by id) whose full-form index holds one of `keys` on a line
     * (`lookupKeys` of the language core). A key can belong to another form than the one
     * typed, and on SQLite a word whose lines hold the same tokens in another way can be among
     * them too: the caller keeps only the words whose forms the engine makes.
     */
    async formWordIds(keys: string[]): Promise<number[]> {
      if (keys.length === 0) return [];
      const { rows } = await (
        dialect === 'sqlite'
          ? sql<{ id: number }>`select rowid as id from word_form_fts where word_form_fts match ${keys
              .map((key) => `"${key.replaceAll('"', '""')}"`)
              .join(' OR ')} order by rowid limit 500`
          : sql<{ id: number }>`select word_id as id from word_form
              where string_to_array(forms, E'\n') && ${keys}::text[] order by word_id limit 500`
      ).execute(kysely);
      return rows.map((row) => Number(row.id));
    },

    getById(id: number): Promise<WordRow | undefined> {
      return kysely.selectFrom('nahuatl_word').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    getByIds(ids: number[]): Promise<WordRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return kysely.selectFrom('nahuatl_word').select(COLUMNS).where('id', 'in', ids).execute();
    },

    /** Entries spelled `word` once folded (homographs of different types), exact spelling first. */
    async getByWord(word: string): Promise<WordRow[]> {
      const rows = await kysely
        .selectFrom('nahuatl_word')
        .select(COLUMNS)
        .where('plain', '=', foldNahuatl(word))
        .orderBy('id')
        .execute();
      return rows.sort((a, b) => Number(b.word === word) - Number(a.word === word));
    },

    /** The entry with this natural key (folded word and type), if any. */
    getByKey(word: string, type: string): Promise<WordRow | undefined> {
      return kysely
        .selectFrom('nahuatl_word')
        .select(COLUMNS)
        .where('plain', '=', foldNahuatl(word))
        .where('type', '=', type)
        .executeTakeFirst();
    },

    async create(input: WordInput): Promise<WordRow> {
      return kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('nahuatl_word')
          .values(wordValues(input))
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await reindex(trx, dialect, [row]);
        return row;
      });
    },

    /**
     * Changes only the fields given. The row is read and written in one transaction (locked
     * on PostgreSQL), so two editors changing different fields at once both keep theirs.
     */
    async update(id: number, changes: Partial<WordInput>): Promise<WordRow | undefined> {
      return kysely.transaction().execute(async (trx) => {
        let current = trx.selectFrom('nahuatl_word').select(COLUMNS).where('id', '=', id);
        if (dialect === 'postgres') current = current.forUpdate();
        const before = await current.executeTakeFirst();
        if (!before) return undefined;
        const values = wordValues({ ...wordInputOf(before), ...changes });
        const row = await trx
          .updateTable('nahuatl_word')
          .set(values)
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        if (formsChange(before, values)) await reindex(trx, dialect, [row]);
        return row;
      });
    },

    async remove(id: number): Promise<void> {
      await kysely.deleteFrom('nahuatl_word').where('id', '=', id).execute();
    },

    /** {@link upsertBatches} of words at hand: the seed's write path, and a small import's. */
    upsertMany(
      inputs: WordInput[],
      onProgress?: (done: number) => void,
    ): Promise<{ created: number; updated: number }> {
      const batches: WordBatch[] = [];
      for (let i = 0; i < inputs.length; i += WORDS_PER_BATCH)
        batches.push({ inputs: inputs.slice(i, i + WORDS_PER_BATCH) });
      return repository.upsertBatches(batches, { rows: inputs.length, onProgress });
    },

    /**
     * Inserts or updates many words by their natural key in one transaction, and
     * rebuilds their full-form index: every bulk write goes through here. A word whose
     * stored input is already exactly this one is counted as updated but not written; of
     * two inputs with one key, the later wins. The batches may arrive while earlier ones
     * are written (a worker thread reading a file); when their iteration throws, nothing
     * is written and the error is thrown on. `rows` is how many words to expect: from
     * BULK_IMPORT_ROWS on, SQLite's definition index is rebuilt once at the end.
     */
    async upsertBatches(
      batches: Iterable<WordBatch> | AsyncIterable<WordBatch>,
      { rows, onProgress }: { rows: number; onProgress?: (done: number) => void },
    ): Promise<{ created: number; updated: number }> {
      let done = 0;
      let created = 0;
      let updated = 0;
      // A large SQLite import sets aside the row-by-row triggers of nahuatl_word (its definition
      // index's and data_version's) and of word_form (its form index's), and does their work once
      // at the end; DDL is transactional there, so a failed import leaves the triggers and indexes
      // as they were. Rebuilt at the end, the form index costs a third of what it did row by row
      // (decision 030).
      const bulk = dialect === 'sqlite' && rows >= BULK_IMPORT_ROWS;
      let wroteWords = false;
      let wroteForms = false;
      await kysely.transaction().execute(async (trx) => {
        // Words written whose full-form index is still to be written: new ones, and changed ones.
        let unindexed: { fresh: IndexRows; changed: IndexRows } = { fresh: [], changed: [] };
        const writeForms = async ({ fresh, changed }: typeof unindexed) => {
          wroteForms ||= fresh.length + changed.length > 0;
          // On PostgreSQL another writer may have added a word between the read and the upsert
          // (which then updated it): its index row is deleted first. On SQLite a word not read is new.
          await indexForms(trx, dialect, fresh, dialect === 'sqlite');
          await indexForms(trx, dialect, changed);
        };
        // A dictionary small beside this write is read once; a word this write has already
        // written is looked up by statement, as every word is in a larger dictionary.
        const known = rows >= BULK_IMPORT_ROWS ? await storedInputsIfFew(trx, rows) : undefined;
        const written = new Set<string>();
        const analyzeAfterFirst = dialect === 'postgres' && rows >= BULK_IMPORT_ROWS && !(await hasKeyStatistics(trx));
        const triggers = bulk ? await setAsideTriggers(trx) : [];
        for await (const { inputs: slice, conjugated } of batches) {
          // What the engine derives is computed here unless the batch brings it.
          const valuesAt = (index: number) => wordValues(slice[index]!, conjugated?.[index]!.tenses);
          const formsAt = (index: number) => (conjugated ? conjugated[index]!.forms : formLines(slice[index]!));
          // Each key with the index in the slice of its input.
          const batch = new Map<string, number>();
          const plains = new Set<string>();
          slice.forEach((input, index) => {
            const plain = foldNahuatl(input.word);
            const key = keyOf({ plain, type: input.type });
            // The later of two inputs with one key wins; the earlier counts as updated.
            if (batch.delete(key)) updated++;
            batch.set(key, index);
            plains.add(plain);
          });
          const keys = [...batch.keys()];
          const lookup =
            known && !keys.some((key) => written.has(key))
              ? Promise.resolve(keys.flatMap((key) => known.get(key) ?? []))
              : trx.selectFrom('nahuatl_word').select(STORED_INPUT).where('plain', 'in', [...plains]).execute();
          // The previous batch's forms are sent after this batch's lookup, so that PostgreSQL
          // writes them (the costliest statement of a batch) while this thread works out this
          // batch's rows from the lookup. They are awaited before this batch's words are written.
          const indexing = writeForms(unindexed);
          indexing.catch(() => {}); // awaited below, or settled before a failed lookup is thrown
          const found = await lookup.catch(async (error: unknown) => {
            // The transaction's rollback goes straight to its connection: a statement still
            // queued would run after it, outside the transaction.
            await indexing.catch(() => {});
            throw error;
          });
          const existing = new Map(found.map((row) => [keyOf(row), row]));
          // The words to write, with their index lines when those are new or changed: a word
          // whose spelling, class or stored forms are as before keeps its lines (undefined).
          const writes: Array<{ key: string; values: WordValues; forms: string | null | undefined }> = [];
          for (const [key, index] of batch) {
            const before = existing.get(key);
            if (before && isStoredInput(before, slice[index]!)) {
              updated++;
              continue;
            }
            const values = valuesAt(index);
            writes.push({ key, values, forms: !before || formsChange(before, values) ? formsAt(index) : undefined });
          }
          await indexing;
          const ids = await upsertRows(
            trx,
            writes.map((write) => write.values),
            existing,
          );
          const fresh: IndexRows = [];
          const changed: IndexRows = [];
          for (const { key, forms } of writes) {
            if (known) written.add(key);
            const id = ids.get(key)!;
            if (!existing.has(key)) {
              created++;
              fresh.push([id, forms!]);
            } else {
              updated++;
              if (forms !== undefined) changed.push([id, forms]);
            }
          }
          unindexed = { fresh, changed };
          wroteWords ||= writes.length > 0;
          // PostgreSQL plans the lookup of each batch's keys from the table's statistics. Without
          // any (a new dictionary) it scans the whole table for each batch instead of using the key
          // index, 20–80 ms a batch at 100,000 words. Statistics of the first batch (seen only by this
          // transaction until it commits) are enough, since the keys are near unique.
          if (analyzeAfterFirst && done === 0) await sql`analyze nahuatl_word`.execute(trx);
          done += slice.length;
          onProgress?.(done);
        }
        await writeForms(unindexed);
        if (bulk) {
          // Only what was written: a file imported again unchanged rebuilds nothing and keeps the version.
          if (wroteWords) {
            await sql`insert into word_definition_fts (word_definition_fts) values ('rebuild')`.execute(trx);
            await bumpDictionaryVersion(trx);
          }
          if (wroteForms) await sql`insert into word_form_fts (word_form_fts) values ('rebuild')`.execute(trx);
          for (const definition of triggers) await sql.raw(definition).execute(trx);
        }
      });
      return { created, updated };

      /**
       * Inserts the new rows and updates the others (`existing` has their ids), and answers
       * each one's id by its key.
       */
      async function upsertRows(
        trx: Transaction<Database>,
        rows: WordValues[],
        existing: Map<string, { id: number }>,
      ): Promise<Map<string, number>> {
        const ids = new Map<string, number>();
        if (rows.length === 0) return ids;
        const columns = UPSERT_COLUMNS.map((column) => `"${column}"`).join(', ');
        if (db.sqlite) {
          // SQLite: prepared statements run row by row on the transaction's own connection
          // (better-sqlite3 is synchronous). A key read as absent is absent: a write by another
          // connection since the read makes this transaction's first write fail (WAL snapshot).
          // A plain insert is twice as fast as unpacking a JSON batch, and as an upsert with `returning`.
          const insert = db.sqlite.prepare(
            `insert into nahuatl_word (${columns}) values (${UPSERT_COLUMNS.map(() => '?').join(', ')})`,
          );
          const update = db.sqlite.prepare(
            `update nahuatl_word set ${UPSERT_COLUMNS.map((column) => `"${column}" = ?`).join(', ')} where id = ?`,
          );
          for (const row of rows) {
            const values: unknown[] = UPSERT_COLUMNS.map((column) => row[column]);
            values[TRANSITIVE] = row.transitive === null ? null : Number(row.transitive);
            const key = keyOf(row);
            const id = existing.get(key)?.id;
            if (id === undefined) ids.set(key, Number(insert.run(values).lastInsertRowid));
            else {
              update.run([...values, id]);
              ids.set(key, id);
            }
          }
          return ids;
        }
        // PostgreSQL: each column as one JSON list, zipped into rows by `rows from`. One JSON
        // document of rows cost the server three times as much (`->>` parses a row again for
        // each column), and array parameters cost this thread pg's escaping of every value
        // (decision 026). An upsert, since another writer may add the same key meanwhile.
        const lists = UPSERT_COLUMNS.map((column) => jsonColumn(rows.map((row) => row[column])));
        const names = UPSERT_COLUMNS.map((_, n) => `v${n}`);
        const values = UPSERT_COLUMNS.map((column, n) => (column === 'transitive' ? `v${n}::boolean` : `v${n}`));
        const updates = UPSERT_COLUMNS.filter((column) => column !== 'plain' && column !== 'type')
          .map((column) => `"${column}" = excluded."${column}"`)
          .join(', ');
        const { rows: written } = await sql<{
          id: number;
          plain: string;
          type: string;
        }>`insert into nahuatl_word (${sql.raw(columns)})
          select ${sql.raw(values.join(', '))} from rows from (${sql.join(lists)}) as v(${sql.raw(names.join(', '))})
          on conflict (plain, type) do update set ${sql.raw(updates)} returning id, plain, type`.execute(trx);
        for (const row of written) ids.set(keyOf(row), Number(row.id));
        return ids;
      }
    },

    annotationsFor(wordIds: number[]): Promise<AnnotationRow[]> {
      if (wordIds.length === 0) return Promise.resolve([]);
      return kysely
        .selectFrom('nahuatl_annotation')
        .select(['id', 'owner', 'nahuatl', 'definition'])
        .where('nahuatl', 'in', wordIds)
        .orderBy('id')
        .execute();
    },

    findAnnotation(wordId: number, owner: number): Promise<AnnotationRow | undefined> {
      return kysely
        .selectFrom('nahuatl_annotation')
        .select(['id', 'owner', 'nahuatl', 'definition'])
        .where('nahuatl', '=', wordId)
        .where('owner', '=', owner)
        .executeTakeFirst();
    },

    createAnnotation(values: { nahuatl: number; owner: number; definition: string }): Promise<AnnotationRow> {
      return kysely
        .insertInto('nahuatl_annotation')
        .values(values)
        .returning(['id', 'owner', 'nahuatl', 'definition'])
        .executeTakeFirstOrThrow();
    },
  };
  return repository;
}

export type WordRepository = ReturnType<typeof wordRepository>;
