import { sql, type AliasedExpression, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Guarded } from '../../contract/policy';
import type { FeaturedOptions } from '../../contract/resource';
import { filterConditions, type ParsedFilter } from './filters';
import type { Db } from './database';
import type { Database } from './tables';

/** The columns every owned record has. */
export interface OwnedRow {
  id: number;
  owner: number;
}

/**
 * The stored values of an owned record as its owner writes them: every field of the
 * resource's PATCH (so a field added to the contract is one here without another edit), the
 * flag staff set, and `Extra`, what the server adds itself (a category's Spanish gloss).
 * A POST must give them all, a PATCH any of them.
 */
export type OwnedValues<Patch, Extra = object> = Required<Patch> & { featured?: boolean } & Extra;

/** A table of records that users own: what the generic repository needs to know of it. */
export interface OwnedTable<Values, Row = OwnedRow> {
  table: keyof Database;
  /** The columns a row is read with; an aliased expression adds a value from elsewhere (the author's name). */
  columns: readonly (string | AliasedExpression<unknown, string>)[];
  /**
   * The columns lists read, where they carry summaries (decision 079): the long ones only a
   * record's own page shows are left in the table. `columns` when absent.
   */
  listColumns?: readonly (string | AliasedExpression<unknown, string>)[];
  /** Columns lists are ordered by, before `id` (a stable order); `-created_at` sorts newest first. */
  order: readonly string[];
  /**
   * The column that makes a row public (`share`, or `is_published` for blog entries):
   * rows where it is false are visible to their owner only. Null when every row is public.
   */
  visibility: string | null;
  /** The table has `deleted`: DELETE sets it, and every read skips such rows. */
  softDelete: boolean;
  /** The row values of what the owner wrote, derived columns (`plain` …) and JSON encoding included. */
  stored(values: Partial<Values>): Record<string, unknown>;
  /**
   * A rule over other rows that a write must keep (a set holds so many cognates): run in the
   * transaction that writes `row`, after the write, with the row as it was before (none for a
   * new one); it throws to refuse, and the write is undone.
   */
  checkWritten?: (trx: Transaction<Database>, row: Row, before: Row | undefined) => Promise<void>;
}

/** The SQL every owned resource shares: visibility, paging, featured, soft delete. */
export interface OwnedRepository<Row, Values> {
  count(filters: ParsedFilter[], viewer: number | null): Promise<number>;
  list(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<Row[]>;
  /** Featured records, in id order or newest first, at most `limit`. */
  featured(viewer: number | null, options?: FeaturedOptions): Promise<Row[]>;
  /** The newest records matching the filters (by creation time, then id), at most `limit`. */
  newest(filters: ParsedFilter[], viewer: number | null, limit: number): Promise<Row[]>;
  /** What the policy needs to know of a row: its owner and whether it is public. */
  guard(row: Row): Guarded;
  /** A record that is not deleted, whoever may see it (the policy decides). */
  getById(id: number): Promise<Row | undefined>;
  /** Creates a record; `then` runs in the same transaction (to link it to a word, say). */
  create(values: Values, owner: number, then?: (trx: Transaction<Database>, row: Row) => Promise<void>): Promise<Row>;
  /**
   * Changes only the fields given. `check` sees the record the change would leave, inside
   * the transaction that writes it with the row locked, and throws to refuse it: a rule
   * over the whole record holds however many changes arrive at once.
   */
  update(id: number, changes: Partial<Values>, check?: (merged: Row) => void): Promise<Row | undefined>;
  remove(id: number): Promise<void>;
  /** Shared, or the viewer's own, and not deleted: what anyone may see of this table. */
  visibleTo(viewer: number | null): Expression<SqlBool>;
}


const FEATURED: FeaturedOptions = { limit: 50, order: 'id' };

/**
 * Shared, or the viewer's own, and not deleted: the rows of an owned table anyone may see.
 * Its repository's `visibleTo`, and what another table's query (a filter's subquery, a
 * reference check) needs to skip what the viewer may not see of it.
 */
export function visibleRows(
  table: string,
  spec: Pick<OwnedTable<unknown>, 'softDelete' | 'visibility'>,
  viewer: number | null,
): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [
    ...(spec.softDelete ? [sql<SqlBool>`${column('deleted')} = ${false}`] : []),
    ...(spec.visibility ? [sql<SqlBool>`(${column(spec.visibility)} = ${true} or ${column('owner')} = ${viewer ?? 0})`] : []),
  ];
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** Builds the repository of an owned table from its description. */
export function ownedRepository<Row extends OwnedRow, Values>(db: Db, spec: OwnedTable<Values, Row>): OwnedRepository<Row, Values> {
  // The table is chosen at run time, so the query builder is used untyped here; the
  // description's columns and the Row type say what comes back.
  const kysely = db.kysely as unknown as Kysely<any>;
  const { table } = spec;
  const column = (name: string) => sql.ref(`${table}.${name}`);

  const visibleTo = (viewer: number | null) => visibleRows(table, spec, viewer);
  const listColumns = spec.listColumns ?? spec.columns;

  function listQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely.selectFrom(table).where(visibleTo(viewer)).where(filterConditions(filters, db.dialect));
  }

