import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearMessages } from '../api/message-log';
import { loadCatalog } from '../i18n/messages';

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
  // A choice kept in a cookie (the language, the alphabet) is the test's own.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
