import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import pg from 'pg';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** better-sqlite3 refuses JavaScript booleans; this writes them as 1/0 so queries stay dialect-neutral. */
class BooleansAsIntegers extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = node.value;
    return typeof value === 'boolean' ? { ...node, value: value ? 1 : 0 } : super.transformValue(node);
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) };
  }
}

const sqliteBooleans: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => new BooleansAsIntegers().transformNode(args.node),
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
};

// COUNT(*) and BIGINT come back from pg as strings; every id and count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens the database named by a `sqlite:PATH` or `postgres://` URL. SQLite runs in WAL mode
 * with foreign keys on and a busy timeout, so a second process (a backup, an import) can share it.
 */
export function openDatabase(url: string): Db {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const database = new SQLite(path);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [sqliteBooleans] });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover) must not bring the app
  // down: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/** True when a write failed on a UNIQUE constraint, in either dialect (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
