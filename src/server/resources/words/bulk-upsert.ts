import { sql, type Transaction } from 'kysely';
import type SQLite from 'better-sqlite3';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { bumpDictionaryVersion } from '../../db/read-cache';
import type { Database, WordRow } from '../../db/tables';
import {
  formsChange,
  indexForms,
  jsonColumn,
  optimizeTextIndexes,
  type IndexRows,
} from './form-index';
import { formLines, wordValues, WORDS_PER_BATCH, type Conjugated, type WordInput, type WordValues } from './values';
import { COLUMNS, keyOf, type Column } from './word-rows';

/**
 * The dictionary's bulk writes (the seed, imports): words upserted by their natural key in one
 * transaction, batch by batch as they arrive, unchanged words left unwritten (decisions 023,
 * 025, 026, 028, 030).
 */

/** Words to write together, with what the engine derived for each when that was done elsewhere. */
export interface WordBatch {
  inputs: WordInput[];
  conjugated?: Conjugated[];
}

/** From this many rows a SQLite import sets aside the row-by-row triggers and rebuilds the text indexes once. */
const BULK_IMPORT_ROWS = 5000;

/** The columns an import writes, in the order of its statements' values: all but the id. */
const UPSERT_COLUMNS = COLUMNS.filter((column): column is Exclude<Column, 'id'> => column !== 'id');
const TRANSITIVE = UPSERT_COLUMNS.indexOf('transitive');
const AMBITRANSITIVE = UPSERT_COLUMNS.indexOf('ambitransitive');

/** The columns computed from the others (and the engine): not compared to tell an unchanged word. */
const DERIVED: readonly Column[] = ['spelling', 'definitions_plain', 'tenses'];

/** What an import compares to tell an unchanged word: the stored input, with the id and natural key. */
const STORED_INPUT = COLUMNS.filter(
  (column): column is Exclude<Column, 'spelling' | 'definitions_plain' | 'tenses'> => !DERIVED.includes(column),
);

/** Whether the stored row holds exactly this input (its derived columns follow from it). */
function isStoredInput(row: StoredInput, input: WordInput): boolean {
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
    Boolean(row.ambitransitive) === (input.ambitransitive === true) &&
    row.variant === (input.variant ?? null) &&
    row.definition_spanish === JSON.stringify(input.definition_spanish) &&
    row.definition_english === JSON.stringify(input.definition_english) &&
    row.overrides === values.overrides
  );
}

type StoredInput = Pick<WordRow, (typeof STORED_INPUT)[number]>;

/** The upserted columns as SQL names. */
const QUOTED_COLUMNS = UPSERT_COLUMNS.map((column) => `"${column}"`).join(', ');

