import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CognateLanguageCount } from '../../../../contract/utoaztecan';
import { cognates } from '../../../api/resources';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ScreenLoading } from '../../../components/screen-loading';
import { LanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { useLanguageCounts } from '../../../api/language-counts';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/** A source as the index writes it: title, year in parentheses, authors (SPEC.md §2); the parts it has. */
export function sourceText({ title, year, authors }: Pick<CognateLanguageCount, 'title' | 'year' | 'authors'>): string {
  return [title, year && `(${year})`, authors].filter(Boolean).join(' ');
}

/** /cognates-index: each language with how many cognates it has, its name and its source (SPEC.md §2). */
export function CognatesIndexScreen() {
  const { data: rows } = useLanguageCounts();
  const { data: total } = cognates.useCount();
  const t = useT();
  const { formatNumber } = useIntl();
  // Names, codes and sources are the datasets' own.
  const columns: readonly DataTableColumn<CognateLanguageCount>[] = [
    { name: t('utoaztecan.index.count'), value: (row) => formatNumber(row.count), kind: 'number' },
    { name: t('utoaztecan.index.name'), value: (row) => <LanguageName code={row.language} name={row.name} /> },
    {
      name: t('utoaztecan.index.source'),
      value: (row) => <span translate="no">{sourceText(row)}</span>,
      kind: 'small',
    },
  ];

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('utoaztecan.cognates.byLanguage')}</h1>
      {total !== undefined && <p>{t('utoaztecan.cognates.total', { total })}</p>}
      {rows === undefined ? (
        <ScreenLoading />
      ) : rows.length === 0 ? (
        <p className={textStyles.muted}>{t('utoaztecan.cognates.noneYet')}</p>
      ) : (
        <DataTable
          captionId="cognate-languages-caption"
          caption={t('utoaztecan.cognates.indexCaption')}
          rowHeader={{
            name: t('utoaztecan.index.language'),
            value: (row) => (
              <Link to={`/cognates/${encodeURIComponent(row.language)}`} translate="no">
                {row.language}
              </Link>
            ),
          }}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.language}
        />
      )}
    </div>
  );
}
