import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../server/boot';
import { loadConfig } from '../server/config';
import { TEST_DB } from '../server/test/harness';
import { backupSqlite, BackupError, requireSqlitePath } from './backup';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A migrated, seeded database file, as `npm start` leaves it. */
async function preparedFile(): Promise<string> {
  const path = join(dir, 'nahuatl.sqlite');
  const db = await prepareDatabase(loadConfig({ DATABASE_URL: `sqlite:${path}`, SEED: 'true', LOG_LEVEL: 'silent' }));
  await db.close();
  return path;
}

/**
 * Another process writing as the server would: transaction n puts n in both probe tables,
 * so a consistent copy holds 1..k in each, for one k. It says "writing" once it has begun.
 */
const WRITER = `
const db = new (require('better-sqlite3'))(process.env.DB, { timeout: 10000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
const a = db.prepare('insert into probe_a (n) values (?)');
const b = db.prepare('insert into probe_b (n) values (?)');
const write = db.transaction((n) => { a.run(n); b.run(n); });
let n = 0;
(function tick() {
  for (let i = 0; i < 20; i += 1) write(++n);
  if (n === 200) process.stdout.write('writing\\n');
  setImmediate(tick);
})();`;

async function startWriter(path: string): Promise<ChildProcess> {
  const writer = spawn(process.execPath, ['-e', WRITER], {
    env: { ...process.env, DB: path },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(writer.stdout!, 'data');
  return writer;
}

const probeCount = (path: string): number => {
  const db = new SQLite(path, { readonly: true });
  try {
    return db.prepare('select count(*) from probe_a').pluck().get() as number;
  } finally {
    db.close();
  }
};

// The backup copies a SQLite file whatever database the API project runs on, so its tests run
// once, in the api-sqlite project; the PostgreSQL refusal below runs in both. Each test
// prepares a seeded file and some start a process: they get 30 s on a busy machine.
describe.runIf(TEST_DB === 'sqlite')('npm run backup on a SQLite file', () => {
  it('copies a consistent snapshot while another process keeps writing, and the copy passes its integrity check', async () => {
    const source = await preparedFile();
    const setup = new SQLite(source);
    setup.exec(`
      create table probe_a (n integer primary key);
      create table probe_b (n integer primary key);
      create table filler (b blob);
      with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000) insert into filler select randomblob(10000) from c;`);
    setup.close();
    const writer = await startWriter(source);
    try {
      const before = probeCount(source);
      const report = await backupSqlite(source, join(dir, 'copy.sqlite'));
      const after = probeCount(source);

      expect(report.integrity).toBe('ok');
      expect(report.rows).toMatchObject({ filler: 3000, app_user: 1 });
      expect(report.pages).toBeGreaterThan(7000);
      expect(report.bytes).toBeGreaterThan(30_000_000);

      const copy = new SQLite(join(dir, 'copy.sqlite'), { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const a = copy.prepare('select n from probe_a order by n').pluck().all() as number[];
      const b = copy.prepare('select n from probe_b order by n').pluck().all() as number[];
      copy.close();
      // A prefix of the writes (1..k, no gaps), the same in both tables, taken during the writes.
      expect(a).toEqual(Array.from({ length: a.length }, (_, i) => i + 1));
      expect(b).toEqual(a);
      expect(a.length).toBeGreaterThanOrEqual(before);
      // The writer was not held up by the backup.
      expect(after).toBeGreaterThan(before);
    } finally {
      writer.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses to replace an existing file unless forced, and leaves it untouched', async () => {
    const source = await preparedFile();
    const destination = join(dir, 'earlier.sqlite');
    await writeFile(destination, 'an earlier backup');

    await expect(backupSqlite(source, destination)).rejects.toThrow(
      new BackupError(`"${destination}" already exists; run again with --force to replace it.`),
    );
    expect(await readFile(destination, 'utf8')).toBe('an earlier backup');

    const report = await backupSqlite(source, destination, { force: true });
    expect(report.integrity).toBe('ok');
    expect((await readFile(destination)).subarray(0, 15).toString()).toBe('SQLite format 3');
  }, 30_000);

  it('names a missing database, a missing folder and the database itself', async () => {
    const source = await preparedFile();
    await expect(backupSqlite(join(dir, 'nowhere.sqlite'), join(dir, 'copy.sqlite'))).rejects.toThrow(
      /There is no database at ".*nowhere\.sqlite"/,
    );
    await expect(backupSqlite(source, join(dir, 'no-such-folder', 'copy.sqlite'))).rejects.toThrow(
      /the folder ".*no-such-folder" does not exist/,
    );
    await expect(backupSqlite(source, source, { force: true })).rejects.toThrow(/is the database itself/);
  }, 30_000);

  it('replaces only a regular file, even when forced: not a pipe, a folder, or a link (to a device or a file)', async () => {
    const source = await preparedFile();
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const folder = join(dir, 'folder');
    await mkdir(folder);
    const toDevice = join(dir, 'null.sqlite');
    await symlink('/dev/null', toDevice);
    const earlier = join(dir, 'earlier.sqlite');
    await writeFile(earlier, 'an earlier backup');
    const toFile = join(dir, 'link.sqlite');
    await symlink(earlier, toFile);
    const dangling = join(dir, 'dangling.sqlite');
    await symlink(join(dir, 'nothing-here'), dangling);

    const refusals: Array<[string, string]> = [
      [
        fifo,
        `Cannot write "${fifo}": it is a named pipe (FIFO), not a regular file; a backup replaces only a regular file.`,
      ],
      [folder, `Cannot write "${folder}": it is a folder, not a regular file; a backup replaces only a regular file.`],
      [
        toDevice,
        `Cannot write "${toDevice}": it is a symbolic link (to /dev/null), which a backup does not replace or follow; give the path of a regular file.`,
      ],
      [
        toFile,
        `Cannot write "${toFile}": it is a symbolic link (to ${earlier}), which a backup does not replace or follow; give the path of a regular file.`,
      ],
      [
        dangling,
        `Cannot write "${dangling}": it is a symbolic link (to ${join(dir, 'nothing-here')}), which a backup does not replace or follow; give the path of a regular file.`,
      ],
    ];
    for (const [destination, message] of refusals) {
      for (const force of [false, true])
        await expect(backupSqlite(source, destination, { force })).rejects.toThrow(new BackupError(message));
    }
    // Each left as it was, and no partial copy beside it.
    expect((await lstat(fifo)).isFIFO()).toBe(true);
    expect((await lstat(folder)).isDirectory()).toBe(true);
    expect(await readlink(toDevice)).toBe('/dev/null');
    expect(await readlink(toFile)).toBe(earlier);
    expect(await readFile(earlier, 'utf8')).toBe('an earlier backup');
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 30_000);

  it('says so from the terminal, with exit code 1', async () => {
    const source = await preparedFile();
    const toDevice = join(dir, 'null.sqlite');
    await symlink('/dev/null', toDevice);
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup.ts', toDevice, '--force'],
      { env: { ...process.env, DATABASE_URL: `sqlite:${source}` } },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      `Cannot write "${toDevice}": it is a symbolic link (to /dev/null), which a backup does not replace or follow; give the path of a regular file.`,
    );
    expect(await readlink(toDevice)).toBe('/dev/null');
  }, 30_000);
});

describe('npm run backup with a PostgreSQL DATABASE_URL', () => {
  it('refuses, and shows the pg_dump command to use instead', async () => {
    expect(() => requireSqlitePath('postgres://me@127.0.0.1:5432/nahuatl', 'nahuatl.dump')).toThrow(
      /use pg_dump --format=custom --file=nahuatl\.dump "\$DATABASE_URL"/,
    );
  });

  it('exits 1 with a one-line message from the terminal', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup.ts', join(dir, 'nahuatl.dump')],
      {
        env: { ...process.env, DATABASE_URL: 'postgres://me@127.0.0.1:5432/nahuatl' },
      },
    );
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^DATABASE_URL is a PostgreSQL database.*pg_dump/),
    ]);
  }, 30_000);
});
