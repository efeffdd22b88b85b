import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '../contract/locales';
import { bringPageReads } from './api/page-reads';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { loadCatalog } from './i18n/messages';
import { routes } from './router';

/*
 * The first screen drawn on the server (decision 068): the page arrives with its screen, which a
 * phone on a weak signal shows before the app's code has come; the app then takes the page over
 * as it is (hydration), from the same data. The screen is the app's own: the same routes,
 * providers and queries, whose reads are answered from the page's reads (decision 067).
 */

/** What the page's first screen is: its markup, and the queries it was drawn from. */
export interface FirstScreen {
  html: string;
  state: DehydratedState;
}

/** How many times a screen is drawn while it asks for more of the reads the page brought. */
const MAX_PASSES = 4;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen of `url` in `locale`, drawn from `reads` (answers by address); null when the
 * address is not a screen of its own (the root, which is sent on to the welcome page).
 * One page is drawn at a time: the app's texts and answers are kept per process.
 */
export function renderFirstScreen(
  url: string,
  locale: Locale,
  reads: Record<string, unknown>,
): Promise<FirstScreen | null> {
  const drawn = queue.then(() => draw(url, locale, reads));
  queue = drawn.catch(() => undefined);
  return drawn;
}

const handler = createStaticHandler(routes);

async function draw(url: string, locale: Locale, reads: Record<string, unknown>): Promise<FirstScreen | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // The handler loads the screen's code (the route's `lazy`) as it matches the address.
  if (context instanceof Response) return null;
  await loadCatalog(locale);
  const queryClient = createQueryClient();
  bringPageReads(reads);
  const screen = () =>
    renderToString(
      <AppProviders queryClient={queryClient} locale={locale}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>,
    );
  let html = screen();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    if (waiting.length === 0) break;
    for (const query of waiting) void query.fetch().catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    html = screen();
  }
  return { html, state: dehydrate(queryClient) };
}
