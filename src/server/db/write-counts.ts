import { sql } from 'kysely';
import type { Db } from './database';

/** One key's writes: in the current minute (this one included) and in the minute before. */
export interface WriteCount {
  hits: number;
  previous: number;
}

/**
 * All SQL for the `write_count` table: one row per user or address and minute, kept in the
 * database so that every instance of the server counts the same writes (as the login limit
 * is). A write costs one statement, an upsert of its one or two rows that also reads the
 * minute before (the sliding window weighs it); a refused write costs a second, its undoing.
 */
export function writeCountRepository(db: Db) {
  const { kysely } = db;
  return {
    /** Counts one write for each key in `minute`, atomically; each key's counts after it. */
    async count(keys: readonly string[], minute: number): Promise<Map<string, WriteCount>> {
      const rows = await kysely
        .insertInto('write_count')
        .values(keys.map((key) => ({ key, minute, hits: 1 })))
        .onConflict((conflict) => conflict.columns(['key', 'minute']).doUpdateSet({ hits: sql`write_count.hits + 1` }))
        .returning((eb) => [
          'key',
          'hits',
          eb
            .selectFrom('write_count as before')
            .select('before.hits')
            .whereRef('before.key', '=', 'write_count.key')
            .where('before.minute', '=', minute - 1)
            .as('previous'),
        ])
        .execute();
      return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), previous: Number(row.previous ?? 0) }]));
    },

    /** Takes back one write of each key in `minute`: a refused write is not counted. */
    async uncount(keys: readonly string[], minute: number): Promise<void> {
      await kysely
        .updateTable('write_count')
        .set({ hits: sql`hits - 1` })
        .where('key', 'in', keys)
        .where('minute', '=', minute)
        .execute();
    },

    /** Forgets the minutes before `minute`, so the table holds about one minute of writers. */
    async removeExpired(minute: number): Promise<void> {
      await kysely.deleteFrom('write_count').where('minute', '<', minute).execute();
    },
  };
}

export type WriteCountRepository = ReturnType<typeof writeCountRepository>;
