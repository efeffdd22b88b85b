import { useCurrentUser } from '../../../api/current-user';
import { patterns } from '../../../api/resources';
import { NewRecordOpener } from '../../../components/new-record-opener';
import { SearchableList } from '../../../components/searchable-list';
import { NewPattern } from './new-pattern';
import { PatternGrid } from './pattern-grid';
import screenStyles from '../../../components/screen.module.css';
import styles from './patterns.module.css';

/**
 * /patterns (SPEC.md §2): the count, a search on the names (kept in `?search=`, 300 ms after
 * typing stops, nothing asked while blank), the pattern cards, and for signed-in users a
 * New pattern button that opens the authoring form.
 */
export function PatternsScreen() {
  const { data: count } = patterns.useCount();
  const { data: user } = useCurrentUser();
  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Patterns</h1>
      <p>Total patterns available: {count ?? '…'}.</p>
      <p className={styles.intro}>
        A pattern is a little conversation: the computer asks a question in Nahuatl and you answer it. Open one to read
        how to answer, then press Play.
      </p>

      {patterns.can(user, 'create') && <NewRecordOpener label="New pattern">{(close) => <NewPattern onCancel={close} />}</NewRecordOpener>}

      <SearchableList
        resource={patterns}
        searchParams={(term) => ({ plain__istartswith: term })}
        operation="search patterns"
        noun={['pattern', 'patterns']}
        label="Pattern Search"
        placeholder="Start of a name, e.g. Moztla"
      >
        {(results, label) => <PatternGrid patterns={results} label={label} />}
      </SearchableList>
    </div>
  );
}
