import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LOANWORD_INDEX_MINIMUM } from '../../../../contract/api/loanwords';
import type { LoanwordLanguageCount } from '../../../../contract/loanwords';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ScreenLoading } from '../../../components/screen-loading';
import { LanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { useIndexedPairs } from '../api/language-counts';
import { pairPath } from './pair-path';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/** /loanwords-index: the pairs of languages with at least ten loanwords, each to its list (SPEC.md §2). */
export function LoanwordsIndexScreen() {
  const { data: rows } = useIndexedPairs();
  const t = useT();
  const { formatNumber } = useIntl();
  const columns: readonly DataTableColumn<LoanwordLanguageCount>[] = [
    { name: t('utoaztecan.index.count'), value: (row) => formatNumber(row.count), kind: 'number' },
    { name: t('utoaztecan.loanwords.targetLanguage'), value: (row) => <LanguageName code={row.target} /> },
  ];

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('utoaztecan.loanwords.indexTitle')}</h1>
      <p className={textStyles.muted}>{t('utoaztecan.loanwords.minimum', { min: LOANWORD_INDEX_MINIMUM })}</p>
      {rows === undefined ? (
        <ScreenLoading />
      ) : rows.length === 0 ? (
        <p>{t('utoaztecan.loanwords.noPairs', { min: LOANWORD_INDEX_MINIMUM })}</p>
      ) : (
        <DataTable
          captionId="loanword-pairs-caption"
          caption={t('utoaztecan.loanwords.indexTitle')}
          rowHeader={{
            name: t('utoaztecan.loanwords.sourceLanguage'),
            value: (row) => (
              <Link to={pairPath(row.source, row.target)}>
                <FormattedMessage
                  id="utoaztecan.loanwords.pairLink"
                  values={{
                    source: <LanguageName code={row.source} />,
                    target: <LanguageName code={row.target} />,
                    hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                  }}
                />
              </Link>
            ),
          }}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.source}>${row.target}`}
        />
      )}
    </div>
  );
}
