import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { WordRow } from '../../db/tables';
import { escapeLike, filterConditions, like, type ParsedFilter } from '../../db/filters';
import { modernLetterOrder } from './letter-filters';
import { COLUMNS } from './word-rows';
import { definitionNeedle, FORM_HITS, SEARCH_RANK, type NearHeadword } from '../../../contract/word-search';

/**
 * The dictionary's lists and searches: each kind of match found through its own index, ranked,
 * counted and paged (decisions 017, 020, 028).
 */

/** A `search=` prepared for SQL: the folded text, its spelling key, and the words an inflected form matched. */
export interface WordSearch {
  plain: string;
  spelling: string;
  formWordIds: number[];
}

/** A listed word, with its search rank when the list was a search. */
export type RankedWordRow = WordRow & { rank: number | null };

export { SEARCH_RANK };

/**
 * A definition needle as an FTS5 query: ` big lar` is the phrase "big lar" with its last word a
 * prefix (`"big lar"*`), ` see ` the whole word (`"see"`).
 */
const definitionPhrase = (needle: string) => `"${needle.trim()}"${needle.endsWith(' ') ? '' : '*'}`;

/** The searches, lists and counts of `nahuatl_word` (part of the word repository). */
export function wordSearchQueries(db: Db) {
  const { kysely, dialect } = db;
  return {
    async count(filters: ParsedFilter[], search: WordSearch | null = null): Promise<number> {
      if (search && filters.length === 0)
        return dialect === 'postgres' ? countMatchesAtOnce(db, search) : countMatchesByParts(db, search);
      const row = await listQuery(db, filters, search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A page of words: by rank when searching, then by folded spelling and id (a stable order);
     * a modern letter's words by their modern start first (decision 059).
     */
    async list(
      filters: ParsedFilter[],
      search: WordSearch | null,
      limit: number,
      offset: number,
    ): Promise<RankedWordRow[]> {
      if (search) {
        const walk = await walksDefinitions(db, search, limit + offset);
        const { rows } = await searchPageQuery(db, filters, search, limit, offset, walk).execute(kysely);
        return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
      }
      const modernOrder = modernLetterOrder(filters);
      const ordered = listQuery(db, filters, null).select(COLUMNS);
      const rows = await (modernOrder ? ordered.orderBy(modernOrder) : ordered)
        .orderBy('plain')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ ...row, rank: null }));
    },

    /**
     * The words (at most {@link FORM_HITS}, by id) whose full-form index holds one of `keys` on a line
     * (`lookupKeys` of the language core). A key can belong to another form than the one
     * typed, and on SQLite a word whose lines hold the same tokens in another way can be among
     * them too: the caller keeps only the words whose forms the engine makes.
     */
    async formWordIds(keys: string[], limit: number = FORM_HITS): Promise<number[]> {
      if (keys.length === 0) return [];
      const { rows } = await (
        dialect === 'sqlite'
          ? sql<{ id: number }>`select rowid as id from word_form_fts where word_form_fts match ${keys
              .map((key) => `"${key.replaceAll('"', '""')}"`)
              .join(' OR ')} order by rowid limit ${limit}`
          : // Each key asked of the GIN index on its own: asked all at once, a near miss's hundreds
            // of keys made the planner expect most of the table and test every row's lines (1.8 s).
            sql<{ id: number }>`select id from (select distinct word_id as id from unnest(${keys}::text[]) as key(line)
              cross join lateral (select word_id from word_form where string_to_array(forms, E'\n') && array[key.line]) hit) hits
              order by id limit ${limit}`
      ).execute(kysely);
      return rows.map((row) => Number(row.id));
    },

    /**
     * The words whose spelling key is one of `spellings`, at most `limit` by folded spelling
     * (decision 082): a few hundred probes of the spelling index.
     */
    async nearHeadwords(spellings: string[], limit: number): Promise<NearHeadword[]> {
      if (spellings.length === 0) return [];
      // `offset 0` on PostgreSQL: the spelling index finds the few words, then they are sorted;
      // without it the planner walked the (plain, id) index testing 30,000 rows against the list.
      // SQLite takes the spelling index by itself (and refuses an offset without a limit).
      const fence = dialect === 'postgres' ? sql`offset 0` : sql``;
      const { rows } = await sql<NearHeadword>`select id, word, plain, spelling from (select id, word, plain, spelling
        from nahuatl_word where spelling in (${sql.join(spellings)}) ${fence}) near order by plain, id limit ${limit}`.execute(
        kysely,
      );
      return rows;
    },

    /** The full-form index's lines (keys) of these words. */
    async formKeysOf(ids: number[]): Promise<Map<number, string[]>> {
      if (ids.length === 0) return new Map();
      const rows = await kysely
        .selectFrom('word_form')
        .select(['word_id', 'forms'])
        .where('word_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [Number(row.word_id), row.forms.split('\n')]));
    },
  };
}

/** A word's search rank: the first kind of match that holds (null: none). */
function rankOf(db: Db, search: WordSearch) {
  const kinds = matchConditions(db, search).map(([rank, condition]) => sql`when ${condition} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.join(kinds, sql` `)} else null end`;
}

/**
 * The ids that can match a search, each kind found through its own index (decision 017):
 * the folded word and the spelling key by prefix on their b-tree indexes, inflected forms
 * by id, definitions through the trigram index. The rank above still decides, row by row,
 * whether and how a candidate matches, so the results are exactly those of the scan.
 */
function candidateIds({ dialect }: Db, search: WordSearch) {
  const sets = [
    sql`select id from nahuatl_word where ${like('plain', `${escapeLike(search.plain)}%`, dialect)}`,
    sql`select id from nahuatl_word where ${like('spelling', `${escapeLike(search.spelling)}%`, dialect)}`,
  ];
  if (search.formWordIds.length > 0)
    sets.push(sql`select id from nahuatl_word where id in (${sql.join(search.formWordIds)})`);
  const needle = definitionNeedle(search.plain);
  if (needle !== null) {
    sets.push(
      dialect === 'postgres'
        ? sql`select id from nahuatl_word where definitions_plain like ${`%${needle}%`}`
        : sql`select rowid as id from word_definition_fts where word_definition_fts match ${definitionPhrase(needle)}`,
    );
  }
  return sql.join(sets, sql` union `);
}

/**
 * Each kind of match as a condition, strongest first: a word's rank is the first that holds
 * (the `case` of {@link rankOf}). Definitions only when the text can occur in them.
 */
function matchConditions({ dialect }: Db, search: WordSearch): Array<[number, ReturnType<typeof like>]> {
  const conditions: Array<[number, ReturnType<typeof like>]> = [
    [SEARCH_RANK.exact, sql<SqlBool>`nahuatl_word.plain = ${search.plain}`],
    [SEARCH_RANK.prefix, like('nahuatl_word.plain', `${escapeLike(search.plain)}%`, dialect)],
  ];
  if (search.formWordIds.length > 0)
    conditions.push([SEARCH_RANK.form, sql<SqlBool>`nahuatl_word.id in (${sql.join(search.formWordIds)})`]);
  conditions.push([SEARCH_RANK.spelling, like('nahuatl_word.spelling', `${escapeLike(search.spelling)}%`, dialect)]);
  const needle = definitionNeedle(search.plain);
  if (needle !== null) {
    const definition = definitionLike(dialect, needle);
    // SQLite's LIKE cannot use an index here: the FTS5 table finds the rows, the LIKE confirms each.
    conditions.push([
      SEARCH_RANK.definition,
      dialect === 'postgres'
        ? definition
        : sql<SqlBool>`(nahuatl_word.id in (${definitionHits(needle)}) and ${definition})`,
    ]);
  }
  return conditions;
}

/** Whether a word's folded definitions hold the needle: each row read, no index. */
const definitionLike = (dialect: Db['dialect'], needle: string) =>
  like('nahuatl_word.definitions_plain', `%${escapeLike(needle)}%`, dialect);

const definitionHits = (needle: string) =>
  sql`select rowid from word_definition_fts where word_definition_fts match ${definitionPhrase(needle)}`;

/**
 * Whether SQLite should find a page of definition matches by walking the words in (plain, id)
 * order and keeping those in the FTS5 hits, rather than reading every hit and sorting: when
 * the walk to the page's end is expected to be shorter than the hits (a word in a fifth of the
 * dictionary). PostgreSQL's planner makes this choice itself from its statistics.
 */
async function walksDefinitions({ kysely, dialect }: Db, search: WordSearch, end: number): Promise<boolean> {
  const needle = definitionNeedle(search.plain);
  if (dialect !== 'sqlite' || needle === null) return false;
  // The walk is shorter when hits² > end × words: the hits are counted only that far.
  const { rows: counted } = await sql<{ words: number | null }>`select max(id) as words from nahuatl_word`.execute(
    kysely,
  );
  const enough = Math.floor(Math.sqrt(end * Number(counted[0]?.words ?? 0))) + 1;
  const { rows } = await sql<{
    hits: number;
  }>`select count(*) as hits from (${definitionHits(needle)} limit ${enough})`.execute(kysely);
  return Number(rows[0]?.hits ?? 0) >= enough;
}

/**
 * A page of a search, rank by rank (decision 020): each rank's words are those
 * matching its condition and none stronger, walked in (plain, id) order and cut at the end of
 * the page, so a definition word in a fifth of the dictionary reads a few dozen rows of the
 * `(plain, id)` index instead of hashing and sorting 18,000; the planner still takes the
 * trigram index for a rare word. Same rows, ranks and order as the single query.
 */
function searchPageQuery(
  db: Db,
  filters: ParsedFilter[],
  search: WordSearch,
  limit: number,
  offset: number,
  walkDefinitions: boolean,
) {
  const { dialect } = db;
  const conditions = matchConditions(db, search);
  const ranks = conditions.map(([rank, indexed], i) => {
    // A walk reads each word's definitions as it goes, and stops at the page's end: without the
    // list of every FTS5 hit ("casa": 18,500) that a read from the index needs.
    const walking = walkDefinitions && rank === SEARCH_RANK.definition;
    const walk = walking ? sql`indexed by nahuatl_word_plain_id` : sql``;
    const condition = walking ? definitionLike(dialect, definitionNeedle(search.plain)!) : indexed;
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

function listQuery(db: Db, filters: ParsedFilter[], search: WordSearch | null) {
  const { kysely, dialect } = db;
  let query = kysely.selectFrom('nahuatl_word').where(filterConditions(filters, dialect));
  if (search) {
    query = query
      .where(sql<SqlBool>`nahuatl_word.id in (${candidateIds(db, search)})`)
      .where(sql<SqlBool>`(${rankOf(db, search)}) is not null`);
  }
  return query;
}

/** PostgreSQL: one bitmap scan of every kind's index ORed together: no union of 20,000 ids to hash. */
async function countMatchesAtOnce(db: Db, search: WordSearch): Promise<number> {
  const any = sql.join(
    matchConditions(db, search).map(([, condition]) => condition),
    sql` or `,
  );
  const { rows } = await sql<{ n: number }>`select count(*) as n from nahuatl_word where ${any}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}

