import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';
import { refreshDerivedData } from './resources/words/derived';

/**
 * Opens the configured database and brings it up to date: migrations, the dictionary's
 * derived data recomputed if the language engine changed (decision 020), then sample data if asked.
 */
export async function prepareDatabase(config: Pick<Config, 'DATABASE_URL' | 'SEED'>): Promise<Db> {
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    await refreshDerivedData(db, (message) => console.warn(message));
    if (config.SEED) await seed(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
