import { Link } from 'react-router';
import { LOANWORD_INDEX_MINIMUM, type LoanwordLanguageCount } from '../../../../contract/loanwords';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ScreenLoading } from '../../../components/screen-loading';
import { useIndexedPairs } from '../api/language-counts';
import { pairPath } from './pair-path';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

const COLUMNS: readonly DataTableColumn<LoanwordLanguageCount>[] = [
  { name: 'Count', value: (row) => row.count, kind: 'number' },
  { name: 'Target Language', value: (row) => row.target },
];

/** /loanwords-index: the pairs of languages with at least ten loanwords, each to its list (SPEC.md §2). */
export function LoanwordsIndexScreen() {
  const { data: rows } = useIndexedPairs();

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Loanwords by language pair</h1>
      <p className={textStyles.muted}>Pairs of languages with at least {LOANWORD_INDEX_MINIMUM} loanwords.</p>
      {rows === undefined ? (
        <ScreenLoading />
      ) : rows.length === 0 ? (
        <p>No pair of languages has {LOANWORD_INDEX_MINIMUM} loanwords yet.</p>
      ) : (
        <DataTable
          captionId="loanword-pairs-caption"
          caption="Loanwords by language pair"
          rowHeader={{
            name: 'Source Language',
            value: (row) => (
              <Link to={pairPath(row.source, row.target)}>
                {row.source}
                <span className="visually-hidden"> to {row.target}</span>
              </Link>
            ),
          }}
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => `${row.source}>${row.target}`}
        />
      )}
    </div>
  );
}
