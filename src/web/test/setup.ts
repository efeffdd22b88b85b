import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The files of this project run one after another in one jsdom per worker (`isolate: false` in
// vitest.config.ts: a new jsdom for each file was most of the project's time). Each file starts
// as a new page load would: the app's modules loaded afresh (their state is per page load, as
// the time zone stored once), nothing stored, no cookies, online.
vi.resetModules();
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();
onlineManager.setOnline(true);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split('; ').filter(Boolean)) {
  document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
}
document.documentElement.removeAttribute('lang');

// Loaded after the reset, so that these are the modules the test file imports.
const { clearMessages } = await import('../api/message-log');
const { reportReach } = await import('../api/connection');
const { loadCatalog } = await import('../i18n/messages');

// Tests render in either language without waiting: both catalogs are loaded before any test.
await Promise.all([loadCatalog('en'), loadCatalog('es')]);

// jsdom has no layout and so no media queries: every query answers "no match".
window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// findBy…/waitFor give up after 1 s by default; on two shared cores running the API and web
// projects side by side, a 300 ms debounce plus a render can take longer. What is awaited
// is unchanged, only how long a slow machine may take to show it.
configure({ asyncUtilTimeout: 4000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  clearMessages();
  // A request that could not reach the server put the app offline (issue 48): the next test starts online.
  reportReach(true);
  // A choice kept in a cookie (the language, the alphabet) is the test's own.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
