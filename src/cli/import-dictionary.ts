import { importDictionary } from '../server/import/dictionary/import';
import { runWhenMain } from './import-command';

const USAGE = `Imports dictionary words from a CSV or JSON file (format: docs/import-format.md).

  npm run import:dictionary -- FILE [--dry-run] [--skip-invalid]

  --dry-run       check the file and say what would be created and updated; write nothing
  --skip-invalid  import the valid rows even when some are rejected (they are still listed)

Words are matched by their spelling without macrons or case, and their type: a word already
in the dictionary is updated, so running the same file twice changes nothing the second time.
When any row is rejected nothing is imported, unless --skip-invalid is given.`;

runWhenMain(import.meta.url, { usage: USAGE, unit: 'words', run: importDictionary });
