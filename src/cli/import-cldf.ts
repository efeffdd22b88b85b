import { importCldf } from '../server/import/cldf/import';
import { fillSpanishGlosses } from '../server/resources/semantic-categories/spanish-glosses';
import { runWhenMain } from './import-command';

const USAGE = `Imports a CLDF Wordlist (https://cldf.clld.org) into the Uto-Aztecan section
(README.md, "Importing data"; mapping in docs/decisions/015-cldf-import.md).

  npm run import:cldf -- DIR [--dry-run] [--skip-invalid]

  DIR             the dataset's folder (the one with its *-metadata.json), or the metadata file
  --dry-run       read the dataset and say what would be created and updated; write nothing
  --skip-invalid  import the readable rows even when some are rejected (they are still listed)

Languages, concepts (as semantic categories), cognate sets and forms (as cognates) are matched
by the dataset's id and their own, so importing the same dataset again changes nothing; several
datasets live side by side and share categories. When any row is rejected nothing is imported,
unless --skip-invalid is given.`;

runWhenMain(import.meta.url, {
  usage: USAGE,
  unit: 'rows',
  ownedByStaff: true,
  // The imported concepts get the project's Spanish glosses (decision 044) as at the server's start.
  run: async (db, dir, { owner, ...options }) => {
    const report = await importCldf(db, dir, { ...options, owner: owner! });
    if (!options.dryRun) await fillSpanishGlosses(db);
    return report;
  },
});
