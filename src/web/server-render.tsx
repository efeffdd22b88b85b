import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  IsRestoringProvider,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '../contract/locales';
import { cookieIn } from './api/cookies';
import { findEnvironmentWith, type Environment } from './api/environment';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { loadCatalog } from './i18n/messages';
import { routes } from './router';

/*
 * The first screen drawn on the server (decision 073): the page arrives with its screen, which a
 * phone on a weak signal shows before the app's code has come; the app then takes the page over
 * as it is (hydration), from the queries it was drawn from. The screen is the app's own: the
 * same routes, providers and queries, whose reads the server's app answers in process, with the
 * reader's cookies and languages. Each page has an environment of its own, so pages are drawn
 * side by side.
 */

/** What a page is: its first screen's markup and the queries it was drawn from, or where the address sends the reader. */
export type FirstScreen = { html: string; state: DehydratedState } | { redirect: string };

/** The request a page is drawn for. */
export interface PageRequest {
  /** The page's address: its path and query. */
  url: string;
  /** The language the server answers it in (decision 040). */
  locale: Locale;
  /** The request's `Cookie` header ('' when none). */
  cookies: string;
  /** Asks the API as the reader's browser would, with their cookies and languages. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/** How many times a screen is drawn while it asks for more (a word, then its sentences). */
const MAX_PASSES = 4;

const pages = new AsyncLocalStorage<Environment>();
// A query's read, made outside React's render, finds the environment of the page it is for.
findEnvironmentWith(() => pages.getStore());

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The environment of a page drawn for `request` (what a browser provides that a server has not
 * is absent), and what settles once none of its reads is under way.
 */
function environmentOf(request: PageRequest): { environment: Environment; quiet: () => Promise<void> } {
  const underWay = new Set<Promise<unknown>>();
  const fetch = (url: string, init: RequestInit) => {
    const read = request.fetch(url, init);
    underWay.add(read);
    void read.then(
      () => underWay.delete(read),
      () => underWay.delete(read),
    );
    return read;
  };
  // A read's answer is taken in within a turn of the event loop; three with nothing under way is quiet.
  const quiet = async () => {
    for (let idle = 0; idle < 3; ) {
      if (underWay.size === 0) {
        idle++;
        await nextTurn();
      } else {
        idle = 0;
        await Promise.allSettled([...underWay]);
      }
    }
  };
  const environment: Environment = {
    fetch,
    cookie: (name) => cookieIn(request.cookies, name),
    keepCookie: () => undefined,
    languages: () => [request.locale],
    storage: () => null,
    online: () => true,
    reached: () => {},
    log: () => undefined,
    textLocale: request.locale,
  };
  return { environment, quiet };
}

const handler = createStaticHandler(routes);

/** The first screen of `request.url`, drawn for its reader. */
export function renderFirstScreen(request: PageRequest): Promise<FirstScreen> {
  const { environment, quiet } = environmentOf(request);
  return pages.run(environment, () => draw(request, environment, quiet));
}

/** Whether a query the screen made is to be read now: asked, not yet read, and not waiting for something (`enabled`). */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Reads what the screen asked for; false when it asked for nothing. A read that waits for the
 * browser (a guest's review deck, in the browser's storage) never settles here: it is left
 * once no read is under way, and the screen shows it loading.
 */
async function readAsked(queryClient: QueryClient, quiet: () => Promise<void>): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(waiting);
  if (asked.length === 0) return false;
  const reads = asked.map((query) => query.fetch().catch(() => undefined));
  await Promise.race([Promise.all(reads), quiet()]);
  return true;
}

async function draw(request: PageRequest, environment: Environment, quiet: () => Promise<void>): Promise<FirstScreen> {
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  // The handler loads the screen's code (the route's `lazy`) as it matches the address.
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location === null) throw new Error(`${request.url} answered ${context.status} without drawing`);
    return { redirect: location };
  }
  await loadCatalog(request.locale);
  const queryClient = createQueryClient();
  // Drawn in full: a part whose code is loaded on demand (`lazy`) is waited for, not left to the
  // browser. The app takes the screen over while it restores the device's saved copy, when no
  // query starts a read: drawn so, a query the app would read again shows as the app shows it.
  const screen = async () => {
    const { prelude } = await prerender(
      <IsRestoringProvider value={true}>
        <AppProviders queryClient={queryClient} environment={environment}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </IsRestoringProvider>,
    );
    return new Response(prelude).text();
  };
  let html = await screen();
  for (let pass = 1; pass < MAX_PASSES && (await readAsked(queryClient, quiet)); pass++) html = await screen();
  return { html, state: dehydrate(queryClient) };
}
