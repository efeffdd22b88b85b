import { relative } from 'node:path';
import { readRegularFile, UnreadableFile, type ReadOptions } from './input-file';
import { encodingProblem, escapeControls } from './text';

/**
 * What every import (dictionary, loanwords, CLDF dataset) shares: its report, the report as
 * the terminal shows it, and the error that refuses an input as a whole.
 */

/** Rows read from each file, valid or not. */
export interface RowsRead {
  languages: number;
  concepts: number;
  forms: number;
  judgements: number;
  cognateSets: number;
  sources: number;
}

/** An input that cannot be read at all (a missing file, broken quoting, bad metadata): nothing in it is used. */
export class ImportInputError extends Error {}

/** A row that cannot be imported, with every reason; `file` is the file of a dataset of several (CLDF). */
export interface RejectedRow {
  file?: string;
  line: number;
  reasons: string[];
}

/** What happened to one table's rows; `unchanged` and `absent` (rows the input no longer has) where the import tells them. */
export interface TableCounts {
  created: number;
  updated: number;
  unchanged?: number;
  absent?: number;
}

/** The tables of a CLDF dataset, in the order its report lists them. */
export const CLDF_TABLES = ['datasets', 'sources', 'languages', 'categories', 'cognateSets', 'cognates'] as const;
export type CldfTable = (typeof CLDF_TABLES)[number];

/** The tables an import counts: the dictionary's words, loanwords (from a file or a dataset's loans), a dataset's tables. */
export type CountedTable = 'words' | 'loanwords' | CldfTable;

/** How a report names a rejected row: `line 4`, `item 4` (of a JSON list), `FILE:4`, or a dataset's `forms.csv line 4`. */
export type RowPlace = 'line' | 'item' | 'path:line' | 'file line';

/** What one import did, or with a dry run would do. */
export interface ImportReport {
  /** What was read: the file, or a CLDF dataset's metadata file. */
  input: string;
  rowPlace: RowPlace;
  /** Data rows read, valid or not. */
  rowsRead: number;
  /** Per table written: created, updated (with a dry run: would be) and, where counted, unchanged and absent. */
  counts: Partial<Record<CountedTable, TableCounts>>;
  rejected: RejectedRow[];
  /** Things worth knowing that are not errors (forms kept out of sets, sources the BibTeX file lacks …). */
  notes: string[];
  /** A CLDF dataset: its id, its title and the rows each of its files held. */
  dataset?: { key: string; title: string; read: RowsRead };
  dryRun: boolean;
  /** Whether the valid rows were (or, in a dry run, would be) written: not when a row is rejected without --skip-invalid. */
  accepted: boolean;
  seconds: number;
}

/** Whether the valid rows are written: when none was rejected, or when --skip-invalid says to anyway. */
export const isAccepted = (rejected: readonly RejectedRow[], skipInvalid: boolean | undefined): boolean =>
  rejected.length === 0 || skipInvalid === true;

/**
 * A file's bytes, checked to be UTF-8, or an input error saying why it cannot be read: not a
 * regular file, over the size limit (input-file.ts), or not UTF-8 (with the line where it stops).
 */
export async function readInputFile(
  path: string,
  asError: (message: string) => ImportInputError,
  options: ReadOptions = {},
): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(path, options);
  } catch (error) {
    if (error instanceof UnreadableFile) throw asError(`Cannot read "${path}": ${error.message}.`);
    throw error;
  }
  const problem = encodingProblem(bytes);
  if (problem !== null) throw asError(`"${path}" ${problem}`);
  return bytes;
}

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, noun: string) => `${number(n)} ${noun}${n === 1 ? '' : 's'}`;

function placeOf(report: ImportReport, { file, line }: RejectedRow): string {
  switch (report.rowPlace) {
    case 'line':
    case 'item':
      return `${report.rowPlace} ${line}`;
    case 'path:line':
      return `${report.input}:${line}`;
    case 'file line':
      return `${file} line ${line}`;
  }
}

