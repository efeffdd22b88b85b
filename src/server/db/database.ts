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
 * How long a query waits for a PostgreSQL connection (a new one, or a free one of the pool's)
 * before it fails, and its request gets a 503: a database host that stopped answering, rather
 * than refusing, would otherwise hold every request until the kernel gave up on the TCP connect.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool of PostgreSQL connections that survives PostgreSQL dropping them (a restart, a
 * crash, `pg_terminate_backend`, a failover). pg reports a dead connection as an 'error'
 * event on its client, whether the client is idle in the pool or checked out by a query
 * (Kysely holds one for each query and for a whole transaction), and Node ends the process
 * on an 'error' event nobody listens to: the pool listens only on its idle clients, so every
 * client gets a listener of its own here. The query the connection was running fails with
 * the error (a 503, `isDatabaseUnavailable`); the pool drops the dead client when the query
 * gives it back, and the next query opens a new connection, once PostgreSQL is back.
 */
function postgresPool(url: string, max: number): pg.Pool {
  // A fixed-size pool (`min` = `max`, as HikariCP advises): a connection once opened is kept, not
  // closed after ten idle seconds, so the first requests after a quiet spell do not queue behind
  // ten new connections' start-up (the review bench's p99 at the start of a run, decision 049).
  const pool = new pg.Pool({ connectionString: url, max, min: max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client's error is also the pool's (it drops the client): already logged by the client's listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // One line a connection: a terminated one reports PostgreSQL's message, then the socket's end.
    let reported = false;
    client.on('error', (error) => {
      if (!reported) console.warn(`PostgreSQL connection lost: ${error.message}`);
      reported = true;
    });
  });
  return pool;
}

/**
 * An open SQLite connection as the app uses it: WAL mode, foreign keys on, a busy timeout. The
 * tests also open one on a copy of a database migrated once (`src/server/test/sqlite-global-setup.ts`).
 */
export function sqliteDb(database: SQLite.Database): Db {
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(database) }), plugins: [sqliteBooleans] });
  return { kysely, dialect: 'sqlite', sqlite: database, close: () => kysely.destroy() };
}

/**
 * Opens the database named by a `sqlite:PATH` or `postgres://` URL. SQLite runs in WAL mode
 * with foreign keys on and a busy timeout, so a second process (a backup, an import) can share it.
 */
export function openDatabase(url: string): Db {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    return sqliteDb(new SQLite(path));
  }
  const pool = postgresPool(url, 10);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const quick = postgresPool(url, 1);
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

/** Node's errors for a network connection that failed or broke. */
const NETWORK_ERRORS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not there yet: class 08
 * (connection exception), 57P01 admin_shutdown (a fast shutdown, `pg_terminate_backend`),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting, stopping, in recovery), 57P05
 * idle_session_timeout, and 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1235]|53300)$/;

/** pg's own messages for a connection it lost or could not get (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when a query failed because the database is not there right now, rather than because
 * of the query: PostgreSQL dropped the connection, is restarting or refuses connections, the
 * network to it failed, or SQLite's file stayed locked by another process past the busy
 * timeout. Such a request is answered 503 with `Retry-After`: trying again later may succeed.
 * Follows `cause` and an AggregateError's `errors` (a connect tried on several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_ERRORS.has(code) || UNAVAILABLE_STATES.test(code) || code.startsWith('SQLITE_BUSY')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
