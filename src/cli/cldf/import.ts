import { performance } from 'node:perf_hooks';
import type { Db } from '../../server/db/database';
import { saveCldfLoanwords } from '../../server/resources/loanwords/cldf';
import type { LoanwordImportCounts } from '../../server/resources/loanwords/repository';
import { cldfStore, TABLES, type ImportCounts } from '../../server/resources/utoaztecan/cldf-store';
import { planImport, type RejectedRow, type RowsRead } from './mapping';
import { CldfError, readCldf } from './reader';

/**
 * One CLDF import, as the command (src/cli/import-cldf.ts) and the seed run it: read the
 * dataset, map it, and write it in one transaction unless a row is rejected.
 */

/** What one run asks for. */
export interface CldfImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** The id of the account that owns new rows: the staff account (the seed's "admin"). */
  owner: number;
  /** Called as rows are written: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
}

/** What one run did, or with --dry-run would do. */
export interface CldfImportReport {
  dataset: { key: string; title: string };
  /** The metadata file read. */
  metadata: string;
  /** Rows in each file, valid or not. */
  read: RowsRead;
  /** Per table: created, updated, unchanged (with --dry-run: would be), and rows the files no longer have. */
  counts: ImportCounts;
  /** The loanwords made of forms marked `Loan` (src/server/resources/loanwords/cldf.ts). */
  loanwords: LoanwordImportCounts;
  rejected: RejectedRow[];
  /** Things worth knowing that are not errors (forms kept out of sets, sources the BibTeX file lacks …). */
  notes: string[];
  dryRun: boolean;
  /** Whether the rows were (or, in a dry run, would be) written: not when a row is rejected without --skip-invalid. */
  accepted: boolean;
  seconds: number;
}

const noCounts = (): ImportCounts =>
  Object.fromEntries(
    TABLES.map((table) => [table, { created: 0, updated: 0, unchanged: 0, absent: 0 }]),
  ) as ImportCounts;

/**
 * Reads a CLDF Wordlist from `dir` and imports it in one transaction. When any row is
 * rejected nothing is written unless `skipInvalid`; `dryRun` never writes. Throws
 * {@link CldfError} when the dataset cannot be read at all or the owner does not exist.
 */
export async function importCldf(db: Db, dir: string, options: CldfImportOptions): Promise<CldfImportReport> {
  const start = performance.now();
  const dataset = await readCldf(dir);
  const plan = planImport(dataset);
  const { owner } = options;
  const store = cldfStore(db);
  if (!(await store.accountExists(owner))) {
    throw new CldfError(`The account with id ${owner}, which is to own the imported rows, does not exist.`);
  }
  const dryRun = options.dryRun === true;
  const accepted = plan.rejected.length === 0 || options.skipInvalid === true;
  const { rows } = plan;
  const total =
    rows.sources.length + rows.languages.length + rows.concepts.length + rows.sets.length + rows.cognates.length;
  let loanwords: LoanwordImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const counts =
    accepted || dryRun
      ? await store.save(rows, {
          owner,
          dryRun,
          onProgress: (done) => options.onProgress?.(done, total),
          alsoSave: async (trx, { datasetId, setIds }) => {
            const context = { datasetKey: rows.dataset.key, datasetId, sets: rows.sets, setIds };
            loanwords = await saveCldfLoanwords(trx, rows.cognates, context, { owner, dryRun });
          },
        })
      : noCounts();
  return {
    dataset: { key: rows.dataset.key, title: rows.dataset.title },
    metadata: dataset.metadataPath,
    read: plan.read,
    counts,
    loanwords,
    rejected: plan.rejected,
    notes: plan.notes,
    dryRun,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}
