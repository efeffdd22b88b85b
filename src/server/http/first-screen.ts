import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_ELEMENT } from '../../contract/api/page-reads';
import type { Locale } from '../../contract/locales';
import { scriptSafeJson } from './page-reads';

/*
 * The first screen drawn on the server (decision 068). The page arrives with its screen in
 * `#root`, drawn by the app's own code (`src/web/server-render.tsx`, built into `dist/ssr`) from
 * the reads the page brings, and with the queries it was drawn from, which the app takes over
 * (hydration). A phone on a weak signal then shows the screen once the page and its styles
 * have come; the app's code is fetched after that paint, so that the styles have the
 * connection to themselves, and makes the screen live when it has come.
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

export interface FirstScreenRenderer {
  /** The screen of `url` in `locale`, drawn from `reads` (answers by address); null for an address the app sends on. */
  renderFirstScreen(url: string, locale: Locale, reads: Record<string, unknown>): Promise<FirstScreen | null>;
}

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