/**
 * SQLite: each candidate set is exactly its kind of match, so the count is their union's size,
 * read without a row of 20,000 for a common definition word. Counted as disjoint parts
 * (prefix; spelling key but not prefix; …), each from an index, rather than as a union:
 * hashing two sets of 6,800 ids for "tl" cost 6 ms, the parts 2. The definitions' part: "to"
 * 6.4 ms when each hit was tested against the stronger words, 3.3 read from those words.
 */
async function countMatchesByParts({ kysely, dialect }: Db, search: WordSearch): Promise<number> {
  const prefix = like('plain', `${escapeLike(search.plain)}%`, dialect);
  const spelling = like('spelling', `${escapeLike(search.spelling)}%`, dialect);
  const forms = search.formWordIds.length > 0 ? sql`id in (${sql.join(search.formWordIds)})` : null;
  const parts = [
    sql`select count(*) from nahuatl_word where ${prefix}`,
    sql`select count(*) from nahuatl_word where ${spelling} and not ${prefix}`,
  ];
  if (forms) parts.push(sql`select count(*) from nahuatl_word where ${forms} and not ${prefix} and not ${spelling}`);
  const needle = definitionNeedle(search.plain);
  if (needle !== null) {
    const stronger = sql.join(forms ? [prefix, spelling, forms] : [prefix, spelling], sql` or `);
    // Its hits less the stronger words among them, read from the stronger words' rows: "to" has
    // 35,000 hits and 1,700 stronger words. Only when there are hits: "tl" has 6,800 and none.
    const definition = definitionLike(dialect, needle);
    parts.push(sql`select case when hits.n = 0 then 0 else hits.n - (select count(*) from nahuatl_word
      where (${stronger}) and ${definition}) end from (select count(*) as n from (${definitionHits(needle)})) hits`);
  }
  const { rows } = await sql<{ n: number }>`select ${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` + `,
  )} as n`.execute(kysely);
  return Number(rows[0]?.n ?? 0);
}
