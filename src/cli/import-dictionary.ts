import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/database';
import { wordRepository, type WordRepository } from '../server/resources/words/repository';
import {
  DictionaryFileError,
  formatOfPath,
  parseDictionaryFile,
  rowLabel,
  type DictionaryFormat,
  type DictionaryWord,
  type RejectedRow,
} from './dictionary-file';
import { runWhenMain } from './import-command';
import { readOnWorker } from './read-on-worker';

const USAGE = `Imports dictionary words from a CSV or JSON file (format: docs/import-format.md).

  npm run import:dictionary -- FILE [--dry-run] [--skip-invalid]

  --dry-run       check the file and say what would be created and updated; write nothing
  --skip-invalid  import the valid rows even when some are rejected (they are still listed)

Words are matched by their spelling without macrons or case, and their type: a word already
in the dictionary is updated, so running the same file twice changes nothing the second time.
When any row is rejected nothing is imported, unless --skip-invalid is given.`;

/** What one run asks for. */
export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** Called as words are written: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Whether the file is read, validated and conjugated on a worker thread while the words
   * before are written (decision 025); by default for a file of {@link WORKER_BYTES} or more.
   * A dry run never uses one.
   */
  worker?: boolean;
}

/** From this size a file is read on a worker thread: below it, starting one costs more than it saves. */
export const WORKER_BYTES = 256 * 1024;

/** Thrown through the write when the worker's rows turn out to include rejected ones: nothing is kept. */
class NotAccepted extends Error {}

/** Whether the valid rows are written: when none was rejected, or when --skip-invalid says to anyway. */
const isAccepted = (rejected: RejectedRow[], options: ImportOptions) =>
  rejected.length === 0 || options.skipInvalid === true;

/** What one run did, or with --dry-run would do. */
export interface ImportReport {
  format: DictionaryFormat;
  /** Data rows in the file, valid or not. */
  rowsRead: number;
  created: number;
  updated: number;
  rejected: RejectedRow[];
  dryRun: boolean;
  /** Whether the valid rows were (or, in a dry run, would be) written: not when a row is rejected without --skip-invalid. */
  accepted: boolean;
  seconds: number;
}

/** The file's bytes: decoded by whichever thread reads it. */
async function readDictionaryFile(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new DictionaryFileError(`Cannot read "${path}": ${why}.`);
  }
}

// One query per word; a batched `existingKeys(words)` on the repository would make this one query per few hundred.
async function countExisting(words: WordRepository, inputs: DictionaryWord[]): Promise<number> {
  let existing = 0;
  for (let i = 0; i < inputs.length; i += 50) {
    const found = await Promise.all(inputs.slice(i, i + 50).map((input) => words.getByKey(input.word, input.type)));
    existing += found.filter((row) => row !== undefined).length;
  }
  return existing;
}

/**
 * Reads, validates and imports a dictionary file in one transaction. When any
 * row is rejected nothing is written unless `skipInvalid`; `dryRun` never writes.
 * Throws {@link DictionaryFileError} when the file cannot be read at all.
 */
export async function importDictionary(db: Db, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const start = performance.now();
  const format = formatOfPath(path);
  const bytes = await readDictionaryFile(path);
  const onWorker = !options.dryRun && (options.worker ?? bytes.length >= WORKER_BYTES);
  const { rowsRead, created, updated, rejected, accepted } = await (onWorker
    ? importOnWorker(db, bytes, format, options)
    : importHere(db, bytes, format, options));
  return {
    format,
    rowsRead,
    created,
    updated,
    rejected,
    dryRun: options.dryRun === true,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}

type Outcome = Pick<ImportReport, 'rowsRead' | 'created' | 'updated' | 'rejected' | 'accepted'>;

/** The whole file read and validated first, then written (or, in a dry run, counted). */
async function importHere(
  db: Db,
  bytes: Uint8Array,
  format: DictionaryFormat,
  options: ImportOptions,
): Promise<Outcome> {
  const { rows, rejected } = parseDictionaryFile(bytes, format);
  const inputs = rows.map((row) => row.word);
  const accepted = isAccepted(rejected, options);
  const words = wordRepository(db);
  let counts = { created: 0, updated: 0 };
  if (options.dryRun) {
    const existing = await countExisting(words, inputs);
    counts = { created: inputs.length - existing, updated: existing };
  } else if (accepted && inputs.length > 0) {
    counts = await words.upsertMany(inputs, (done) => options.onProgress?.(done, inputs.length));
  }
  return { rowsRead: rows.length + rejected.length, ...counts, rejected, accepted };
}

/**
 * The file read on a worker thread while this one writes what it has read: a rejected row
 * found late rolls the whole write back (unless --skip-invalid), so the outcome is that of
 * {@link importHere}. Progress counts against the worker's estimate of the rows until the end.
 */
async function importOnWorker(
  db: Db,
  bytes: Uint8Array,
  format: DictionaryFormat,
  options: ImportOptions,
): Promise<Outcome> {
  const file = await readOnWorker(bytes, format);
  try {
    const estimate = await file.total();
    let valid = 0;
    const batches = async function* () {
      for await (const batch of file.batches()) {
        valid += batch.inputs.length;
        yield batch;
      }
      if (!isAccepted(file.rejected(), options)) throw new NotAccepted();
    };
    let counts = { created: 0, updated: 0 };
    try {
      counts = await wordRepository(db).upsertBatches(batches(), {
        rows: estimate,
        onProgress: (done) => options.onProgress?.(done, Math.max(estimate, done)),
      });
      // The estimate counted rejected rows and blank lines: the bar ends at the words written.
      if (estimate > valid) options.onProgress?.(valid, valid);
    } catch (error) {
      if (!(error instanceof NotAccepted)) throw error;
    }
    const rejected = file.rejected();
    return {
      rowsRead: valid + rejected.length,
      ...counts,
      rejected,
      accepted: isAccepted(rejected, options),
    };
  } finally {
    await file.close();
  }
}

/** The report as the terminal shows it: rejected rows first, then what happened and the counts. */
export function formatReport(report: ImportReport): string[] {
  const lines: string[] = [];
  if (report.rejected.length > 0) {
    lines.push(`Rejected ${report.rejected.length === 1 ? 'row' : 'rows'}:`);
    for (const { line, reasons } of report.rejected) {
      lines.push(`  ${rowLabel(report.format, line)}: ${reasons.join(' ')}`);
    }
    lines.push('');
  }
  if (!report.accepted) {
    lines.push(
      `Nothing ${report.dryRun ? 'would be' : 'was'} imported: fix or remove the rejected rows, ` +
        `or run again with --skip-invalid to import the others${report.dryRun ? ' (as counted below)' : ''}.`,
    );
  } else if (report.dryRun) {
    lines.push('Dry run: nothing was written.');
  }
  const count = (n: number) => n.toLocaleString('en-US');
  const [created, updated] = report.dryRun ? ['Would create:', 'Would update:'] : ['Created:', 'Updated:'];
  const rows: Array<[string, string]> = [
    ['Rows read:', count(report.rowsRead)],
    [created, count(report.created)],
    [updated, count(report.updated)],
    ['Rejected:', count(report.rejected.length)],
    ['Elapsed:', `${report.seconds.toFixed(2)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  lines.push(...rows.map(([label, value]) => `${label.padEnd(width)} ${value}`));
  return lines;
}

runWhenMain(import.meta.url, {
  usage: USAGE,
  unit: 'words',
  isInputError: (error) => error instanceof DictionaryFileError,
  run: importDictionary,
  formatReport,
});
