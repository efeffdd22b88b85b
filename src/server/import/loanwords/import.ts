import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/database';
import { loanwordRepository } from '../../resources/loanwords/repository';
import { isAccepted, readInputFile, type ImportReport } from '../report';
import { LoanwordFileError, parseLoanwordFile } from './file';

/**
 * The loanwords' import (read → map → store): a CSV file read and validated (file.ts), its
 * rows written by the loanword repository in one transaction.
 */

/** What one run asks for. */
export interface LoanwordImportOptions {
  /** The account the new loanwords belong to. */
  owner: number;
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** Called as rows are saved: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
  /** The largest file read, in bytes (default: input-file.ts's MAX_INPUT_BYTES). */
  maxBytes?: number;
}

/**
 * Reads, validates and imports a loanwords CSV file in one transaction. When any row is
 * rejected nothing is written unless `skipInvalid`; `dryRun` never writes. Throws
 * {@link LoanwordFileError} when the file cannot be read at all.
 */
export async function importLoanwords(db: Db, path: string, options: LoanwordImportOptions): Promise<ImportReport> {
  const start = performance.now();
  const bytes = await readInputFile(path, (message) => new LoanwordFileError(message), {
    maxBytes: options.maxBytes,
  });
  const { rows, rejected } = parseLoanwordFile(bytes.toString('utf8'));
  const accepted = isAccepted(rejected, options.skipInvalid);
  const dryRun = options.dryRun === true;
  let counts = { created: 0, updated: 0, unchanged: 0 };
  // A dry run counts even when rows are rejected: what --skip-invalid would do.
  if ((accepted || dryRun) && rows.length > 0) {
    counts = await loanwordRepository(db).importMany(rows, {
      owner: options.owner,
      dryRun,
      onProgress: (done) => options.onProgress?.(done, rows.length),
    });
  }
  return {
    input: path,
    rowPlace: 'path:line',
    rowsRead: rows.length + rejected.length,
    counts: { loanwords: counts },
    rejected: [...rejected].sort((a, b) => a.line - b.line),
    notes: [],
    dryRun,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}
