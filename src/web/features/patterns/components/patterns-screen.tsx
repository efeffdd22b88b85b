import { useRef, useState } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { patterns } from '../../../api/resources';
import { Button } from '../../../components/button';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../../components/search-box';
import { useSearchParamText } from '../../../components/use-search-param-text';
import { searchTerm } from '../../../components/word-search/search-words';
import { useDebouncedValue } from '../../../components/word-search/use-debounced-value';
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
  const [text, setText] = useSearchParamText('search');
  const term = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const searching = term !== '';
  const all = patterns.usePages({ enabled: !searching });
  const found = patterns.usePages({
    params: { plain__istartswith: term },
    operation: 'search patterns',
    enabled: searching,
  });
  const shown = searching ? found : all;
  const pages = shown.data?.pages ?? [];
  const results = pages.flatMap((page) => page.results);
  const total = pages[0]?.count ?? 0;
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);

  let status = '';
  if (searching) {
    status =
      found.isFetching && results.length === 0
        ? 'Searching…'
        : `${total} ${total === 1 ? 'pattern' : 'patterns'} found.`;
  }

  function closeForm() {
    setCreating(false);
    requestAnimationFrame(() => newButton.current?.focus());
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Patterns</h1>
      <p>Total patterns available: {count ?? '…'}.</p>
      <p className={styles.intro}>
        A pattern is a little conversation: the computer asks a question in Nahuatl and you answer it. Open one to read
        how to answer, then press Play.
      </p>

      {user && !creating && (
        <Button ref={newButton} onClick={() => setCreating(true)}>
          New pattern
        </Button>
      )}
      {user && creating && <NewPattern onCancel={closeForm} />}

      <div className={styles.search}>
        <SearchBox
          label="Pattern Search"
          value={text}
          onChange={setText}
          placeholder="Start of a name, e.g. Moztla"
          status={status}
        />
      </div>

      {shown.isPending && !searching ? (
        <p className={styles.muted}>Loading the patterns…</p>
      ) : results.length > 0 ? (
        <PatternGrid patterns={results} label={searching ? 'Patterns found' : 'Patterns'} userId={user?.id ?? null} />
      ) : (
        !searching && <p className={styles.muted}>There are no patterns yet.</p>
      )}
      {shown.hasNextPage && (
        <Button variant="secondary" onClick={() => void shown.fetchNextPage()} disabled={shown.isFetchingNextPage}>
          {shown.isFetchingNextPage ? 'Loading…' : 'Show more patterns'}
        </Button>
      )}
    </div>
  );
}
