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
  /** The SQLite connection itself, for the few hot reads that run a prepared statement directly (the read cache's version). */
  sqlite?: SQLite.Database;
  /**
   * On PostgreSQL, a query on a connection of its own (opened on first use), so that a tiny
   * hot read (the read cache's version) never waits in the pool behind slow queries.
   */
  quickQuery?<Row>(text: string, values: unknown[]): Promise<Row[]>;
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

/** How many prepared statements one SQLite connection keeps for reuse. */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely sees it, with each SQL text prepared once: Kysely prepares every
 * query it runs, and on a cached dictionary read preparing cost more than running (decision
 * 017). Statements run synchronously one at a time, so one statement serves every use.
 */
function preparedOnce(database: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement === undefined) {
        statement = database.prepare(source);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
        statements.set(source, statement);
      }
      return statement;
    },
    close: () => database.close(),
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
}

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
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(database) }), plugins: [sqliteBooleans] });
    return { kysely, dialect: 'sqlite', sqlite: database, close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover) must not bring the app
  // down: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const quick = new pg.Pool({ connectionString: url, max: 1 });
  quick.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return {
    kysely,
    dialect: 'postgres',
    quickQuery: async <Row>(text: string, values: unknown[]) => (await quick.query(text, values)).rows as Row[],
    close: async () => {
      await kysely.destroy();
      await quick.end();
    },
  };
}

/** True when a write failed on a UNIQUE constraint, in either dialect (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
