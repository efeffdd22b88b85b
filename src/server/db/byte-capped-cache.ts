/**
 * A map of at most `maxBytes` (least recently used dropped first), weighed by `sizeOf`: a cap
 * by entries lets one caller fill memory with large values (issue 49: 10,000 due lists of up
 * to 200 cards came to 9.6 MB for one account). `sizeOf` should count what an entry holds
 * besides its value (its key, the map's own) so that many tiny entries are bounded too. A
 * value larger than the whole cap is not kept; a cap of 0 keeps nothing.
 */
export function byteCappedCache<V>(maxBytes: number, sizeOf: (value: V, key: string) => number) {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** The value kept for `key`, now the most recently used. */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** Keeps `value` for `key`, dropping the least recently used entries until all fit. */
    set(key: string, value: V): void {
      remove(key);
      const size = sizeOf(value, key);
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.bytes;
      }
    },
    delete: remove,
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    /** Entries and bytes held, for tests and the bench. */
    size: () => ({ entries: entries.size, bytes }),
  };
}
