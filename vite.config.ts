import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogs } from './scripts/compiled-catalogs';
import { localizedManifests, manifestTexts } from './scripts/localized-manifests';
import { pageHeadPlugin } from './scripts/page-head';
import { routePreloads } from './scripts/route-preloads';

const API = process.env.API_URL ?? 'http://127.0.0.1:8000';

// The API answers posts to the account pages' addresses; the pages themselves are the SPA's.
const pageOrApi = {
  target: API,
  bypass: (request: { method?: string; headers: { accept?: string } }) =>
    request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** A colour of the design tokens, so that the installed app wears the same ones. */
function token(name: string): string {
  const tokens = readFileSync(new URL('src/web/styles/tokens.css', import.meta.url), 'utf8');
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1];
  if (!value) throw new Error(`tokens.css has no ${name}`);
  return value.trim();
}

/** What every language's manifest shares; the texts come from each language's catalog (decision 076). */
const manifestBase = {
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: token('--color-jade-800'),
  background_color: token('--color-paper'),
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The web app manifest and the service worker (decision 051, `src/web/sw.ts`): the app's files are
 * precached, every navigation outside the API falls back to index.html, the API is never
 * touched (no runtime route: its answers go to the network as if there were no worker),
 * a new version waits for the learner's Reload, and Background Sync sends the answers kept offline.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: { ...manifestTexts('en'), ...manifestBase },
  // Our own worker (src/web/sw.ts): Workbox's precache and navigation fallback, and Background
  // Sync for the review answers kept offline (issue 48).
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectManifest: {
    // The Spanish manifest too (decision 076): the installed app reads it offline.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'manifest-*.webmanifest'],
  },
});

/** The app's own code several screens import: the shared widgets, the API client, the interface's texts. */
const SHARED_SOURCE =
  /[\\/]src[\\/](web[\\/](components|api|i18n)[\\/]|web[\\/]offline[\\/]offline-reads\.ts$|contract[\\/]api-messages\.ts$)/;

/** The contract, the language core, and the schema and scheduling libraries they are built on. */
const CORE = /[\\/](src[\\/](contract|nahuatl)|node_modules[\\/](zod|ts-fsrs))[\\/]/;

const ENTRY = /[\\/]src[\\/]web[\\/]main\.tsx$/;

/** The bundler's own helpers, which every chunk imports. */
const RUNTIME = /^\0rolldown\/runtime/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: string[] } | null;
}

/**
 * Whether the entry imports `id`, itself or through other static imports: such a module is
 * loaded before any screen, so it stays in the entry's chunk; the shared chunk gathers only
 * what screens load after it (decision 073).
 */
function firstScreenNeeds(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ENTRY.test(id)) return true;
  seen.add(id);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => !seen.has(importer) && firstScreenNeeds(importer, graph, seen));
}

interface ImportGraph {
  getModuleInfo(id: string): { importedIds: string[] } | null;
}

/**
 * Whether `id` is of the core and imports nothing outside it, itself or through its imports
 * (the blog's Markdown rules bring markdown-it, which only the blog needs): the core's chunk
 * then imports no other chunk, so it is never part of an import cycle between chunks, which
 * would run a module before one it needs (decision 073).
 */
function selfContainedCore(id: string, graph: ImportGraph, seen = new Set<string>()): boolean {
  if (!CORE.test(id)) return false;
  if (seen.has(id)) return true;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importedIds ?? []).every((imported) => selfContainedCore(imported, graph, seen));
}

/** Whether `id` is of the package `library`, or imports it, itself or through its imports. */
function usesLibrary(library: RegExp, id: string, graph: ImportGraph, seen = new Set<string>()): boolean {
  if (library.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => usesLibrary(library, imported, graph, seen));
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const FSRS = /[\\/]node_modules[\\/]ts-fsrs[\\/]/;

/**
 * The core's chunk a module goes in (decision 073): the wire's schemas with zod, which only the
 * server and the forms need; the review scheduler with ts-fsrs; and the rest (the language core,
 * the API's declarations), which the screens read. Null for a module outside the core.
 */
function coreChunk(id: string, graph: ImportGraph): string | null {
  if (!selfContainedCore(id, graph)) return null;
  if (usesLibrary(ZOD, id, graph)) return 'schemas';
  if (usesLibrary(FSRS, id, graph)) return 'scheduler';
  return 'core';
}

/**
 * The server's build of the first screen (decision 073): the screens, drawn to markup in Node,
 * with the same texts.
 */
const serverRender = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), compiledCatalogs()],
  // Bundled whole, so that React's production build draws the pages whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'server-render.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
  },
});

const app = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // `.br` and `.gz` beside each text file of the build (the service worker's too), served as they are (decision 073).
  plugins: [
    react(),
    compiledCatalogs(),
    pwa,
    localizedManifests(manifestBase),
    pageHeadPlugin(new URL('src/web/public/favicon.svg', import.meta.url)),
    routePreloads(),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: {
    modulePreload: { polyfill: false },
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first visit runs before its screen, in one file beside the entry
            // (react-dom, the router, the query client, the shell): split by what else
            // imports each part, it came as some twenty files (decision 073).
            {
              name: (id, graph) => (RUNTIME.test(id) || firstScreenNeeds(id, graph) ? 'app' : null),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // The dictionary saved on the device (decision 054), fetched in the background after a
            // first visit and by the word page offline: its own small chunk, so that keeping it
            // current loads no screen's widgets (decision 073).
            {
              name: 'saved-dictionary',
              test: /[\\/]src[\\/]web[\\/]offline[\\/]saved-dictionary\.ts$/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // The language core and the API's declarations, which the entry no longer imports
            // (decision 073): one chunk that screens and the saved dictionary share, evaluated
            // before any of them, since it imports none of them; the wire's schemas (zod) and the
            // review scheduler in two more, for the screens that use them (decision 073).
            {
              name: coreChunk,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The shared widgets, the API client and the texts that several screens
            // import, in one chunk loaded with the first screen that needs them: a screen's first
            // visit fetched them as some thirty files of about a kilobyte each, one round trip
            // after another (decision 073), and what the entry does not need waits for a screen
            // that does (decision 073).
            {
              // What brings the review scheduler (the review deck, the guest deck's offer) stays out: it
              // comes with the screens that add or study cards, not with every one (decision 073).
              name: (id, graph) => (SHARED_SOURCE.test(id) && !usesLibrary(FSRS, id, graph) ? 'shared' : null),
              priority: 1,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/utoaztecan/api': API,
      '/blog/api': API,
      '/api/schema': API,
      '/accounts': pageOrApi,
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRender : app));
