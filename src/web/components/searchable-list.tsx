import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../contract/common';
import type { LogText } from '../api/api-client';
import type { QueryParams } from '../api/addresses';
import type { ListOptions } from '../api/resource-client';
import { useT } from '../i18n/locale';
import { Button } from './button';
import { ScreenLoading } from './screen-loading';
import { recordKind } from './record-kind';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
import { useSearchParamText } from './use-search-param-text';
import { searchTerm } from './word-search/search-words';
import { useDebouncedValue } from './word-search/use-debounced-value';
import textStyles from './text.module.css';
import styles from './searchable-list.module.css';

interface SearchableListProps<Item> {
  /** The resource listed: every record page by page, or those a search finds. */
  resource: { usePages: (options?: ListOptions) => UseInfiniteQueryResult<InfiniteData<Page<Item>>> };
  /** The filter a search sends, given the typed words (`{ plain__istartswith: term }`). */
  searchParams: (term: string) => QueryParams;
  /** Filters every call sends, searching or not (the content's language, decision 076). */
  params?: QueryParams;
  /** What the log calls the search ("search patterns"). */
  operation: LogText;
  /** What one record and several are called: `['pattern', 'patterns']`. */
  noun: readonly [one: string, many: string];
  /** The box's label. */
  label: string;
  placeholder?: string;
  /** What may be typed, under the box (the placeholder is only an example). */
  hint?: string;
  /** A wider box, for a long label. */
  wide?: boolean;
  /** Records a cached page may still hold that the screen skips (one deleted a moment ago). */
  keep?: (item: Item) => boolean;
  /** The cards of the records shown, as a list named `listLabel` ("Patterns", "Patterns found"). */
  children: (results: Item[], listLabel: string) => ReactNode;
  /** What follows the list and its "Show more", about the records shown (their data's credit). */
  footer?: (results: Item[]) => ReactNode;
}

/**
 * A list screen's search and its cards (SPEC.md §2, §5): the box, kept in `?search=` and
 * asked 300 ms after typing stops (nothing while blank); how many were found; the records
 * found, or every record page by page while the box is blank; and "Show more".
 */
export function SearchableList<Item>({
  resource,
  searchParams,
  params = {},
  operation,
  noun: [one, many],
  label,
  placeholder,
  hint,
  wide = false,
  keep,
  children,
  footer,
}: SearchableListProps<Item>) {
  const t = useT();
  const kind = recordKind(one, many);
  const [text, setText] = useSearchParamText('search');
  const term = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const searching = term !== '';
  const all = resource.usePages({ params, enabled: !searching });
  const found = resource.usePages({ params: { ...params, ...searchParams(term) }, operation, enabled: searching });
  const shown = searching ? found : all;
  const pages = shown.data?.pages ?? [];
  const listed = pages.flatMap((page) => page.results);
  const results = keep ? listed.filter(keep) : listed;
  const total = pages[0]?.count ?? 0;

  let status = '';
  if (searching) {
    status =
      found.isFetching && results.length === 0
        ? t('common.list.searching')
        : t('common.list.found', { ...kind, count: total });
  }

  return (
    <>
      <div className={`${styles.search} ${wide ? styles.wide : ''}`}>
        <SearchBox
          label={label}
          value={text}
          onChange={setText}
          placeholder={placeholder}
          hint={hint}
          status={status}
        />
      </div>
      {shown.isPending && !searching ? (
        <ScreenLoading text="common.list.loading" values={kind} />
      ) : results.length > 0 ? (
        children(results, t(searching ? 'common.list.foundLabel' : 'common.list.all', kind))
      ) : (
        !searching && <p className={textStyles.muted}>{t('common.list.empty', kind)}</p>
      )}
      {shown.hasNextPage && (
        <Button variant="secondary" onClick={() => void shown.fetchNextPage()} disabled={shown.isFetchingNextPage}>
          {shown.isFetchingNextPage ? t('common.loading') : t('common.list.more', kind)}
        </Button>
      )}
      {footer?.(results)}
    </>
  );
}
