import { buildApp } from './app';
import { prepareDatabase } from './boot';
import { ConfigError, loadConfig } from './config';
import { seedSharedCldf } from './db/seed';
import { seedSampleComparisons } from './resources/utoaztecan/sample';

/** How long requests in flight may take to finish once the server is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildApp(config, db);
  if (config.SEED) {
    const loaded = await seedSharedCldf(db).catch((error: unknown) => `CLDF sample data not loaded: ${String(error)}`);
    if (loaded !== null) app.log.info(loaded);
    const sample = await seedSampleComparisons(db).catch(
      (error: unknown) => `Sample comparisons not loaded: ${String(error)}`,
    );
    if (sample !== null) app.log.info(sample);
  }
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
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Nahuatl Practice could not start:', error);
  }
  process.exit(1);
});
