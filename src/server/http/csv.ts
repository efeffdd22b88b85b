import { stringify } from 'csv-stringify/sync';

/**
 * Rows as CSV, the one way the server writes CSV. A cell that a spreadsheet would read as a
 * formula (it begins with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with a
 * single quote, as OWASP's CSV injection guidance says: a learner's typed answer such as
 * `=HYPERLINK(…)` must open as text, not run, in the spreadsheet of whoever exports it.
 */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], { escape_formulas: true });
}
