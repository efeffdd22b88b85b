import { relative } from 'node:path';
import { TABLES, type CountedTable } from '../server/resources/utoaztecan/cldf-store';
import { importCldf, type CldfImportReport } from './cldf/import';
import { CldfError } from './cldf/reader';
import { runWhenMain } from './import-command';

export { importCldf, type CldfImportOptions, type CldfImportReport } from './cldf/import';

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

const LABELS: Record<CountedTable, string> = {
  datasets: 'Dataset',
  sources: 'Sources',
  languages: 'Languages',
  categories: 'Categories',
  cognateSets: 'Cognate sets',
  cognates: 'Cognates',
};

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, noun: string) => `${number(n)} ${noun}${n === 1 ? '' : 's'}`;

/** The report as the terminal shows it: rejected rows, notes, what happened, then a table of counts. */
export function formatReport(report: CldfImportReport): string[] {
  const lines: string[] = [];
  if (report.rejected.length > 0) {
    lines.push(`Rejected ${report.rejected.length === 1 ? 'row' : 'rows'}:`);
    for (const { file, line, reasons } of report.rejected) lines.push(`  ${file} line ${line}: ${reasons.join(' ')}`);
    lines.push('');
  }
  if (report.notes.length > 0) {
    lines.push('Notes:');
    for (const note of report.notes) lines.push(`  ${note}`);
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
  const { read } = report;
  const readParts = [
    plural(read.languages, 'language'),
    plural(read.concepts, 'concept'),
    plural(read.forms, 'form'),
    ...(read.judgements > 0 ? [plural(read.judgements, 'cognate judgement')] : []),
    ...(read.cognateSets > 0 ? [plural(read.cognateSets, 'cognate set description')] : []),
    plural(read.sources, 'source'),
  ];
  lines.push(`Dataset: ${report.dataset.key} (${report.dataset.title})`);
  lines.push(`Read:    ${readParts.join(', ')} (${relative(process.cwd(), report.metadata) || report.metadata})`);
  lines.push('');
  const header = report.dryRun
    ? ['', 'Would create', 'Would update', 'Unchanged']
    : ['', 'Created', 'Updated', 'Unchanged'];
  const table = [
    header,
    ...TABLES.map((name) => {
      const { created, updated, unchanged } = report.counts[name];
      return [LABELS[name], number(created), number(updated), number(unchanged)];
    }),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] as string).length)));
  for (const row of table)
    lines.push(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number),
        )
        .join('  ')
        .trimEnd(),
    );
  const absent = TABLES.filter((name) => report.counts[name].absent > 0).map(
    (name) => `${number(report.counts[name].absent)} ${LABELS[name].toLowerCase()}`,
  );
  if (absent.length > 0)
    lines.push(`Rows of this dataset that the files no longer have (left as they are): ${absent.join(', ')}.`);
  const loans = report.loanwords;
  const [created, updated] = report.dryRun ? ['to create', 'to update'] : ['created', 'updated'];
  lines.push(
    `Loanwords (forms marked Loan): ${number(loans.created)} ${created}, ${number(loans.updated)} ${updated}, ${number(loans.unchanged)} unchanged`,
  );
  lines.push('');
  lines.push(`Rejected: ${number(report.rejected.length)}`);
  lines.push(`Elapsed:  ${report.seconds.toFixed(2)} s`);
  return lines;
}

runWhenMain(import.meta.url, {
  usage: USAGE,
  unit: 'rows',
  isInputError: (error) => error instanceof CldfError,
  ownedByStaff: true,
  run: (db, dir, { owner, ...options }) => importCldf(db, dir, { ...options, owner: owner! }),
  formatReport,
});
