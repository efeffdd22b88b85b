import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { SAMPLE_DIR } from './sample-data';
import { parseLoanwordFile } from '../import/loanwords/file';
import { loanwordRepository } from '../resources/loanwords/repository';

/** The sample loanwords: the project's own CSV file, in the import format. */
export const SAMPLE_LOANWORDS = join(SAMPLE_DIR, 'loanwords.csv');

/** Loads data/sample/loanwords.csv for `owner` while there are no loanwords; a bad row stops the seed. */
export async function seedSampleLoanwords(db: Db, owner: number): Promise<void> {
  const loanwords = loanwordRepository(db);
  if ((await loanwords.count([], owner)) > 0) return;
  const { rows, rejected } = parseLoanwordFile(readFileSync(SAMPLE_LOANWORDS, 'utf8'));
  const [first] = rejected;
  if (first) throw new Error(`data/sample/loanwords.csv is invalid on line ${first.line}: ${first.reasons.join(' ')}`);
  await loanwords.importMany(rows, { owner });
}
