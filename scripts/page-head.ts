import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { MANIFEST_HREF } from '../src/web/shell/manifest-link';

const FAVICON_LINK = /(<link rel="icon" href=")\/favicon\.svg(")/;
const MANIFEST_LINK = /<link rel="manifest" href="([^"]*)"[^>]*>/;

/** An SVG file as a `data:` address. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * The built page's head as a first visit needs it (decision 073): the favicon written into the
 * page, a request fewer while the first screen's files arrive, and no manifest link, which the
 * app adds once its first screen is drawn (`src/web/shell/manifest-link.ts`). Runs after
 * vite-plugin-pwa has written that link, and fails the build if the link or the favicon is not
 * where it expects them.
 */
export function pageHead(html: string, faviconSvg: string): string {
  const manifest = MANIFEST_LINK.exec(html);
  if (!manifest) throw new Error('index.html has no manifest link to move: has vite-plugin-pwa changed?');
  if (manifest[1] !== MANIFEST_HREF)
    throw new Error(`The manifest is at ${manifest[1]}, but the app links ${MANIFEST_HREF}.`);
  if (!FAVICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon" href="/favicon.svg">.');
  return html
    .replace(MANIFEST_LINK, '')
    .replace(FAVICON_LINK, (_link, start: string, end: string) => `${start}${svgDataUrl(faviconSvg)}${end}`);
}

/** {@link pageHead} as a build step, with the favicon of `publicDir`. */
export function pageHeadPlugin(faviconFile: URL): Plugin {
  return {
    name: 'page-head',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => pageHead(html, readFileSync(faviconFile, 'utf8')) },
  };
}
