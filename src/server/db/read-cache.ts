import type { Db } from './database';

/**
 * A read cache of serialized answers for one collection (decision 017), kept correct by the
 * collection's row in `data_version`: triggers bump that counter in the same transaction as
 * every write (from this instance, another one on the same PostgreSQL, the importer, a
 * cascade), and every read first reads the counter. An answer is served from memory only
 * when it was computed at the version just read; a new version empties the cache.
 *
 * Reads of the counter are shared: while one is in flight, requests that arrive wait for
 * the next one, which starts after they arrived, so under load one query serves many
 * requests and a request never sees a version older than its own arrival.
 */
export interface ReadCache {
  /** The collection's version as `epoch.counter`, read after this call was made. */
  version(): Promise<string>;
  /** The answer stored for `key` at `version`, if any. */
  get(key: string, version: string): string | undefined;
  /** Keeps `body` for `key` at `version` (ignored when a newer version has been seen meanwhile). */
  set(key: string, version: string, body: string): void;
  /** Entries and bytes held, for tests and the bench. */
  size(): { entries: number; bytes: number };
}

const noop = () => undefined;

/** Bytes a string holds in memory: two a character, since a macron makes V8 store the whole string that way. */
const sizeOf = (text: string) => text.length * 2;

/** A cache of at most `maxBytes` of answers (least recently used dropped first); 0 keeps nothing. */
export function readCache(db: Db, name: string, maxBytes: number): ReadCache {
  const entries = new Map<string, string>();
  let entriesVersion: string | null = null;
  let bytes = 0;

  let running: Promise<string> | null = null;
  let queued: Promise<string> | null = null;

  // On a cache hit this query is most of the work: prepared once on SQLite, on its own connection on PostgreSQL.
  const query = 'select epoch, version from data_version where name = $1';
  const statement = db.sqlite?.prepare<[string], { epoch: string; version: number }>(
    'select epoch, version from data_version where name = ?',
  );
  const tokenOf = (row: { epoch: string; version: number } | undefined) =>
    row ? `${row.epoch}.${row.version}` : 'none';

  function start(): Promise<string> {
    const rows = db.quickQuery
      ? db.quickQuery<{ epoch: string; version: number }>(query, [name])
      : db.kysely.selectFrom('data_version').select(['epoch', 'version']).where('name', '=', name).execute();
    const read: Promise<string> = rows
      .then((found) => tokenOf(found[0]))
      .finally(() => {
        if (running === read) running = null;
      });
    running = read;
    return read;
  }

  function clear(version: string) {
    entries.clear();
    bytes = 0;
    entriesVersion = version;
  }

  return {
    version() {
      // SQLite answers synchronously, from this very moment: nothing to share.
      if (statement) return Promise.resolve(tokenOf(statement.get(name)));
      if (running === null) return start();
      queued ??= running.then(noop, noop).then(() => {
        queued = null;
        return start();
      });
      return queued;
    },
    get(key, version) {
      if (version !== entriesVersion) {
        clear(version);
        return undefined;
      }
      const body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, version, body) {
      if (version !== entriesVersion || sizeOf(body) > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= sizeOf(previous);
      entries.delete(key);
      entries.set(key, body);
      bytes += sizeOf(body);
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(value);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
