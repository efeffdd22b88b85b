import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/database';
import { saveCldfLoanwords } from './loanwords';
import type { LoanwordImportCounts } from '../../resources/loanwords/repository';
import { CLDF_TABLES, isAccepted, type ImportReport } from '../report';
import { cldfStore, type ImportCounts } from './store';
import { planImport } from './mapping';
import { CldfError, readCldf } from './reader';

/**
 * One CLDF import, as the command (src/cli/import-cldf.ts) and the seed run it (read → map →
 * store): read the dataset (reader.ts), map it (mapping.ts), and write it in one transaction
 * unless a row is rejected (store.ts, and its loans as loanwords, loanwords.ts).
 */

/** What one run asks for. */
export interface CldfImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** The id of the account that owns new rows: the staff account (the seed's "admin"). */
  owner: number;
  /** Called as rows are written: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
  /** The largest file of the dataset read, in bytes (default: input-file.ts's MAX_INPUT_BYTES). */
  maxBytes?: number;
}

const noCounts = (): ImportCounts =>
  Object.fromEntries(
    CLDF_TABLES.map((table) => [table, { created: 0, updated: 0, unchanged: 0, absent: 0 }]),
  ) as ImportCounts;

/**
 * Reads a CLDF Wordlist from `dir` and imports it in one transaction. When any row is
 * rejected nothing is written unless `skipInvalid`; `dryRun` never writes. Throws
 * {@link CldfError} when the dataset cannot be read at all or the owner does not exist.
 */
export async function importCldf(db: Db, dir: string, options: CldfImportOptions): Promise<ImportReport> {
  const start = performance.now();
  const dataset = await readCldf(dir, { maxBytes: options.maxBytes });
  const plan = planImport(dataset);
  const { owner } = options;
  const store = cldfStore(db);
  if (!(await store.accountExists(owner))) {
    throw new CldfError(`The account with id ${owner}, which is to own the imported rows, does not exist.`);
  }
  const dryRun = options.dryRun === true;
  const accepted = isAccepted(plan.rejected, options.skipInvalid);
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
  const { read } = plan;
  return {
    input: dataset.metadataPath,
    rowPlace: 'file line',
    rowsRead: read.languages + read.concepts + read.forms + read.judgements + read.cognateSets + read.sources,
    counts: { ...counts, loanwords },
    rejected: plan.rejected,
    notes: plan.notes,
    dataset: { key: rows.dataset.key, title: rows.dataset.title, read },
    dryRun,
    accepted,
    seconds: (performance.now() - start) / 1000,
  };
}
