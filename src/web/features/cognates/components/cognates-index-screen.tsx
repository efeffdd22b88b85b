import { Link } from 'react-router';
import type { CognateLanguageCount } from '../../../../contract/utoaztecan';
import { cognates } from '../../../api/resources';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ScreenLoading } from '../../../components/screen-loading';
import { useLanguageCounts } from '../api/language-counts';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/** A source as the index writes it: title, year in parentheses, authors (SPEC.md §2); the parts it has. */
export function sourceText({ title, year, authors }: Pick<CognateLanguageCount, 'title' | 'year' | 'authors'>): string {
  return [title, year && `(${year})`, authors].filter(Boolean).join(' ');
}

const COLUMNS: readonly DataTableColumn<CognateLanguageCount>[] = [
  { name: 'Count', value: (row) => row.count, kind: 'number' },
  { name: 'Name', value: (row) => row.name },
  { name: 'Source', value: sourceText, kind: 'small' },
];

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
        <p className={textStyles.muted}>There are no cognates yet.</p>
      ) : (
        <DataTable
          captionId="cognate-languages-caption"
          caption="Cognates by language, with each language’s source"
          rowHeader={{
            name: 'Language',
            value: (row) => <Link to={`/cognates/${encodeURIComponent(row.language)}`}>{row.language}</Link>,
          }}
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.language}
        />
      )}
    </div>
  );
}
