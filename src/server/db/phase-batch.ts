import DataLoader from 'dataloader';

/**
 * A keyed read that the requests of one event-loop phase share (decisions 049 and 074): each
 * request asks for its key, and one query for all the keys asked is sent from `setImmediate`,
 * in the check step after libuv's poll step has parsed every request that was ready. The
 * query starts after every request that shares it asked, whoever made the request (a socket,
 * `inject`, the server's own renderer), so no answer is older than its request's arrival, and
 * a read asked after a write has finished sees the write. Nothing is kept between phases. On
 * PostgreSQL fifty requests' round trips become one or a few; on SQLite one statement.
 *
 * `load` is given each key once, and answers them in their order, `undefined` for a key with no row.
 */
export function phaseBatch<K, V>(load: (keys: readonly K[]) => Promise<(V | undefined)[]>): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      // Without its cache DataLoader passes a key once per asker; the query needs it once.
      const distinct = [...new Set(keys)];
      if (distinct.length === keys.length) return load(keys);
      const answers = await load(distinct);
      const byKey = new Map(distinct.map((key, index) => [key, answers[index]]));
      return keys.map((key) => byKey.get(key));
    },
    {
      cache: false,
      batchScheduleFn: (send) => setImmediate(send),
      // Keeps one statement's parameters well inside both databases' limits.
      maxBatchSize: 500,
    },
  );
  return (key) => loader.load(key);
}

/** A read without a key (a collection's version), shared the same way by the requests of a phase. */
export function phaseRead<V>(read: () => Promise<V>): () => Promise<V> {
  const batch = phaseBatch(async (keys: readonly true[]) => {
    const value = await read();
    return keys.map(() => value);
  });
  return () => batch(true) as Promise<V>;
}

/** `rows` answered in the order of `keys`, matched by `keyOf` (undefined where none). */
export function inKeyOrder<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): (R | undefined)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key));
}
