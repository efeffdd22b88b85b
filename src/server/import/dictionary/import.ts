import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/database';
import { wordRepository, type WordRepository } from '../../resources/words/repository';
import { isAccepted, readInputFile, type ImportReport, type RejectedRow } from '../report';
import {
  DictionaryFileError,
  formatOfPath,
  parseDictionaryFile,
  type DictionaryFormat,
  type DictionaryWord,
} from './file';
import { readOnWorker } from './read-on-worker';

/**
 * The dictionary's import (read → map → store): a CSV or JSON file read and validated
 * (file.ts), on a worker thread when it is large (read-on-worker.ts), and its words written
 * by the word repository's bulk writes in one transaction.
 */

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
  /** The largest file read, in bytes (default: input-file.ts's MAX_INPUT_BYTES). */
  maxBytes?: number;
}

/** From this size a file is read on a worker thread: below it, starting one costs more than it saves. */
export const WORKER_BYTES = 256 * 1024;

/** Thrown through the write when the worker's rows turn out to include rejected ones: nothing is kept. */
class NotAccepted extends Error {}

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
  const bytes = await readInputFile(path, (message) => new DictionaryFileError(message), {
    maxBytes: options.maxBytes,
  });
  const onWorker = !options.dryRun && (options.worker ?? bytes.length >= WORKER_BYTES);
  const { rowsRead, created, updated, rejected, accepted } = await (onWorker
    ? importOnWorker(db, bytes, format, options)
    : importHere(db, bytes, format, options));
  return {
    input: path,
    rowPlace: format === 'csv' ? 'line' : 'item',
    rowsRead,
    counts: { words: { created, updated } },
    rejected,
    notes: [],
    dryRun: options.dryRun === true,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}

/** What either way of reading a file gives the report. */
interface Outcome {
  rowsRead: number;
  created: number;
  updated: number;
  rejected: RejectedRow[];
  accepted: boolean;
}

/** The whole file read and validated first, then written (or, in a dry run, counted). */
async function importHere(
  db: Db,
  bytes: Uint8Array,
  format: DictionaryFormat,
  options: ImportOptions,
): Promise<Outcome> {
  const { rows, rejected } = parseDictionaryFile(bytes, format);
  const inputs = rows.map((row) => row.word);
  const accepted = isAccepted(rejected, options.skipInvalid);
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
      if (!isAccepted(file.rejected(), options.skipInvalid)) throw new NotAccepted();
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
      accepted: isAccepted(rejected, options.skipInvalid),
    };
  } finally {
    await file.close();
  }
}
