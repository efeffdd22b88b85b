import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../contract/locales';
import { accountsApi } from '../../contract/accounts';
import { errors, sendError } from './errors';
import { answersIn, requestLocale } from './language';
import { fetchAsReader, firstScreenRenderer, withFirstScreen } from './first-screen';
import { preloadLinks, type RoutePreloads } from './route-preloads';
import { isApiAddress } from './security';

/** Addresses that are pages of the app even though the API also posts to them. */
export const PAGE_URLS = [accountsApi.login, accountsApi.signup, accountsApi.logout];

/** `html` with its `<html>` element's `lang` set to `locale` (added when it has none). */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/(\slang=)("[^"]*"|'[^']*'|[^\s>]*)/i, `$1"${locale}"`)
      : tag.replace(/^<html/i, `<html lang="${locale}"`),
  );
}

/**
 * index.html in the page's interface language (`<html lang>`, which screen readers and axe read
 * before the app starts), naming the files of the screen at its address so that they are
 * fetched with the app's own (`route-preloads.json`, decision 073). Each is made once, and
 * again only when the build changes (a rebuild is served without a restart).
 */
function indexPages(root: string): (locale: Locale, pathname: string) => string {
  const file = resolve(root, 'index.html');
  const preloadsFile = resolve(root, 'route-preloads.json');
  let madeAt = -1;
  let html = '';
  let preloads: RoutePreloads | null = null;
  const pages = new Map<string, string>();
  return (locale, pathname) => {
    const modified = statSync(file).mtimeMs;
    if (modified !== madeAt) {
      html = readFileSync(file, 'utf8');
      preloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads) : null;
      pages.clear();
      madeAt = modified;
    }
    const links = preloads ? preloadLinks(preloads, pathname, locale) : '';
    const key = `${locale} ${links}`;
    let page = pages.get(key);
    if (page === undefined) {
      page = withLang(links ? html.replace('</head>', `${links}</head>`) : html, locale);
      pages.set(key, page);
    }
    return page;
  };
}

/** A page's path, without its query. */
const pathOf = (url: string): string => url.split('?')[0] ?? url;

/** A source map, or its compressed copy made at build time. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** A year: hashed files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The caching of a built file (decision 073): a hashed one (`/assets/`) is kept for good; any
 * other (the service worker, the manifest, the icon) is revalidated on every use, so that a new
 * version reaches the learner. Each may come as its `.br` or `.gz` made at build time.
 */
function fileHeaders(root: string): (response: SetHeadersResponse, path: string) => void {
  const hashed = resolve(root, 'assets') + sep;
  return (response, path) => {
    response.setHeader('cache-control', path.startsWith(hashed) ? IMMUTABLE : 'no-cache');
    response.setHeader('vary', 'Accept-Encoding');
  };
}

/**
 * Serves the built React app: its files, and index.html for every other GET outside the
 * API so the client-side router can show the screen (or its not-found screen). API
 * addresses that match nothing get DRF's JSON 404. The build's source maps are a 404 unless
 * `sourceMaps` (SERVE_SOURCE_MAPS) asks for them: they would publish the source (issue 49).
 */
export async function installStatic(
  app: FastifyInstance,
  staticDir: string,
  { sourceMaps }: { sourceMaps: boolean },
): Promise<void> {
  const root = resolve(staticDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) {
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: fileHeaders(root),
      allowedPath: (pathname) => sourceMaps || !SOURCE_MAP.test(pathname),
    });
  }

  const pages = built ? indexPages(root) : null;
  const renderer = await firstScreenRenderer(root);
  /** The page drawn for the reader; null when no renderer is built or drawing failed: the app draws it. */
  const drawn = async (request: FastifyRequest, locale: Locale) => {
    if (!renderer) return null;
    const cookies = typeof request.headers.cookie === 'string' ? request.headers.cookie : '';
    try {
      return await renderer.renderFirstScreen({ url: request.url, locale, cookies, fetch: fetchAsReader(app, request) });
    } catch (error) {
      request.log.error({ err: error }, 'the first screen could not be drawn: the app draws it');
      return null;
    }
  };
  /** The app's page in the request's language (decision 040): it varies with Accept-Language and the cookies. */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages === null)
      return reply.code(503).type('text/plain').send('The web app has not been built: run `npm run build`.');
    const locale = requestLocale(request);
    const screen = await drawn(request, locale);
    answersIn(reply, locale).header('cache-control', 'private, no-cache');
    // An address the app sends on (the root, to the welcome page) is sent on from here.
    if (screen && 'redirect' in screen) return reply.redirect(screen.redirect, 302);
    // Drawn for the reader, with their own data: no shared cache may keep it (decision 073).
    const page = pages(locale, pathOf(request.url));
    return reply.type('text/html; charset=utf-8').send(screen ? withFirstScreen(page, screen) : page);
  };

  // The root is a page too: without this the static plugin would refuse it as a directory.
  for (const url of ['/', ...PAGE_URLS]) app.get(url, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiAddress(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, errors.notFound());
    }
    // A missing asset, or a source map not served, is a file that is not there, not a screen.
    if (built && (/\/assets\//.test(path) || SOURCE_MAP.test(path))) return sendError(reply, errors.notFound());
    return sendApp(request, reply);
  });
}
