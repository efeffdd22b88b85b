import { sql } from 'kysely';
import type { Db } from './database';

/**
 * All SQL for the `write_count` table: one row per user or address and minute, kept in the
 * database so that every instance of the server counts the same writes (as the login limit
 * is). A write costs one statement, an upsert of its one or two rows.
 */
export function writeCountRepository(db: Db) {
  const { kysely } = db;
  return {
    /** Counts one write for each key in `minute`, atomically; the count of each key after it. */
    async count(keys: readonly string[], minute: number): Promise<Map<string, number>> {
      const rows = await kysely
        .insertInto('write_count')
        .values(keys.map((key) => ({ key, minute, hits: 1 })))
        .onConflict((conflict) => conflict.columns(['key', 'minute']).doUpdateSet({ hits: sql`write_count.hits + 1` }))
        .returning(['key', 'hits'])
        .execute();
      return new Map(rows.map((row) => [row.key, Number(row.hits)]));
    },

    /** Forgets the minutes before `minute`, so the table holds about one minute of writers. */
    async removeExpired(minute: number): Promise<void> {
      await kysely.deleteFrom('write_count').where('minute', '<', minute).execute();
    },
  };
}

export type WriteCountRepository = ReturnType<typeof writeCountRepository>;
