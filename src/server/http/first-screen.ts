import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_ELEMENT } from '../../contract/first-screen';
import type { Locale } from '../../contract/locales';

/*
 * The first screen drawn on the server (decision 073). The page arrives with its screen in
 * `#root`, drawn by the app's own code (`src/web/server-render.tsx`, built into `dist/ssr`),
 * whose reads this app answers in process as it would the reader's browser, and with the
 * queries it was drawn from, which the app takes over (hydration). A phone on a weak signal
 * then shows the screen once the page and its styles have come; the app's code is fetched
 * after that paint, so that the styles have the connection to themselves, and makes the
 * screen live when it has come.
 */

/** The id of the page's element that lists the app's files, for the script below. */
const APP_FILES_ELEMENT = 'app-files';

/**
 * The one inline script of the app: once the browser has shown the drawn screen (its first
 * contentful paint), it fetches the app's files (the page's scripts and their preloads). Its
 * hash is in the page's Content-Security-Policy.
 */
export const LOAD_AFTER_PAINT = `const files = JSON.parse(document.getElementById('${APP_FILES_ELEMENT}').textContent);
const load = () => {
  for (const href of files.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of files.scripts) import(src);
};
if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(load);
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(load));`;

/** The Content-Security-Policy source that allows {@link LOAD_AFTER_PAINT} and no other inline script. */
export const LOAD_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(LOAD_AFTER_PAINT).digest('base64')}'`;

/** What the app's code draws on the server: the screen's markup and the queries it was drawn from. */
export interface FirstScreen {
  html: string;
  state: unknown;
}

/** The request a page is drawn for, as `src/web/server-render.tsx` takes it. */
export interface PageRequest {
  url: string;
  locale: Locale;
  cookies: string;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export interface FirstScreenRenderer {
  /** The screen of the request's address, drawn for its reader; or where the address sends them (the root). */
  renderFirstScreen(request: PageRequest): Promise<FirstScreen | { redirect: string }>;
}

/** The headers of the reader's request that the API answers by: who they are, and their languages. */
const READER_HEADERS = ['cookie', 'accept-language'] as const;

/**
 * A fetch of this app's API, in process (`inject`), as the reader's browser would make it: with
 * their cookies and languages, through the same routes, hooks and shared reads.
 */
export function fetchAsReader(app: FastifyInstance, request: FastifyRequest): PageRequest['fetch'] {
  const reader: Record<string, string> = {};
  for (const name of READER_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') reader[name] = value;
  }
  return async (url, init) => {
    const headers = { ...Object.fromEntries(new Headers(init.headers)), ...reader };
    const method = (init.method ?? 'GET') as 'GET';
    const payload = typeof init.body === 'string' ? init.body : undefined;
    const answer = await app.inject({ method, url, headers, payload });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number') responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: responseHeaders });
  };
}

/** JSON that can stand inside a `<script>` element: no `<` (so no `</script>`), no line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The server's build of the app's screens, beside the app's build (`dist/ssr` by `dist/web`); null when it is not built. */
export async function firstScreenRenderer(webRoot: string): Promise<FirstScreenRenderer | null> {
  const file = resolve(webRoot, '../ssr/server-render.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `page` with `screen` drawn into its `#root` and the queries it was drawn from, its scripts
 * and their preloads fetched after the first paint instead of with the page.
 */
export function withFirstScreen(page: string, screen: FirstScreen): string {
  const scripts = [...page.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const files = scriptSafeJson({ scripts, preload });
  return page
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<div id="root"></div>', () => `<div id="root" inert>${screen.html}</div>`)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${FIRST_SCREEN_ELEMENT}">${scriptSafeJson(screen.state)}</script>` +
        `<script type="application/json" id="${APP_FILES_ELEMENT}">${files}</script>` +
        `<script type="module">${LOAD_AFTER_PAINT}</script></body>`,
    );
}
