/* The addresses the client asks the API at: a query's parameters. */

/** Query parameters, sent in the order given. */
export type QueryParams = Readonly<Record<string, string | number | boolean>>;

/** `url` with `params` (values encoded); no `?` when there are none. */
export function withParams(url: string, params: QueryParams = {}): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query === '' ? url : `${url}?${query}`;
}
