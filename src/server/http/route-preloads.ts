import type { Locale } from '../../contract/locales';

/** The script and style files (under the build's root) that a screen or a catalog needs beyond the page's own. */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * `route-preloads.json`, written beside index.html at build time (`scripts/route-preloads.ts`):
 * what each screen of the route table needs, by its path pattern (`detail/:id`, `*`), and what
 * each interface language's catalog needs.
 */
export interface RoutePreloads {
  routes: ({ path: string } & Preloads)[];
  catalogs: Partial<Record<string, Preloads>>;
}

/**
 * Whether `pathname` is an address of the route pattern `path`, as the route table writes it
 * (`detail/:id`); `*` is any other address but the root, which the app sends on to the welcome page.
 */
export function routeMatches(path: string, pathname: string): boolean {
  const have = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '*') return have !== '';
  const segments = have.split('/');
  const wanted = path.split('/');
  return (
    segments.length === wanted.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index]))
  );
}

/**
 * The `<link>`s that fetch a screen's code, styles and texts with the page (decision 073): the
 * screen the address shows (the not-found screen when no other matches) and the catalog of
 * the page's language. The files are the build's own names, never the address's.
 */
export function preloadLinks(preloads: RoutePreloads, pathname: string, locale: Locale): string {
  const route =
    preloads.routes.find((candidate) => candidate.path !== '*' && routeMatches(candidate.path, pathname)) ??
    preloads.routes.find((candidate) => candidate.path === '*' && routeMatches(candidate.path, pathname));
  const needed = [preloads.catalogs[locale], route].filter((preload): preload is Preloads => preload !== undefined);
  const scripts = new Set(needed.flatMap((preload) => preload.scripts));
  const styles = new Set(needed.flatMap((preload) => preload.styles));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
