/**
 * Reading a loanwords CSV file (README, "Importing data") into rows the repository can
 * save, with every row that cannot be saved reported by its line. Pure: no files and no
 * database, so the seed and `npm run import:loanwords` share it and tests run on strings.
 */

import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import type { z } from 'zod';
import { YES_NO_SPELLINGS } from '../../../contract/common';
import { LoanwordCreate } from '../../../contract/loanwords';
import { foldNahuatl } from '../../../nahuatl';
import { ImportInputError, type RejectedRow } from '../report';
import { forbiddenCharacter } from '../text';
import type { ImportedLoanword } from '../../resources/loanwords/repository';

/** The columns of a loanwords CSV file, in any order; the first four are required. */
export const LOANWORD_COLUMNS = [
  'source_language',
  'source_word',
  'target_language',
  'target_word',
  'source_definition',
  'target_definition',
  'target_set',
  'rule_set',
  'transforms',
  'share',
] as const;
type Column = (typeof LOANWORD_COLUMNS)[number];
const REQUIRED: readonly Column[] = LOANWORD_COLUMNS.slice(0, 4);

/** A file that cannot be read at all (broken quoting, unknown or missing columns): nothing in it is used. */
export class LoanwordFileError extends ImportInputError {
  override name = 'LoanwordFileError';
}


export interface ParsedLoanwords {
  rows: Array<ImportedLoanword & { line: number }>;
  /** Each with its line (the header is line 1) and each reason as `field: message`. */
  rejected: RejectedRow[];
}

// An empty cell shares, as a missing column does.
const SHARE_VALUES: Readonly<Record<string, boolean>> = { '': true, ...YES_NO_SPELLINGS };

/**
 * What an imported loanword is known by: its two languages and its two words, folded, so
 * the same borrowing in another spelling of case or macrons is the same row.
 */
export function loanwordKey(values: {
  source_language: string;
  source_word: string;
  target_language: string;
  target_word: string;
}): string {
  return [
    'csv',
    values.source_language,
    foldNahuatl(values.source_word),
    values.target_language,
    foldNahuatl(values.target_word),
  ].join(':');
}

function reasonOf(issue: z.core.$ZodIssue): string {
  const [field] = issue.path;
  return field === undefined ? issue.message : `${String(field)}: ${issue.message}`;
}

/** Reads and validates a whole file; a repeated borrowing (same key) is rejected with the line it first appears on. */
export function parseLoanwordFile(text: string): ParsedLoanwords {
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with where it ends in the file.
    parsed = parseCsv(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) throw new LoanwordFileError(`The CSV file cannot be read: ${error.message}`);
    throw error;
  }
  // A line of only spaces comes as one blank field.
  const records = parsed.filter(({ record }) => !(record.length === 1 && record[0]?.trim() === ''));
  const [header, ...body] = records;
  if (header === undefined) throw new LoanwordFileError('The CSV file is empty: the first line must name the columns.');
  const where = `Line ${startLine(header)}`;
  const names = header.record.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(LOANWORD_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new LoanwordFileError(
      `${where}: unknown column ${unknown.map((n) => `"${n}"`).join(', ')}; the columns are ${LOANWORD_COLUMNS.join(', ')}.`,
    );
  }
  const repeated = names.find((name, position) => names.indexOf(name) !== position);
  if (repeated !== undefined) throw new LoanwordFileError(`${where}: the column "${repeated}" is named twice.`);
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw new LoanwordFileError(
      `${where}: the column${missing.length === 1 ? '' : 's'} ${missing.map((n) => `"${n}"`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );

  const result: ParsedLoanwords = { rows: [], rejected: [] };
  const firstLineOfKey = new Map<string, number>();
  for (const { record, info } of body) {
    const line = startLine({ record, info });
    if (record.length !== names.length) {
      result.rejected.push({
        line,
        reasons: [`Expected ${names.length} fields as in the header, found ${record.length}.`],
      });
      continue;
    }
    const cells = Object.fromEntries(names.map((name, position) => [name, record[position] ?? ''])) as Partial<
      Record<Column, string>
    >;
    const forbidden = Object.entries(cells).flatMap(([name, value]) => {
      const why = forbiddenCharacter(value ?? '');
      return why === null ? [] : [`${name}: ${why}`];
    });
    if (forbidden.length > 0) {
      result.rejected.push({ line, reasons: forbidden });
      continue;
    }
    const { share: shareText, ...fields } = cells;
    const share = shareText === undefined ? true : SHARE_VALUES[shareText.trim().toLowerCase()];
    if (share === undefined) {
      result.rejected.push({
        line,
        reasons: [`share: Must be true, false, yes, no, 1, 0 or empty (shared); got ${JSON.stringify(shareText)}.`],
      });
      continue;
    }
    const checked = LoanwordCreate.safeParse({ ...fields, share });
    if (!checked.success) {
      result.rejected.push({ line, reasons: checked.error.issues.map(reasonOf) });
      continue;
    }
    const key = loanwordKey(checked.data);
    const earlier = firstLineOfKey.get(key);
    if (earlier !== undefined) {
      result.rejected.push({
        line,
        reasons: [`"${checked.data.source_word}" → "${checked.data.target_word}" is already on line ${earlier}.`],
      });
      continue;
    }
    firstLineOfKey.set(key, line);
    result.rows.push({ line, key, values: checked.data });
  }
  return result;
}

/** The line a record starts on: csv-parse counts to its end, so the line breaks inside its quoted fields are taken off. */
function startLine({ record, info }: { record: string[]; info: { lines: number } }): number {
  const breaks = record.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return info.lines - breaks;
}
