import { QueryClient, QueryClientProvider, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions, saveUserSettings } from '../api/current-user';
import { entryListQueryOptions } from '../api/entry-lists';
import { languageCountsQueryOptions } from '../api/language-counts';
import { vocabularies } from '../api/resources';
import { patchReviewSettings } from '../api/review-deck';
import { reviewSettingsQueryOptions } from '../api/review-settings';
import { languageCountsQueryOptions as loanwordCountsQueryOptions } from '../features/loanwords/api/language-counts';
import { useReviewSettings, useReviewStats } from '../features/progress/api/review-progress';
import { ana, vocabulary } from '../test/fixtures';

/*
 * Issue 48: every place that reads the API and has a fallback for a failed call (an empty
 * list, "a guest", null) must not take "the server could not be reached" for an answer: the
 * answer saved on this device stays, so a phone without signal keeps the learner's data.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** No request gets through, though the phone may say it is online. */
function noConnection() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

const cache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A query's saved answer, then the same query asked again with no connection: what the cache holds after. */
async function askedAgainOffline(options: FetchQueryOptions<unknown, Error, unknown, QueryKey>, saved: unknown) {
  const queryClient = cache();
  queryClient.setQueryData(options.queryKey, saved);
  noConnection();
  await expect(queryClient.fetchQuery({ ...options, staleTime: 0 })).rejects.toMatchObject({ status: 0 });
  return queryClient.getQueryData(options.queryKey);
}

const SETTINGS = { new_per_day: 12, time_zone: 'America/Mexico_City' };

describe('a read asked again with no connection keeps the saved answer', () => {
  it.each([
    ['who is signed in', currentUserQueryOptions(), ana],
    ['the recent blog entries', entryListQueryOptions('recent', 'es'), [{ id: 4, title: 'Piyali' }]],
    ['the review settings (the deck’s)', reviewSettingsQueryOptions(), SETTINGS],
    ['the cognates’ languages', languageCountsQueryOptions(), [{ language: 'Hopi', count: 12 }]],
    ['the loanwords’ language pairs', loanwordCountsQueryOptions(), [{ source: 'es', target: 'nah', count: 40 }]],
    ['a collection’s count', vocabularies.countQueryOptions(), 7],
    [
      'a collection’s first page',
      vocabularies.listQueryOptions(),
      { count: 1, next: null, previous: null, results: [vocabulary(1, 'Animals')] },
    ],
    ['the featured records', vocabularies.featuredQueryOptions(), [vocabulary(1, 'Animals')]],
  ] as const)('%s', async (_, options, saved) => {
    expect(await askedAgainOffline(options as FetchQueryOptions<unknown, Error, unknown, QueryKey>, saved)).toEqual(
      saved,
    );
  });

  it.each([
    ['the progress figures', useReviewStats, ['review', 'stats'], { streak: 3 }],
    ['the progress screen’s settings (the deck’s own query)', useReviewSettings, ['review-settings'], SETTINGS],
  ] as const)('%s', async (_, useRead, queryKey, saved) => {
    const queryClient = cache();
    queryClient.setQueryData(queryKey, saved);
    noConnection();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRead(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toEqual(saved);
    expect(queryClient.getQueryData(queryKey)).toEqual(saved);
  });
});

describe('a write tried with no connection says so, rather than answering "nothing"', () => {
  it('the learner’s language or alphabet', async () => {
    noConnection();
    await expect(
      saveUserSettings({ ...ana, language: 'es', alphabet: 'classical' } as never, { language: 'en' }),
    ).rejects.toMatchObject({ status: 0 });
  });

  it('the review settings', async () => {
    noConnection();
    await expect(patchReviewSettings({ new_per_day: 5 })).rejects.toMatchObject({ status: 0 });
  });
});
