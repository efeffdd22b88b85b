import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** PostgreSQL runs when a URL is given or a local PostgreSQL can be started. */
function postgresAvailable(): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  try {
    execFileSync('bash', ['-c', 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn('PostgreSQL API tests skipped: no TEST_DATABASE_URL and no initdb on this machine.');
    return false;
  }
}

/** The test files under `dirs` whose source matches `pattern`. */
const testFilesMatching = (dirs: string[], pattern: RegExp) =>
  dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => /\.test\.tsx?$/.test(file) && pattern.test(readFileSync(file, 'utf8')));

const API_TESTS = ['src/server/**/*.test.ts', 'src/cli/**/*.test.ts'];

/**
 * The API test files that open a database: every test reaches one through
 * `src/server/test/harness.ts` (a test app, or `TEST_DB` to open one itself), so a file that
 * imports the harness runs on both databases and any other file (parsing, config, logs
 * without a database) only on SQLite, where it would run the same on PostgreSQL.
 */
const databaseTests = () => testFilesMatching(['src/server', 'src/cli'], /from '[./]*(?:server\/)?test\/harness'/);

/**
 * The web test files that replace a module (`vi.mock`): a module already loaded by another
 * file of a shared module graph would not be replaced, so these run each in a jsdom of its own.
 */
const mockingWebTests = testFilesMatching(['src/web'], /\bvi\.(?:do)?mock\(/);

/**
 * Screen and hook tests in jsdom. Unless `isolated`, a worker's files share one jsdom and their
 * modules, one after another: a new jsdom and module graph for each file cost most of the
 * project's time (decision 072); the setup file starts each file from a clean page.
 */
const web = (isolated: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: isolated ? 'web-isolated' : 'web',
    include: isolated ? mockingWebTests : ['src/web/**/*.test.{ts,tsx}'],
    exclude: isolated ? [] : mockingWebTests,
    environment: 'jsdom',
    testTimeout: 15_000,
    setupFiles: ['src/web/test/setup.ts'],
    isolate: isolated,
  },
  // react-router's `node` exports name its ES modules under `module-sync`, which Vite's
  // resolver does not know: without it `react-router` resolves to the CommonJS build,
  // whose `react-router/dom` loads the ES one, and the app renders with two routers'
  // contexts. With it both are the ES modules the browser build uses.
  resolve: { conditions: ['module-sync'] },
});

const api = (database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `api-${database}`,
    include: database === 'postgres' ? databaseTests() : API_TESTS,
    environment: 'node',
    env: { TEST_DB: database },
    // A worker's files share one module graph, one after another: importing the server again for
    // each file was half the phase's time (decision 072). Every test makes its own app and database.
    isolate: false,
    globalSetup: [`src/server/test/${database}-global-setup.ts`],
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default is one fewer than the cores, which on a
    // two-core machine (CI) runs the files one at a time: 393 s against 267 s (decision 027).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/nahuatl/**/*.test.ts', 'src/contract/**/*.test.ts', 'src/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      api('sqlite'),
      ...(postgresAvailable() ? [api('postgres')] : []),
      web(false),
      web(true),
    ],
  },
});
