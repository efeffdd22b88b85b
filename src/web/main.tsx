/// <reference types="vite-plugin-pwa/vanillajs" />
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerSW } from 'virtual:pwa-register';
import { FIRST_SCREEN_ELEMENT } from '../contract/first-screen';
import { browserEnvironment } from './api/environment';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { initialLocale } from './i18n/locale';
import { loadCatalog } from './i18n/messages';
import { appSaved } from './offline/background';
import { startOfflinePractice } from './offline/offline-practice';
import { createRouter } from './router';
import { announceOfflineReady, announceUpdate } from './shell/app-update';
import { firstScreenDrawn, firstScreenSettled } from './shell/first-screen';
import { linkManifest } from './shell/manifest-link';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createRouter();
const offline = startOfflinePractice();

// The first screen the server drew (decision 073), with the queries it was drawn from.
const drawn = document.getElementById(FIRST_SCREEN_ELEMENT);
if (drawn) {
  const state = JSON.parse(drawn.textContent ?? '{}') as DehydratedState;
  hydrate(queryClient, state);
  offline.saved.pageDrawnFrom(state.queries.map((query) => query.queryHash));
  drawn.remove();
}

// The service worker (decision 051): a new version waits for the learner's Reload; the shell
// says when the app is saved for offline use. A no-op in the dev server. It starts once the
// first screen is drawn with its data, and the manifest is linked then, so that neither takes
// connections or bandwidth from that screen on a weak signal (decision 073).
void firstScreenSettled(queryClient).then(() => {
  linkManifest(browserEnvironment.textLocale);
  const startWaiting = registerSW({
    onNeedRefresh: () => announceUpdate(() => void startWaiting()),
    onOfflineReady: announceOfflineReady,
  });
});

// The dictionary saved on the device for offline search and word pages (decision 054), kept
// current in the background: its code is fetched once the app's own files are saved (decision 073).
void appSaved()
  .then(() => import('./offline/saved-dictionary'))
  .then(({ keepDictionarySaved }) => keepDictionarySaved());

// The first screen is drawn in the learner's language, so its texts come first (one chunk per
// language). It is rendered as a transition: React works in slices of a few milliseconds and
// lets the browser paint and answer between them, instead of holding the page for the whole
// first render (decision 073).
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} offline={offline}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Once the router has the screen's code, so that it draws the screen and not its placeholder. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// Texts worded outside a render (the message log) start in the screen's language.
browserEnvironment.textLocale = initialLocale();
void loadCatalog(browserEnvironment.textLocale).then(async () => {
  if (!drawn) return startTransition(() => createRoot(root).render(app));
  await routerReady();
  startTransition(() => void hydrateRoot(root, app));
  // The drawn screen is inert until the app has taken it over (decision 073).
  await firstScreenDrawn();
  root.removeAttribute('inert');
});
