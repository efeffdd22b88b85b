import { buildApp } from './app';
import { prepareDatabase } from './boot';
import { ConfigError, loadConfig } from './config';
import type { Db } from './db/database';
import { seedCldfDataset } from './seed/seed';
import { seedSampleComparisons } from './seed/sample-comparisons';
import { fillSpanishGlosses } from './resources/semantic-categories/spanish-glosses';

/** How long requests in flight may take to finish once the server is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildApp(config, db);
  if (config.SEED) {
    // Optional data: a failure is logged, and the app serves without it.
    const optional: Array<[string, (db: Db) => Promise<string | null>]> = [
      ['CLDF sample data', (db) => seedCldfDataset(db)],
      ['Sample comparisons', seedSampleComparisons],
    ];
    for (const [what, seed] of optional) {
      const message = await seed(db).catch((error: unknown) => `${what} not loaded: ${String(error)}`);
      if (message !== null) app.log.info(message);
    }
  }
  // Decision 044: every start gives the categories their Spanish glosses (new ones, and those of an older database).
  const glossed = await fillSpanishGlosses(db).catch((error: unknown) => {
    app.log.error(`Spanish category glosses not filled: ${String(error)}`);
    return 0;
  });
  if (glossed > 0) app.log.info(`Spanish glosses given to ${glossed} categories`);
  let stopping = false;
  /**
   * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish, close the
   * database (SQLite checkpoints its WAL), and exit 0; a second signal or a stuck request
   * past the grace period ends the process with 1.
   */
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      app.log.error('requests still running after the grace period; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ host: config.HOST, port: config.PORT, listenTextResolver: (address) => `Nahuatl Practice on ${address}` });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Nahuatl Practice could not start:', error);
  }
  process.exit(1);
});