/** Rejected rows and notes, each under its heading, then what happened. */
function outcomeLines(report: ImportReport): string[] {
  const lines: string[] = [];
  if (report.rejected.length > 0) {
    lines.push(`Rejected ${report.rejected.length === 1 ? 'row' : 'rows'}:`);
    for (const row of report.rejected) lines.push(`  ${placeOf(report, row)}: ${row.reasons.join(' ')}`);
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
  return lines;
}

/** Labels and values, the values lined up. */
function labelled(rows: Array<[string, string]>): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)} ${value}`);
}

/** One file into one table: the counts as a list. */
function fileCountLines(report: ImportReport, counts: TableCounts): string[] {
  const [created, updated] = report.dryRun ? ['Would create:', 'Would update:'] : ['Created:', 'Updated:'];
  return labelled([
    ['Rows read:', number(report.rowsRead)],
    [created, number(counts.created)],
    [updated, number(counts.updated)],
    ...(counts.unchanged === undefined ? [] : [['Unchanged:', number(counts.unchanged)] as [string, string]]),
    ['Rejected:', number(report.rejected.length)],
    ['Elapsed:', `${report.seconds.toFixed(2)} s`],
  ]);
}

const TABLE_LABELS: Record<CldfTable, string> = {
  datasets: 'Dataset',
  sources: 'Sources',
  languages: 'Languages',
  categories: 'Categories',
  cognateSets: 'Cognate sets',
  cognates: 'Cognates',
};

/** A dataset into several tables: what was read, then a table of counts. */
function datasetCountLines(report: ImportReport, dataset: NonNullable<ImportReport['dataset']>): string[] {
  const { read } = dataset;
  const readParts = [
    plural(read.languages, 'language'),
    plural(read.concepts, 'concept'),
    plural(read.forms, 'form'),
    ...(read.judgements > 0 ? [plural(read.judgements, 'cognate judgement')] : []),
    ...(read.cognateSets > 0 ? [plural(read.cognateSets, 'cognate set description')] : []),
    plural(read.sources, 'source'),
  ];
  const lines = [
    `Dataset: ${dataset.key} (${dataset.title})`,
    `Read:    ${readParts.join(', ')} (${relative(process.cwd(), report.input) || report.input})`,
    '',
  ];
  const counts = (table: CountedTable) => ({ unchanged: 0, absent: 0, ...report.counts[table] });
  const header = report.dryRun
    ? ['', 'Would create', 'Would update', 'Unchanged']
    : ['', 'Created', 'Updated', 'Unchanged'];
  const table = [
    header,
    ...CLDF_TABLES.map((name) => {
      const { created = 0, updated = 0, unchanged } = counts(name);
      return [TABLE_LABELS[name], number(created), number(updated), number(unchanged)];
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
  const absent = CLDF_TABLES.filter((name) => counts(name).absent > 0).map(
    (name) => `${number(counts(name).absent)} ${TABLE_LABELS[name].toLowerCase()}`,
  );
  if (absent.length > 0)
    lines.push(`Rows of this dataset that the files no longer have (left as they are): ${absent.join(', ')}.`);
  const loans = counts('loanwords');
  const [created, updated] = report.dryRun ? ['to create', 'to update'] : ['created', 'updated'];
  lines.push(
    `Loanwords (forms marked Loan): ${number(loans.created ?? 0)} ${created}, ${number(loans.updated ?? 0)} ${updated}, ${number(loans.unchanged)} unchanged`,
  );
  lines.push(
    '',
    ...labelled([
      ['Rejected:', number(report.rejected.length)],
      ['Elapsed:', `${report.seconds.toFixed(2)} s`],
    ]),
  );
  return lines;
}

/**
 * The report as the terminal shows it: rejected rows and notes first, then what happened, then
 * the counts: a list for a file imported into one table, a table for a dataset's several.
 * What the input put in it (values, ids, names) has its control characters escaped.
 */
export function formatReport(report: ImportReport): string[] {
  const { dataset } = report;
  const single = report.counts.words ?? report.counts.loanwords ?? { created: 0, updated: 0 };
  return [
    ...outcomeLines(report),
    ...(dataset === undefined ? fileCountLines(report, single) : datasetCountLines(report, dataset)),
  ].map(escapeControls);
}
