import { importLoanwords } from '../server/import/loanwords/import';
import { runWhenMain } from './import-command';

const USAGE = `Imports loanwords from a CSV file (format: README.md, "Importing data").

  npm run import:loanwords -- FILE [--dry-run] [--skip-invalid]

  --dry-run       check the file and say what would be created and updated; write nothing
  --skip-invalid  import the valid rows even when some are rejected (they are still listed)

A loanword is matched by its two languages and its two words (without macrons or case): one
already imported is updated, so running the same file twice changes nothing the second time.
Imported loanwords belong to the staff account. When any row is rejected nothing is imported,
unless --skip-invalid is given.`;

runWhenMain(import.meta.url, {
  usage: USAGE,
  unit: 'loanwords',
  ownedByStaff: true,
  run: (db, path, { owner, ...options }) => importLoanwords(db, path, { ...options, owner: owner! }),
});
