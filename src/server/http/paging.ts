import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PagingQuery, type Page } from '../../contract/common';
import { errors, requireValid } from './errors';

/** The slice of a collection one request asks for. */
export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** Query parameters the paging helper owns; filter allow-lists never need to name them. */
export const PAGING_PARAMS = ['page', 'page_size'] as const;

/**
 * Reads `page` (1-based) and `page_size` (default 20). A `page_size` above 200 is capped
 * at 200, as DRF's max_page_size does; anything that is not a positive integer is a 400.
 */
export function requirePaging(query: Record<string, unknown>): PageRequest {
  const { page = 1, page_size = PAGE_SIZE_DEFAULT } = requireValid(PagingQuery, {
    page: query.page,
    page_size: query.page_size,
  });
  const pageSize = Math.min(page_size, PAGE_SIZE_MAX);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The same path and query with `page` set; page 1 drops the parameter, as DRF does. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://placeholder');
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Runs a paged query: counts first (so a page past the end is a 404, as in DRF),
 * then fetches the slice, and wraps it in `{count, next, previous, results}` with
 * path-absolute links that keep every other query parameter. `concurrent` reads the slice
 * beside the count (on PostgreSQL, two connections at once) and drops it when the count
 * says the page is past the end; the answer still waits for both.
 */
export async function paginate<Row, Out>(
  request: FastifyRequest,
  paging: PageRequest,
  query: { count(): Promise<number>; list(limit: number, offset: number): Promise<Row[]> },
  present: (row: Row) => Out,
  { concurrent = false } = {},
): Promise<Page<Out>> {
  const early = concurrent ? query.list(paging.limit, paging.offset) : null;
  // Handled at once, so a failure while the count is awaited is not an unhandled rejection.
  const settled = early?.then(
    () => undefined,
    () => undefined,
  );
  try {
    const count = await query.count();
    const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
    if (paging.page > lastPage) throw errors.invalidPage();
    const rows = await (early ?? query.list(paging.limit, paging.offset));
    return {
      count,
      next: paging.page < lastPage ? pageUrl(request, paging.page + 1) : null,
      previous: paging.page > 1 ? pageUrl(request, paging.page - 1) : null,
      results: rows.map(present),
    };
  } finally {
    await settled;
  }
}