/** The bulk writes of `nahuatl_word` (part of the word repository). */
export function wordBulkWrites(db: Db) {
  return {
    /** {@link upsertBatches} of words at hand: the seed's write path, and a small import's. */
    upsertMany(
      inputs: WordInput[],
      onProgress?: (done: number) => void,
    ): Promise<{ created: number; updated: number }> {
      const batches: WordBatch[] = [];
      for (let i = 0; i < inputs.length; i += WORDS_PER_BATCH)
        batches.push({ inputs: inputs.slice(i, i + WORDS_PER_BATCH) });
      return upsertBatches(db, batches, { rows: inputs.length, onProgress });
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
    upsertBatches(
      batches: Iterable<WordBatch> | AsyncIterable<WordBatch>,
      options: { rows: number; onProgress?: (done: number) => void },
    ): Promise<{ created: number; updated: number }> {
      return upsertBatches(db, batches, options);
    },
  };
}

async function upsertBatches(
  db: Db,
  batches: Iterable<WordBatch> | AsyncIterable<WordBatch>,
  { rows, onProgress }: { rows: number; onProgress?: (done: number) => void },
): Promise<{ created: number; updated: number }> {
  return db.kysely.transaction().execute(async (trx) => {
    const write = await startBulkWrite(db, trx, rows);
    for await (const batch of batches) {
      await writeBatch(write, batch);
      onProgress?.(write.done);
    }
    await finishBulkWrite(write);
    return { created: write.created, updated: write.updated };
  });
}

/** One bulk write under way: its transaction, what it has counted, and what it still owes the indexes. */
interface BulkWrite {
  db: Db;
  trx: Transaction<Database>;
  /** Words taken from the batches so far. */
  done: number;
  created: number;
  updated: number;
  /** Words written whose full-form index is still to be written: new ones, and changed ones. */
  unindexed: { fresh: IndexRows; changed: IndexRows };
  /** A dictionary small beside this write, read once ({@link storedInputsIfFew}). */
  known: Map<string, StoredInput> | undefined;
  /** Keys this write has written: looked up by statement from then on, as every word is in a larger dictionary. */
  written: Set<string>;
  /** PostgreSQL: analyse the table after the first batch ({@link writeBatch}). */
  analyzeAfterFirst: boolean;
  /**
   * A large SQLite write sets aside the row-by-row triggers of nahuatl_word (its definition
   * index's and data_version's) and of word_form (its form index's), and does their work once
   * at the end; DDL is transactional there, so a failed import leaves the triggers and indexes
   * as they were. Rebuilt at the end, the form index costs a third of what it did row by row
   * (decision 030). Their definitions, to create them again; null when kept.
   */
  triggers: string[] | null;
  wroteWords: boolean;
  wroteForms: boolean;
}

async function startBulkWrite(db: Db, trx: Transaction<Database>, rows: number): Promise<BulkWrite> {
  const large = rows >= BULK_IMPORT_ROWS;
  return {
    db,
    trx,
    done: 0,
    created: 0,
    updated: 0,
    unindexed: { fresh: [], changed: [] },
    known: large ? await storedInputsIfFew(trx, rows) : undefined,
    written: new Set(),
    analyzeAfterFirst: db.dialect === 'postgres' && large && !(await hasKeyStatistics(trx)),
    triggers: db.dialect === 'sqlite' && large ? await setAsideTriggers(trx) : null,
    wroteWords: false,
    wroteForms: false,
  };
}

/** Writes the full-form index lines of the words written before. */
async function writeForms(write: BulkWrite, { fresh, changed }: BulkWrite['unindexed']): Promise<void> {
  const { trx, db } = write;
  write.wroteForms ||= fresh.length + changed.length > 0;
  // On PostgreSQL another writer may have added a word between the read and the upsert
  // (which then updated it): its index row is deleted first. On SQLite a word not read is new.
  await indexForms(trx, db.dialect, fresh, db.dialect === 'sqlite');
  await indexForms(trx, db.dialect, changed);
}

/** A word to write, with its index lines when those are new or changed (undefined: it keeps its lines). */
interface PlannedWrite {
  key: string;
  values: WordValues;
  forms: string | null | undefined;
}

async function writeBatch(write: BulkWrite, { inputs: slice, conjugated }: WordBatch): Promise<void> {
  const { trx } = write;
  const { batch, plains, repeated } = keysOf(slice);
  write.updated += repeated;
  const keys = [...batch.keys()];
  const lookup =
    write.known && !keys.some((key) => write.written.has(key))
      ? Promise.resolve(keys.flatMap((key) => write.known?.get(key) ?? []))
      : trx
          .selectFrom('nahuatl_word')
          .select(STORED_INPUT)
          .where('plain', 'in', [...plains])
          .execute();
  // The previous batch's forms are sent after this batch's lookup, so that PostgreSQL
  // writes them (the costliest statement of a batch) while this thread works out this
  // batch's rows from the lookup. They are awaited before this batch's words are written.
  const indexing = writeForms(write, write.unindexed);
  indexing.catch(() => {}); // awaited below, or settled before a failed lookup is thrown
  const found = await lookup.catch(async (error: unknown) => {
    // The transaction's rollback goes straight to its connection: a statement still
    // queued would run after it, outside the transaction.
    await indexing.catch(() => {});
    throw error;
  });
  const existing = new Map(found.map((row) => [keyOf(row), row]));
  const { writes, unchanged } = plannedWrites(batch, existing, slice, conjugated);
  write.updated += unchanged;
  await indexing;
  const ids = await upsertRows(
    write.db,
    trx,
    writes.map((planned) => planned.values),
    existing,
  );
  recordWrites(write, writes, ids, existing);
  // PostgreSQL plans the lookup of each batch's keys from the table's statistics. Without
  // any (a new dictionary) it scans the whole table for each batch instead of using the key
  // index, 20–80 ms a batch at 100,000 words. Statistics of the first batch (seen only by this
  // transaction until it commits) are enough, since the keys are near unique.
  if (write.analyzeAfterFirst && write.done === 0) await sql`analyze nahuatl_word`.execute(trx);
  write.done += slice.length;
}

/**
 * Each key of a batch with the index in the slice of its input, the folded spellings to look
 * up, and how many inputs a later one with the same key replaced (the later wins; the earlier
 * counts as updated).
 */
function keysOf(slice: WordInput[]): { batch: Map<string, number>; plains: Set<string>; repeated: number } {
  const batch = new Map<string, number>();
  const plains = new Set<string>();
  let repeated = 0;
  slice.forEach((input, index) => {
    const plain = foldNahuatl(input.word);
    const key = keyOf({ plain, type: input.type });
    if (batch.delete(key)) repeated++;
    batch.set(key, index);
    plains.add(plain);
  });
  return { batch, plains, repeated };
}

/**
 * The words of a batch to write, with their index lines when those are new or changed: a word
 * whose stored input is exactly this one is not written (counted in `unchanged`), and one whose
 * spelling, class or stored forms are as before keeps its lines. What the engine derives is
 * computed here unless the batch brings it.
 */
function plannedWrites(
  batch: Map<string, number>,
  existing: Map<string, StoredInput>,
  slice: WordInput[],
  conjugated: Conjugated[] | undefined,
): { writes: PlannedWrite[]; unchanged: number } {
  const writes: PlannedWrite[] = [];
  let unchanged = 0;
  for (const [key, index] of batch) {
    const before = existing.get(key);
    if (before && isStoredInput(before, slice[index]!)) {
      unchanged++;
      continue;
    }
    const values = wordValues(slice[index]!, conjugated?.[index]!.tenses);
    const formsAt = () => (conjugated ? conjugated[index]!.forms : formLines(slice[index]!));
    writes.push({ key, values, forms: !before || formsChange(before, values) ? formsAt() : undefined });
  }
  return { writes, unchanged };
}

/** Counts the words written, and keeps their index lines for the next batch's turn ({@link writeForms}). */
function recordWrites(
  write: BulkWrite,
  writes: PlannedWrite[],
  ids: Map<string, number>,
  existing: Map<string, StoredInput>,
): void {
  const fresh: IndexRows = [];
  const changed: IndexRows = [];
  for (const { key, forms } of writes) {
    if (write.known) write.written.add(key);
    const id = ids.get(key)!;
    if (!existing.has(key)) {
      write.created++;
      fresh.push([id, forms!]);
    } else {
      write.updated++;
      if (forms !== undefined) changed.push([id, forms]);
    }
  }
  write.unindexed = { fresh, changed };
  write.wroteWords ||= writes.length > 0;
}

/** The last batch's index lines, then, after a large SQLite write, the text indexes rebuilt (in one segment each) and the triggers back. */
async function finishBulkWrite(write: BulkWrite): Promise<void> {
  const { trx, triggers } = write;
  await writeForms(write, write.unindexed);
  if (triggers === null) return;
  // Only what was written: a file imported again unchanged rebuilds nothing and keeps the version.
  if (write.wroteWords) {
    await sql`insert into word_definition_fts (word_definition_fts) values ('rebuild')`.execute(trx);
    await bumpDictionaryVersion(trx);
    // The triggers that record each word's change were set aside too: every word is sent again (decision 054).
    await sql`insert or replace into word_change (word_id, version)
      select id, (select version from data_version where name = 'dictionary') from nahuatl_word`.execute(trx);
  }
  if (write.wroteForms) await sql`insert into word_form_fts (word_form_fts) values ('rebuild')`.execute(trx);
  await optimizeTextIndexes(trx, 'sqlite');
  for (const definition of triggers) await sql.raw(definition).execute(trx);
}

/**
 * Inserts the new rows and updates the others (`existing` has their ids), and answers each
 * one's id by its key.
 */
function upsertRows(
  db: Db,
  trx: Transaction<Database>,
  rows: WordValues[],
  existing: Map<string, { id: number }>,
): Promise<Map<string, number>> {
  if (rows.length === 0) return Promise.resolve(new Map());
  return db.sqlite ? Promise.resolve(upsertRowsSqlite(db.sqlite, rows, existing)) : upsertRowsPostgres(trx, rows);
}

/**
 * SQLite: prepared statements run row by row on the transaction's own connection
 * (better-sqlite3 is synchronous). A key read as absent is absent: a write by another
 * connection since the read makes this transaction's first write fail (WAL snapshot).
 * A plain insert is twice as fast as unpacking a JSON batch, and as an upsert with `returning`.
 */
function upsertRowsSqlite(
  sqlite: SQLite.Database,
  rows: WordValues[],
  existing: Map<string, { id: number }>,
): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = sqlite.prepare(
    `insert into nahuatl_word (${QUOTED_COLUMNS}) values (${UPSERT_COLUMNS.map(() => '?').join(', ')})`,
  );
  const update = sqlite.prepare(
    `update nahuatl_word set ${UPSERT_COLUMNS.map((column) => `"${column}" = ?`).join(', ')} where id = ?`,
  );
  for (const row of rows) {
    const values: unknown[] = UPSERT_COLUMNS.map((column) => row[column]);
    values[TRANSITIVE] = row.transitive === null ? null : Number(row.transitive);
    values[AMBITRANSITIVE] = Number(row.ambitransitive);
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

/**
 * PostgreSQL: each column as one JSON list, zipped into rows by `rows from`. One JSON
 * document of rows cost the server three times as much (`->>` parses a row again for
 * each column), and array parameters cost this thread pg's escaping of every value
 * (decision 026). An upsert, since another writer may add the same key meanwhile.
 */
async function upsertRowsPostgres(trx: Transaction<Database>, rows: WordValues[]): Promise<Map<string, number>> {
  const lists = UPSERT_COLUMNS.map((column) => jsonColumn(rows.map((row) => row[column])));
  const names = UPSERT_COLUMNS.map((_, n) => `v${n}`);
  const values = UPSERT_COLUMNS.map((column, n) =>
    column === 'transitive' || column === 'ambitransitive' ? `v${n}::boolean` : `v${n}`,
  );
  const updates = UPSERT_COLUMNS.filter((column) => column !== 'plain' && column !== 'type')
    .map((column) => `"${column}" = excluded."${column}"`)
    .join(', ');
  const { rows: written } = await sql<{
    id: number;
    plain: string;
    type: string;
  }>`insert into nahuatl_word (${sql.raw(QUOTED_COLUMNS)})
    select ${sql.raw(values.join(', '))} from rows from (${sql.join(lists)}) as v(${sql.raw(names.join(', '))})
    on conflict (plain, type) do update set ${sql.raw(updates)} returning id, plain, type`.execute(trx);
  return new Map(written.map((row) => [keyOf(row), Number(row.id)]));
}

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
): Promise<Map<string, StoredInput> | undefined> {
  const { n } = await trx
    .selectFrom('nahuatl_word')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) * 4 > rows) return undefined;
  const found = await trx.selectFrom('nahuatl_word').select(STORED_INPUT).execute();
  return new Map(found.map((row) => [keyOf(row), row]));
}
