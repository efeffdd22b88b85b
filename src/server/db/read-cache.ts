import { sql, type Kysely, type Transaction } from 'kysely';
import { byteCappedCache } from './byte-capped-cache';
import type { Database } from './tables';
import type { Db } from './database';
import { phaseRead } from './phase-batch';

/**
 * A read cache of serialized answers for one collection (decision 017), kept correct by the
 * collection's row in `data_version`: triggers bump that counter in the same transaction as
 * every write (from this instance, another one on the same PostgreSQL, the importer, a
 * cascade), and every read first reads the counter. An answer is served from memory only
 * when it was computed at the version just read; a new version empties the cache.
 *
 * The counter is read once for all the requests of an event-loop phase (`phaseRead`,
 * decision 074): the read starts after each of them asked, so under load one query serves
 * many requests and none sees a version older than its arrival or than its own last write.
 */
export interface ReadCache {
  /** The collection's version as `epoch.counter`, read after this call was made (shared by the phase's callers). */
  version(): Promise<string>;
  /** The answer stored for `key` at `version`, if any. */
  get(key: string, version: string): Buffer | undefined;
  /** Keeps `body` for `key` at `version` (ignored when a newer version has been seen meanwhile). */
  set(key: string, version: string, body: Buffer): void;
  /**
   * The answer for `key` at `version`: from memory, else from the computation of it already
   * in flight, else from `compute` (then kept). Fifty requests for one uncached search run
   * it once, not fifty times side by side (decision 020). A failure is shared, not kept.
   */
  answer(key: string, version: string, compute: () => Promise<Buffer>): Promise<Buffer>;
  /** Entries and bytes held, for tests and the bench. */
  size(): { entries: number; bytes: number };
}

/**
 * Answers are kept as UTF-8 bytes, ready to write: a string with a macron is stored by V8
 * two bytes a character and was encoded again on every write (writev was a fifth of a cached
 * server's CPU, decision 020).
 */
const sizeOf = (body: Buffer) => body.length;

/**
 * A computation shared by the callers that ask for its key while it runs (decision 020):
 * fifty requests for one missing answer run it once, not fifty times side by side. A failure
 * reaches each of them and is not kept; the key is free again once the computation settles.
 * The key names what the answer depends on (its version among them).
 */
export function sharedWhileRunning<V>(): (key: string, compute: () => Promise<V>) => Promise<V> {
  const running = new Map<string, Promise<V>>();
  return (key, compute) => {
    let pending = running.get(key);
    if (pending === undefined) {
      pending = compute().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}

/** A cache of at most `maxBytes` of answers (least recently used dropped first); 0 keeps nothing. */
export function readCache(db: Db, name: string, maxBytes: number): ReadCache {
  const entries = byteCappedCache<Buffer>(maxBytes, sizeOf);
  let entriesVersion: string | null = null;

  const computing = sharedWhileRunning<Buffer>();

  // On a cache hit this query is most of the work: prepared once on SQLite, on its own connection on PostgreSQL.
  const query = 'select epoch, version from data_version where name = $1';
  const statement = db.sqlite?.prepare<[string], { epoch: string; version: number }>(
    'select epoch, version from data_version where name = ?',
  );
  const tokenOf = (row: { epoch: string; version: number } | undefined) =>
    row ? `${row.epoch}.${row.version}` : 'none';
  const version = phaseRead(async () => {
    if (statement) return tokenOf(statement.get(name));
    const rows = db.quickQuery
      ? await db.quickQuery<{ epoch: string; version: number }>(query, [name])
      : await db.kysely.selectFrom('data_version').select(['epoch', 'version']).where('name', '=', name).execute();
    return tokenOf(rows[0]);
  });

  function clear(version: string) {
    entries.clear();
    entriesVersion = version;
  }

  const cache: ReadCache = {
    version,
    get(key, version) {
      if (version !== entriesVersion) {
        clear(version);
        return undefined;
      }
      return entries.get(key);
    },
    set(key, version, body) {
      if (version === entriesVersion) entries.set(key, body);
    },
    answer(key, version, compute) {
      const kept = cache.get(key, version);
      if (kept !== undefined) return Promise.resolve(kept);
      if (maxBytes <= 0) return compute();
      // An older version's computations finish for their own requests and are not shared any more.
      return computing(`${version} ${key}`, async () => {
        const body = await compute();
        cache.set(key, version, body);
        return body;
      });
    },
    size: entries.size,
  };
  return cache;
}

/**
 * Moves the dictionary's data version on, in the caller's transaction where it has one, so
 * every instance's read cache starts afresh (decisions 017, 087): a write the triggers do not
 * see (a bulk import's, or a recording that changes what guests hear of a word).
 */
export async function bumpDictionaryVersion(executor: Kysely<Database> | Transaction<Database>): Promise<void> {
  await sql`update data_version set version = version + 1 where name = 'dictionary'`.execute(executor);
}
