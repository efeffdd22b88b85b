import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app-providers';
import { routes } from '../router';
import { AnswerQueue } from '../offline/answer-queue';
import type { SavedQueries } from '../offline/saved-queries';

/** The whole app at `path`, as main.tsx starts it: with this device's saved data and answer queue in `dbName`. */
export function renderWithSavedData(
  path: string,
  dbName: string,
  saved: SavedQueries,
  queryClient: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} locale="en" offline={{ saved, queue: new AnswerQueue(dbName) }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** The browser loses its connection: no request gets through, and TanStack Query knows it. */
export function goOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

/** The connection returns: the browser says so with its `online` event. */
export function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  onlineManager.setOnline(true);
  window.dispatchEvent(new Event('online'));
}
