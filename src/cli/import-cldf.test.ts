import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../server/test/harness';

const fixture = (name: string) => fileURLToPath(new URL(`../server/import/fixtures/cldf/${name}`, import.meta.url));
const SETS_TABLE = fixture('sets-table');
const BAD_REFERENCE = fixture('bad-reference');
const COGNACY_COLUMN = fixture('cognacy-column');

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

  it('refuses a table outside the dataset, and writes no control character of the input to the terminal', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-cldf-'));
    try {
      const url = `sqlite:${join(dir, 'nahuatl.sqlite')}`;
      const dataset = join(dir, 'dataset');
      await cp(COGNACY_COLUMN, dataset, { recursive: true });
      const metadata = join(dataset, 'cldf-metadata.json');
      const json = JSON.parse(await readFile(metadata, 'utf8')) as { tables: Array<{ url: string }> };
      const languagesAt = async (tableUrl: string) => {
        (json.tables[1] as { url: string }).url = tableUrl;
        await writeFile(metadata, JSON.stringify(json));
      };

      await languagesAt('../../../../../../../etc/passwd');
      const outside = await runCommand(url, dataset);
      expect(outside.code).toBe(1);
      expect(outside.stdout).toContain(
        `Cannot read the LanguageTable's url "../../../../../../../etc/passwd" in cldf-metadata.json: it leads outside the dataset's folder`,
      );
      expect(outside.stdout).toContain('Nothing was imported.');
      expect(outside.stdout).not.toContain('root:');

      // A title-setting escape sequence in the url, which the error quotes.
      await languagesAt('\u001b]0;owned\u0007.csv');
      const escape = await runCommand(url, dataset);
      expect(escape.code).toBe(1);
      expect(escape.stdout).toContain(
        '\\u001b]0;owned\\u0007.csv (the LanguageTable named in cldf-metadata.json) does not exist.',
      );
      // eslint-disable-next-line no-control-regex -- what must not reach the terminal is control characters
      expect(escape.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
