import { sql } from 'kysely';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';
import { refreshRenderedHtml } from './resources/rendered-html';
import { refreshDerivedData } from './resources/words/derived';
import { optimizeTextIndexes } from './resources/words/form-index';

/**
 * The key of PostgreSQL's advisory lock a start holds while it prepares the database: the
 * app's own number ("NP" and 1), which no library of ours takes.
 */
const PREPARE_LOCK = 0x4e50_0001;

/**
 * Runs `work` while no other app server prepares the same database. Several instances starting
 * together is the normal deployment on PostgreSQL (issue 49): each waits for the one before,
 * then finds the schema and the sample data there and leaves them as they are. The lock is a
 * session's, held on one connection of the pool while the work uses the others. A SQLite file
 * is one server's.
 */
async function oneStartAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

/**
 * Opens the configured database and brings it up to date, one start at a time: migrations,
 * the dictionary's derived data recomputed if the language engine changed (decision 020), stored
 * HTML made again if its rules changed (decision 079), then sample data if asked, and SQLite's
 * text indexes merged (decision 085).
 */
export async function prepareDatabase(config: Pick<Config, 'DATABASE_URL' | 'SEED'>): Promise<Db> {
  const db = openDatabase(config.DATABASE_URL);
  try {
    await oneStartAtATime(db, async () => {
      await migrateToLatest(db);
      await refreshDerivedData(db, (message) => console.warn(message));
      await refreshRenderedHtml(db);
      if (config.SEED) await seed(db);
      await optimizeTextIndexes(db.kysely, db.dialect);
    });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
