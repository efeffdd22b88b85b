import { Link } from 'react-router';
import type { CognateLanguageCount } from '../../../../contract/utoaztecan';
import { cognates } from '../../../api/resources';
import { ScreenLoading } from '../../../components/screen-loading';
import { useLanguageCounts } from '../api/language-counts';
import tableStyles from '../../../components/data-table.module.css';
import screenStyles from '../../../components/screen.module.css';
import styles from './cognates.module.css';

const COLUMNS = ['Language', 'Count', 'Name', 'Source'] as const;

/** A source as the index writes it: title, year in parentheses, authors (SPEC.md §2); the parts it has. */
export function sourceText({ title, year, authors }: Pick<CognateLanguageCount, 'title' | 'year' | 'authors'>): string {
  return [title, year && `(${year})`, authors].filter(Boolean).join(' ');
}

/** /cognates-index: each language with how many cognates it has, its name and its source (SPEC.md §2). */
export function CognatesIndexScreen() {
  const { data: rows } = useLanguageCounts();
  const { data: total } = cognates.useCount();

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Cognates by language</h1>
      {total !== undefined && <p>Total cognates: {total}.</p>}
      {rows === undefined ? (
        <ScreenLoading />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>There are no cognates yet.</p>
      ) : (
        <table className={tableStyles.table} role="table" aria-labelledby="cognate-languages-caption">
          <caption id="cognate-languages-caption" className="visually-hidden">
            Cognates by language, with each language’s source
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.language} role="row">
                <th scope="row" role="rowheader">
                  <Link to={`/cognates/${encodeURIComponent(row.language)}`}>{row.language}</Link>
                </th>
                <td role="cell" data-label="Count" className={tableStyles.number}>
                  {row.count}
                </td>
                <td role="cell" data-label="Name">
                  {row.name}
                </td>
                <td role="cell" data-label="Source" className={tableStyles.small}>
                  {sourceText(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
