import { Link } from 'react-router';
import { LOANWORD_INDEX_MINIMUM } from '../../../../contract/loanwords';
import { ScreenLoading } from '../../../components/screen-loading';
import { useIndexedPairs } from '../api/language-counts';
import { pairPath } from './pair-path';
import tableStyles from '../../../components/data-table.module.css';
import screenStyles from '../../../components/screen.module.css';
import styles from './loanwords.module.css';

const COLUMNS = ['Source Language', 'Count', 'Target Language'] as const;

/** /loanwords-index: the pairs of languages with at least ten loanwords, each to its list (SPEC.md §2). */
export function LoanwordsIndexScreen() {
  const { data: rows } = useIndexedPairs();

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Loanwords by language pair</h1>
      <p className={styles.muted}>Pairs of languages with at least {LOANWORD_INDEX_MINIMUM} loanwords.</p>
      {rows === undefined ? (
        <ScreenLoading />
      ) : rows.length === 0 ? (
        <p>No pair of languages has {LOANWORD_INDEX_MINIMUM} loanwords yet.</p>
      ) : (
        <table className={tableStyles.table} role="table" aria-labelledby="loanword-pairs-caption">
          <caption id="loanword-pairs-caption" className="visually-hidden">
            Loanwords by language pair
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
              <tr key={`${row.source}>${row.target}`} role="row">
                <th scope="row" role="rowheader">
                  <Link to={pairPath(row.source, row.target)}>
                    {row.source}
                    <span className="visually-hidden"> to {row.target}</span>
                  </Link>
                </th>
                <td role="cell" data-label="Count" className={tableStyles.number}>
                  {row.count}
                </td>
                <td role="cell" data-label="Target Language">
                  {row.target}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
