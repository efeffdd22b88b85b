import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/database';
import {
  LoanwordFileError,
  parseLoanwordFile,
  type RejectedLoanword,
} from '../server/resources/loanwords/loanword-file';
import { loanwordRepository } from '../server/resources/loanwords/repository';
import { runWhenMain } from './import-command';

const USAGE = `Imports loanwords from a CSV file (format: README.md, "Importing data").

  npm run import:loanwords -- FILE [--dry-run] [--skip-invalid]

  --dry-run       check the file and say what would be created and updated; write nothing
  --skip-invalid  import the valid rows even when some are rejected (they are still listed)

A loanword is matched by its two languages and its two words (without macrons or case): one
already imported is updated, so running the same file twice changes nothing the second time.
Imported loanwords belong to the staff account. When any row is rejected nothing is imported,
unless --skip-invalid is given.`;

/** What one run asks for. */
export interface LoanwordImportOptions {
  /** The account the new loanwords belong to. */
  owner: number;
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** Called as rows are saved: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
}

/** What one run did, or with --dry-run would do. */
export interface LoanwordImportReport {
  file: string;
  /** Data rows in the file, valid or not. */
  rowsRead: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedLoanword[];
  dryRun: boolean;
  /** Whether the valid rows were (or would be) written: not when a row is rejected without --skip-invalid. */
  accepted: boolean;
  seconds: number;
}

async function readLoanwordFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new LoanwordFileError(`Cannot read "${path}": ${why}.`);
  }
}

/**
 * Reads, validates and imports a loanwords CSV file in one transaction. When any row is
 * rejected nothing is written unless `skipInvalid`; `dryRun` never writes. Throws
 * {@link LoanwordFileError} when the file cannot be read at all.
 */
export async function importLoanwords(
  db: Db,
  path: string,
  options: LoanwordImportOptions,
): Promise<LoanwordImportReport> {
  const start = performance.now();
  const { rows, rejected } = parseLoanwordFile(await readLoanwordFile(path));
  const accepted = rejected.length === 0 || options.skipInvalid === true;
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
    file: path,
    rowsRead: rows.length + rejected.length,
    ...counts,
    rejected: [...rejected].sort((a, b) => a.line - b.line),
    dryRun,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}

/** The report as the terminal shows it: rejected rows (file and line) first, then what happened and the counts. */
export function formatReport(report: LoanwordImportReport): string[] {
  const lines: string[] = [];
  if (report.rejected.length > 0) {
    lines.push(`Rejected ${report.rejected.length === 1 ? 'row' : 'rows'}:`);
    for (const { line, reasons } of report.rejected) lines.push(`  ${report.file}:${line}: ${reasons.join(' ')}`);
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
    ['Unchanged:', count(report.unchanged)],
    ['Rejected:', count(report.rejected.length)],
    ['Elapsed:', `${report.seconds.toFixed(2)} s`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  lines.push(...rows.map(([label, value]) => `${label.padEnd(width)} ${value}`));
  return lines;
}

runWhenMain(import.meta.url, {
  usage: USAGE,
  unit: 'loanwords',
  isInputError: (error) => error instanceof LoanwordFileError,
  ownedByStaff: true,
  run: (db, path, { owner, ...options }) => importLoanwords(db, path, { ...options, owner: owner! }),
  formatReport,
});
