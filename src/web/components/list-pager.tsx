import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Page } from '../../contract/common';
import type { ListOptions, ResourceClient } from '../api/resource-client';
import { useT } from '../i18n/locale';
import { Button } from './button';
import styles from './list-pager.module.css';

/** Cognate and loanword lists are read twenty at a time (SPEC.md §9). */
export const LIST_PAGE_SIZE = 20;

/**
 * Page `page` of a resource's list with `params` (`?…&page_size=20&page=`, SPEC.md §7). The
 * page on screen stays while the next one loads, so the buttons do not jump.
 */
export function useListPage<Item extends { id: number }>(
  client: Pick<ResourceClient<Item, never, never>, 'listQueryOptions'>,
  page: number,
  { params = {}, operation }: ListOptions,
) {
  return useQuery({
    ...client.listQueryOptions({ params: { ...params, page_size: LIST_PAGE_SIZE, page }, operation }),
    placeholderData: keepPreviousData,
  });
}

/** A positive whole number, or 1 (a missing, mistyped or out-of-range page starts at the beginning). */
const pageNumber = (text: string | null): number => {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The page a paging link of the server asks for: its `page` parameter, 1 when it has none (DRF drops page 1). */
export const pageOfLink = (link: string): number =>
  pageNumber(new URL(link, 'http://localhost').searchParams.get('page'));

/**
 * The page of a paged list screen, kept in the `page` query parameter (SPEC.md §2, §4): page 1
 * is left out of the address, other parameters are kept, and each page is a step in history.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page === 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  return [pageNumber(params.get('page')), setPage];
}

interface ListPagerProps {
  /** The page on screen, as the server sent it (undefined while it loads). */
  page: Page<unknown> | undefined;
  /** Its number, from the address. */
  current: number;
  /** What the buttons page through, for assistive technology: "Pages of cognates". */
  label: string;
  onPage: (page: number) => void;
}

/**
 * Previous and Next for a list paged by the server (SPEC.md §7 "Paging"): each follows the
 * server's link and is disabled when the server gave none.
 */
export function ListPager({ page, current, label, onPage }: ListPagerProps) {
  const last = page === undefined ? undefined : Math.max(1, Math.ceil(page.count / LIST_PAGE_SIZE));
  const previous = page?.previous ?? null;
  const next = page?.next ?? null;
  const t = useT();
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={previous === null} onClick={() => previous && onPage(pageOfLink(previous))}>
        <span aria-hidden="true">← </span>
        {t('common.pager.previous')}
      </Button>
      <p className={styles.status}>
        {last !== undefined && current <= last
          ? t('common.pager.pageOf', { current, last })
          : t('common.pager.page', { current })}
      </p>
      <Button variant="secondary" disabled={next === null} onClick={() => next && onPage(pageOfLink(next))}>
        {t('common.pager.next')}
        <span aria-hidden="true"> →</span>
      </Button>
    </nav>
  );
}
