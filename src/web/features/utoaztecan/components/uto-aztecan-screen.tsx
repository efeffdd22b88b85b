import { useRef, useState } from 'react';
import { useCurrentUser } from '../../../api/current-user';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../../components/search-box';
import { useSearchParamText } from '../../../components/use-search-param-text';
import { searchTerm } from '../../../components/word-search/search-words';
import { useDebouncedValue } from '../../../components/word-search/use-debounced-value';
import { CategoryCard } from './category-card';
import { NewCategory } from './new-category';
import gridStyles from '../../../components/card-grid.module.css';
import screenStyles from '../../../components/screen.module.css';
import styles from './utoaztecan.module.css';

/** SPEC.md §2, Uto-Aztecan page: the search box's prompt, word for word. */
export const CATEGORY_SEARCH_PROMPT =
  'Type an english or spanish word to search the categories. Try "arrow" or "cloth":';

/**
 * /uto-aztecan (SPEC.md §2): how many categories and reconstructed words there are, the
 * category search (in `?search=`, 300 ms after typing stops), and the category cards: the
 * ones found, or every category page by page while the box is blank. Signed-in users add
 * categories of their own.
 */
export function UtoAztecanScreen() {
  const { data: categoryCount } = semanticCategories.useCount();
  const { data: setCount } = cognateSets.useCount();
  const { data: user } = useCurrentUser();
  const [text, setText] = useSearchParamText('search');
  const term = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const searching = term !== '';
  const all = semanticCategories.usePages({ enabled: !searching });
  const found = semanticCategories.usePages({
    params: { words__icontains: term },
    operation: 'search semantic categories',
    enabled: searching,
  });
  const shown = searching ? found : all;
  const pages = shown.data?.pages ?? [];
  // The server skips deleted categories; one deleted here a moment ago may still be in a cached page.
  const results = pages.flatMap((page) => page.results).filter((category) => !category.deleted);
  const total = pages[0]?.count ?? 0;
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);

  let status = '';
  if (searching) {
    status =
      found.isFetching && results.length === 0
        ? 'Searching…'
        : `${total} ${total === 1 ? 'category' : 'categories'} found.`;
  }

  function closeForm() {
    setCreating(false);
    requestAnimationFrame(() => newButton.current?.focus());
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Uto-Aztecan</h1>
      <p>
        Total categories: {categoryCount ?? '…'}. Total reconstructed words: {setCount ?? '…'}.
      </p>
      <p className={styles.muted}>
        Words of the Uto-Aztecan languages, Nahuatl’s relatives, grouped by meaning. Each category holds reconstructed
        words: a form of the ancestor language and the words of today’s languages that come from it.
      </p>

      {user && !creating && (
        <Button ref={newButton} onClick={() => setCreating(true)}>
          New category
        </Button>
      )}
      {user && creating && <NewCategory onCancel={closeForm} />}

      <div className={styles.search}>
        <SearchBox label={CATEGORY_SEARCH_PROMPT} value={text} onChange={setText} status={status} />
      </div>

      {shown.isPending && !searching ? (
        <p className={styles.muted}>Loading the categories…</p>
      ) : results.length > 0 ? (
        <ul className={gridStyles.grid} aria-label={searching ? 'Categories found' : 'Categories'}>
          {results.map((category) => (
            <li key={category.id} className={gridStyles.gridCell}>
              <CategoryCard category={category} userId={user?.id ?? null} />
            </li>
          ))}
        </ul>
      ) : (
        !searching && <p className={styles.muted}>There are no categories yet.</p>
      )}
      {shown.hasNextPage && (
        <Button variant="secondary" onClick={() => void shown.fetchNextPage()} disabled={shown.isFetchingNextPage}>
          {shown.isFetchingNextPage ? 'Loading…' : 'Show more categories'}
        </Button>
      )}
    </div>
  );
}
