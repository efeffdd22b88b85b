import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Locale } from '../../contract/locales';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app-providers';
import { routes } from '../router';

/**
 * Renders the whole app, route table and shell included, at `path`: in English unless told,
 * or as the app starts (`'browser'`: the learner's choice, the browser's, or their account's).
 */
export function renderApp(path: string, { locale = 'en' }: { locale?: Locale | 'browser' } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()} locale={locale === 'browser' ? undefined : locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** A fetch stand-in answering by method and path; anything unplanned is a 404. */
export function fakeApi(routesByRequest: Record<string, (body: unknown) => [number, unknown]>): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const answer = routesByRequest[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const [status, payload] = answer ? answer(body) : [404, { detail: 'Not found.' }];
    return new Response(status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

export const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
