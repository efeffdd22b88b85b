import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { CognateSetValues, CognateValues } from './store';
import { saveImportedLoanwords, type ImportedLoanword, type LoanwordImportCounts } from '../../resources/loanwords/repository';

/** The source language of a CLDF loan: a `Loan` column says a form is borrowed, not where from. */
export const UNKNOWN_SOURCE = 'unknown';

/** What a CLDF dataset's loans need from the import that stored its cognate sets. */
export interface CldfLoanContext {
  /** The dataset's own id (`ua_dataset.key`), which imported rows are keyed by. */
  datasetKey: string;
  /** Its row's id; negative in a dry run of a dataset not yet stored. */
  datasetId: number;
  /** The dataset's cognate sets, and the id each has (or in a dry run would have) in the database. */
  sets: readonly CognateSetValues[];
  setIds: ReadonlyMap<string, number>;
}

/**
 * The loanwords of a CLDF dataset: one per form marked `Loan` (a cognate with `loan`).
 * The form is the target (its language, word and gloss), filed under its cognate set,
 * which the card links to; the set's number in the dataset is its `target_set`. The
 * source is unknown, since the column does not name it; the rule set names the dataset.
 * Keyed `cldf:{dataset}:{form id}`, so importing the dataset again updates them.
 */
export function loanwordsFromCldf(cognates: readonly CognateValues[], context: CldfLoanContext): ImportedLoanword[] {
  const setsByKey = new Map(context.sets.map((set) => [set.key, set]));
  return cognates
    .filter((cognate) => cognate.loan)
    .map((cognate) => {
      const setId = cognate.set === null ? null : (context.setIds.get(cognate.set) ?? null);
      const set = cognate.set === null ? undefined : setsByKey.get(cognate.set);
      return {
        key: `cldf:${context.datasetKey}:${cognate.key}`,
        dataset: context.datasetId > 0 ? context.datasetId : null,
        values: {
          source_language: UNKNOWN_SOURCE,
          source_word: '',
          source_definition: '',
          target_language: cognate.language,
          target_word: cognate.word,
          target_definition: cognate.definition,
          target_set: set ? set.number || set.key : '',
          target_set_key_id: setId !== null && setId > 0 ? setId : null,
          set: setId !== null && setId > 0 ? setId : null,
          rule_set: `CLDF-${context.datasetKey}`,
          transforms: '',
          share: true,
        },
      };
    });
}

/** Saves a CLDF dataset's loans as loanwords, in the transaction that stores the dataset. */
export function saveCldfLoanwords(
  trx: Transaction<Database>,
  cognates: readonly CognateValues[],
  context: CldfLoanContext,
  options: { owner: number; dryRun: boolean },
): Promise<LoanwordImportCounts> {
  return saveImportedLoanwords(trx, loanwordsFromCldf(cognates, context), options);
}