  function ordered<Q extends { orderBy(column: string, direction: 'asc' | 'desc'): Q }>(query: Q): Q {
    return [...spec.order, 'id'].reduce(
      (q, name) => (name.startsWith('-') ? q.orderBy(`${table}.${name.slice(1)}`, 'desc') : q.orderBy(`${table}.${name}`, 'asc')),
      query,
    );
  }

  function getById(id: number): Promise<Row | undefined> {
    let query = kysely.selectFrom(table).select(spec.columns).where('id', '=', id);
    if (spec.softDelete) query = query.where('deleted', '=', false);
    return query.executeTakeFirst() as Promise<Row | undefined>;
  }

  return {
    visibleTo,

    async count(filters, viewer) {
      const row = await listQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(filters, viewer, limit, offset) {
      return ordered(listQuery(filters, viewer).select(listColumns)).limit(limit).offset(offset).execute() as Promise<Row[]>;
    },

    featured(viewer, { limit, order } = FEATURED) {
      const query = listQuery([], viewer).select(listColumns).where(sql<SqlBool>`${column('featured')} = ${true}`);
      const sorted = order === 'newest' ? query.orderBy(`${table}.created_at`, 'desc').orderBy(`${table}.id`, 'desc') : query.orderBy('id');
      return sorted.limit(limit).execute() as Promise<Row[]>;
    },

    newest(filters, viewer, limit) {
      return listQuery(filters, viewer)
        .select(listColumns)
        .orderBy(`${table}.created_at`, 'desc')
        .orderBy(`${table}.id`, 'desc')
        .limit(limit)
        .execute() as Promise<Row[]>;
    },

    guard(row) {
      const record = row as unknown as Record<string, unknown>;
      return { owner: row.owner, ...(spec.visibility ? { share: Boolean(record[spec.visibility]) } : {}) };
    },

    getById,

    create(values, owner, then) {
      return kysely.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto(table)
          .values({
            ...spec.stored(values),
            owner,
            created_at: new Date().toISOString(),
            ...(spec.softDelete ? { deleted: false } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = (await trx.selectFrom(table).select(spec.columns).where('id', '=', id).executeTakeFirstOrThrow()) as Row;
        await spec.checkWritten?.(trx as Transaction<Database>, row, undefined);
        await then?.(trx as Transaction<Database>, row);
        return row;
      });
    },

    async update(id, changes, check) {
      const values = spec.stored(changes);
      if (Object.keys(values).length === 0) return getById(id);
      const written = await kysely.transaction().execute(async (trx) => {
        // SQLite runs one transaction at a time; PostgreSQL holds the row until the commit.
        let current = trx.selectFrom(table).select(spec.columns).where('id', '=', id);
        if (db.dialect === 'postgres') current = current.forUpdate();
        const row = (await current.executeTakeFirst()) as Row | undefined;
        if (row === undefined) return false;
        const merged = { ...row, ...values };
        check?.(merged);
        await trx.updateTable(table).set(values).where('id', '=', id).execute();
        await spec.checkWritten?.(trx as Transaction<Database>, merged, row);
        return true;
      });
      return written ? getById(id) : undefined;
    },

    async remove(id) {
      if (spec.softDelete) await kysely.updateTable(table).set({ deleted: true }).where('id', '=', id).execute();
      else await kysely.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

/** A table linking records of an owned table to dictionary words (sentence-word, vocabulary-word …). */
export interface WordLinkTable {
  table: keyof Database;
  /** The column holding the parent's id (`sentence`, `vocabulary`). */
  parentColumn: string;
  /** The parent's table and who may see it: a parent hidden from the viewer hides its links. */
  parent: { table: keyof Database; visibleTo: (viewer: number | null) => Expression<SqlBool> };
  columns: readonly string[];
}

/** All SQL of one kind of word link. */
export function wordLinkRepository<Row extends { id: number; nahuatl_word: number }>(db: Db, spec: WordLinkTable) {
  const kysely = db.kysely as unknown as Kysely<any>;
  const { table, parentColumn } = spec;
  const columns = spec.columns.map((name) => `${table}.${name}`);

  function linkQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely
      .selectFrom(table)
      .innerJoin(spec.parent.table, `${spec.parent.table}.id`, `${table}.${parentColumn}`)
      .where(spec.parent.visibleTo(viewer))
      .where(filterConditions(filters, db.dialect));
  }

  return {
    async count(filters: ParsedFilter[], viewer: number | null): Promise<number> {
      const row = await linkQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<Row[]> {
      return linkQuery(filters, viewer).select(columns).orderBy(`${table}.id`).limit(limit).offset(offset).execute() as Promise<Row[]>;
    },

    get(id: number): Promise<Row | undefined> {
      return kysely.selectFrom(table).select(columns).where(`${table}.id`, '=', id).executeTakeFirst() as Promise<Row | undefined>;
    },

    find(parentId: number, wordId: number): Promise<Row | undefined> {
      return kysely
        .selectFrom(table)
        .select(columns)
        .where(`${table}.${parentColumn}`, '=', parentId)
        .where(`${table}.nahuatl_word`, '=', wordId)
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    create(values: Record<string, unknown>): Promise<Row> {
      return kysely.insertInto(table).values(values).returning([...spec.columns]).executeTakeFirstOrThrow() as Promise<Row>;
    },

    /**
     * Creates a link unless its parent already holds `most`: then nothing, and undefined.
     * The parent's row is locked first, so that links added at once are counted one after
     * another (SQLite runs one transaction at a time). `no key update`, not `update`: rows
     * being written elsewhere that name the parent need not wait for it.
     */
    createWithin(values: Record<string, unknown>, most: number): Promise<Row | undefined> {
      const parentId = values[parentColumn] as number;
      return kysely.transaction().execute(async (trx) => {
        if (db.dialect === 'postgres') {
          await trx.selectFrom(spec.parent.table).select('id').where('id', '=', parentId).forNoKeyUpdate().execute();
        }
        const { n } = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(parentColumn, '=', parentId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= most) return undefined;
        return (await trx.insertInto(table).values(values).returning([...spec.columns]).executeTakeFirstOrThrow()) as Row;
      });
    },

    async remove(id: number): Promise<void> {
      await kysely.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

export type WordLinkRepository<Row extends { id: number; nahuatl_word: number }> = ReturnType<typeof wordLinkRepository<Row>>;
