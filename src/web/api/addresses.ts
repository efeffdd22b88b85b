/*
 * The addresses the client asks the API at: a query's parameters, and what a list of a resource
 * with previews always sends.
 */

/** Query parameters, sent in the order given. */
export type QueryParams = Readonly<Record<string, string | number | boolean>>;

/** `url` with `params` (values encoded); no `?` when there are none. */
export function withParams(url: string, params: QueryParams = {}): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query === '' ? url : `${url}?${query}`;
}

/** What a list of a resource with previews always asks for (`preview=true`, decision 031). */
export const listingOf = (declaration: { preview?: boolean }): QueryParams =>
  declaration.preview ? { preview: true } : {};

/** A resource's featured records (SPEC.md §7). */
export const featuredUrlOf = (declaration: { url: string; preview?: boolean }): string =>
  withParams(`${declaration.url}featured/`, listingOf(declaration));
