import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  type Stats,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { kindOf } from '../server/import/input-file';
import { escapeControls } from '../server/import/text';

const USAGE = `Copies the SQLite database of DATABASE_URL to FILE, consistently, even while the server runs.

  npm run backup -- FILE [--force]

  --force   replace FILE when it already exists

The copy is checked with SQLite's integrity check before it is kept. To restore, stop the
server and copy FILE over the database file (see README.md, "Backups"). For PostgreSQL use
pg_dump instead.`;

/** How long to wait for a lock the server holds (a checkpoint, a schema change) before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

/** A problem the operator can fix, reported as one line. */
export class BackupError extends Error {}

/** What one backup wrote. */
export interface BackupReport {
  destination: string;
  /** Rows of each table in the copy, by table name. */
  rows: Record<string, number>;
  pages: number;
  bytes: number;
  seconds: number;
  /** The copy's `PRAGMA integrity_check`: always "ok", since any other answer throws. */
  integrity: string;
}

/**
 * The SQLite file a DATABASE_URL names. PostgreSQL and in-memory databases cannot be
 * copied as a file, so they are refused with what to do instead.
 */
export function requireSqlitePath(databaseUrl: string, destination: string): string {
  if (!databaseUrl.startsWith('sqlite:')) {
    throw new BackupError(
      `DATABASE_URL is a PostgreSQL database, which this command cannot copy: use pg_dump --format=custom --file=${destination} "$DATABASE_URL" (restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" ${destination}).`,
    );
  }
  const path = databaseUrl.slice('sqlite:'.length);
  if (path === ':memory:')
    throw new BackupError('DATABASE_URL is an in-memory database (sqlite::memory:): there is no file to back up.');
  return path;
}

function requireSource(source: string): void {
  if (!existsSync(source)) throw new BackupError(`There is no database at "${source}" (from DATABASE_URL).`);
  if (!statSync(source).isFile()) throw new BackupError(`"${source}" (from DATABASE_URL) is not a file.`);
}

/**
 * What is at `destination` itself (a link is not followed): nothing, or a regular file. The
 * backup is renamed over it, which replaces whatever the name is, so anything else (a folder,
 * a device, a pipe, a socket, a symbolic link) is refused rather than replaced (decision 038).
 */
function existingDestination(destination: string): Stats | null {
  let stat: Stats;
  try {
    stat = lstatSync(destination);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new BackupError(`Cannot write "${destination}": ${(error as Error).message}.`);
  }
  if (stat.isFile()) return stat;
  if (stat.isSymbolicLink())
    throw new BackupError(
      `Cannot write "${destination}": it is a symbolic link (to ${readlinkSync(destination)}), which a backup does not replace or follow; give the path of a regular file.`,
    );
  throw new BackupError(
    `Cannot write "${destination}": it is ${kindOf(stat)}, not a regular file; a backup replaces only a regular file.`,
  );
}

function requireWritableDestination(source: string, destination: string, force: boolean): void {
  const folder = dirname(resolve(destination));
  if (!existsSync(folder))
    throw new BackupError(`Cannot write "${destination}": the folder "${folder}" does not exist.`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new BackupError(`Cannot write "${destination}": the folder "${folder}" is not writable.`);
  }
  const existing = existingDestination(destination);
  if (existing === null) return;
  const database = statSync(source);
  if (existing.ino === database.ino && existing.dev === database.dev)
    throw new BackupError(`"${destination}" is the database itself; choose another file.`);
  if (!force) throw new BackupError(`"${destination}" already exists; run again with --force to replace it.`);
}

/**
 * Copies every page in one step of SQLite's online backup. In several steps the backup
 * starts over whenever another connection (the server) writes in between, which under a
 * steady stream of writes may never end; one step reads a single snapshot, and in WAL mode
 * that read does not block the server's writes. The connection only reads, but is opened
 * read-write: a read-only one leaves behind the -wal and -shm files it creates when the
 * server is not running, where a read-write one removes them on closing.
 */
async function copyPages(source: string, partial: string): Promise<number> {
  const database = new SQLite(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const { totalPages } = await database.backup(partial, { progress: () => 0x7fffffff });
    return totalPages;
  } catch (error) {
    throw new BackupError(`Cannot back up "${source}": ${(error as Error).message}.`);
  } finally {
    database.close();
  }
}

/**
 * Opens the copy as a restore would and checks it. The copy keeps the source's WAL mode in
 * its header; switching it to a rollback journal makes it one self-contained file that
 * stays whole however it is copied later (the server turns WAL back on when it opens it).
 */
function verifyCopy(partial: string): Pick<BackupReport, 'rows' | 'integrity'> {
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = (copy.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ');
    if (integrity !== 'ok')
      throw new BackupError(`The copy failed its integrity check (${integrity}); nothing was written.`);
    const tables = copy
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    const rows = Object.fromEntries(
      tables.map((name) => [
        name,
        copy
          .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    return { rows, integrity };
  } finally {
    copy.close();
  }
}

/**
 * Writes a consistent copy of the SQLite database at `source` to `destination` while other
 * connections may be writing, verifies it, and only then puts it in place: the copy is
 * written beside the destination and renamed, so a failed backup never leaves a partial
 * file under the destination's name, nor replaces an earlier backup.
 * Throws {@link BackupError} for anything the operator can fix.
 */
export async function backupSqlite(
  source: string,
  destination: string,
  options: { force?: boolean } = {},
): Promise<BackupReport> {
  const start = performance.now();
  requireSource(source);
  requireWritableDestination(source, destination, options.force === true);
  const partial = `${destination}.${process.pid}.partial`;
  try {
    const pages = await copyPages(source, partial);
    const checked = verifyCopy(partial);
    // Looked at again just before: what is there may have changed while the copy was made.
    existingDestination(destination);
    renameSync(partial, destination);
    return {
      destination,
      pages,
      bytes: statSync(destination).size,
      seconds: (performance.now() - start) / 1000,
      ...checked,
    };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The report as the terminal shows it. */
export function formatBackupReport(report: BackupReport): string[] {
  const count = (n: number) => n.toLocaleString('en-US');
  const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
  const tables = Object.entries(report.rows)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${count(n)}`)
    .join(', ');
  return [
    `Backed up to ${report.destination}`,
    `Integrity check: ${report.integrity}`,
    `Rows:  ${count(total)} (${tables || 'every table is empty'})`,
    `Pages: ${count(report.pages)}`,
    `Size:  ${(report.bytes / 1024 / 1024).toFixed(1)} MB`,
    `Time:  ${report.seconds.toFixed(2)} s`,
  ];
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [destination, ...extra] = positionals;
  if (destination === undefined || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const source = requireSqlitePath(loadConfig().DATABASE_URL, destination);
  const report = await backupSqlite(source, destination, { force: values.force });
  for (const line of formatBackupReport(report)) console.log(line);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(escapeControls(error instanceof Error ? error.message : String(error)));
      process.exitCode = 1;
    },
  );
}
