import DataLoader from 'dataloader';

/**
 * A keyed read that the requests of one event-loop phase share (decision 049): each request
 * asks for its key, and one query for all the keys asked is sent in the phase's check step,
 * after every request that libuv found ready has been parsed, so each answer is read after its
 * request arrived. Nothing is kept between phases. On PostgreSQL this turns fifty signed-in
 * requests' fifty round trips into one or a few; on SQLite it is one statement instead of many.
 *
 * `load` answers the keys in their order, `undefined` for a key with no row.
 */
export function phaseBatch<K, V>(load: (keys: readonly K[]) => Promise<(V | undefined)[]>): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(load, {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    // Keeps one statement's parameters well inside both databases' limits.
    maxBatchSize: 500,
  });
  return (key) => loader.load(key);
}

/** `rows` answered in the order of `keys`, matched by `keyOf` (undefined where none). */
export function inKeyOrder<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): (R | undefined)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key));
}
