import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataTableColumn<Row> {
  /** The column's header, and the name its value is shown after on a handset. */
  name: string;
  value: (row: Row) => ReactNode;
  /** A count is right-aligned in tabular figures; a long text (a source) is set small. */
  kind?: 'number' | 'small';
}

interface DataTableProps<Row> {
  /** The caption's id, which names the table; the caption itself is for assistive technology only. */
  captionId: string;
  caption: string;
  /** The first column: each row's header cell (a language, a pair's source language). */
  rowHeader: DataTableColumn<Row>;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table of counts (the cognates and loanwords indexes, SPEC.md §2), with its roles given
 * explicitly so that it stays a table for assistive technology when a handset shows each
 * row as a block (data-table.module.css).
 */
export function DataTable<Row>({ captionId, caption, rowHeader, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <table className={styles.table} role="table" aria-labelledby={captionId}>
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {[rowHeader, ...columns].map((column) => (
            <th key={column.name} scope="col" role="columnheader">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            <th scope="row" role="rowheader">
              {rowHeader.value(row)}
            </th>
            {columns.map((column) => (
              <td
                key={column.name}
                role="cell"
                data-label={column.name}
                className={column.kind ? styles[column.kind] : undefined}
              >
                {column.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
