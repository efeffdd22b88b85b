import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../server/test/harness';

const fixture = (name: string) => fileURLToPath(new URL(`../server/import/fixtures/cldf/${name}`, import.meta.url));
const SETS_TABLE = fixture('sets-table');
const BAD_REFERENCE = fixture('bad-reference');

/** Runs the command as `npm run import:cldf -- ...` does, on a SQLite file; its exit code and output. */
async function runCommand(databaseUrl: string, ...args: string[]) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import-cldf.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
  return run.then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );
}

// Skipped in the api-postgres project: the command's import code is the same on both databases
// (the in-process import tests run it on each), so one run as a process, on SQLite, is enough.
describe.runIf(TEST_DB === 'sqlite')('the import:cldf command', () => {
  it('imports into the database of DATABASE_URL as "admin", and exits 1 when rows are rejected', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cldf-'));
    try {
      const url = `sqlite:${join(dir, 'nahuatl.sqlite')}`;
      const dry = await runCommand(url, SETS_TABLE, '--dry-run');
      expect(dry.code).toBe(0);
      expect(dry.stdout).toContain('Dry run: nothing was written.');
      expect(dry.stdout).toMatch(/Cognates +12 +0 +0/);
      const done = await runCommand(url, SETS_TABLE);
      expect(done.code).toBe(0);
      expect(done.stdout).toMatch(/Created +Updated +Unchanged/);
      expect(done.stdout).toMatch(/Cognate sets +6 +0 +0/);
      expect((await runCommand(url, SETS_TABLE)).stdout).toMatch(/Cognate sets +0 +0 +6/);
      const bad = await runCommand(url, BAD_REFERENCE);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toContain('forms.csv line 5: Language_ID "xyz" is not in languages.csv.');
      const usage = await runCommand(url);
      expect(usage.code).toBe(2);
      expect(usage.stdout).toContain('npm run import:cldf -- DIR [--dry-run] [--skip-invalid]');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
