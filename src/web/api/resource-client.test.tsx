import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { getMessages } from './message-log';
import { createQueryClient } from './query-client';
import { withParams } from './addresses';
import { resourceClient, wordLinkClient } from './resource-client';

interface Thing {
  id: number;
  name: string;
}

const things = resourceClient<Thing, { name: string }, { name?: string }>({
  name: 'thing',
  plural: 'things',
  url: '/api/thing/',
});
const thingWords = wordLinkClient<
  { id: number; nahuatl_word: number },
  { thing: number; nahuatl_word: number },
  'thing'
>({ name: 'thing word', url: '/api/thing-word/', parent: things, parentField: 'thing' });
// A link whose word field has another name, as a cognate's (`nahuatl`).
const otherThingWords = wordLinkClient<
  { id: number; nahuatl: number },
  { thing: number; nahuatl: number },
  'thing',
  'nahuatl'
>({
  name: 'other thing word',
  url: '/api/other-thing-word/',
  parent: things,
  parentField: 'thing',
  wordField: 'nahuatl',
});

const log = () => getMessages().map((message) => message.text);

function withClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

setUpScreenTests();

describe('withParams', () => {
  it('adds the parameters in order, encoded, and nothing when there are none', () => {
    expect(withParams('/api/thing/', { name__icontains: 'a b&c', page_size: 20 })).toBe(
      '/api/thing/?name__icontains=a%20b%26c&page_size=20',
    );
    expect(withParams('/api/thing/')).toBe('/api/thing/');
  });
});

describe('resourceClient', () => {
  it('keeps every query key under the plural, a record’s under its id', () => {
    expect(things.keys.count()[0]).toBe('things');
    expect(things.keys.list({ page_size: 5 })[0]).toBe('things');
    expect(things.keys.record(3, 'words').slice(0, 3)).toEqual(things.keys.record(3));
    expect(thingWords.keys.words(3)).toEqual(['things', 'record', 3, 'words']);
  });

  it('reads the count, and 0 when the call fails (SPEC.md §8)', async () => {
    serveApi(null, { 'GET /api/thing/count/': () => [200, 7] });
    const { wrapper } = withClient();
    const { result } = renderHook(() => things.useCount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(7));

    serveApi(null, { 'GET /api/thing/count/': () => [500, { detail: 'A server error occurred.' }] });
    const failed = renderHook(() => things.useCount(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(failed.result.current.data).toBe(0));
    expect(log()).toEqual(['fetched thing count 7', 'fetch thing count failed: A server error occurred.']);
  });

  it('fails a detail with the status, so a screen can tell not found from unreachable', async () => {
    serveApi(null);
    await expect(things.get(9)).rejects.toMatchObject({ status: 404 });
    expect(log()).toEqual(['fetch thing id=9 failed: Not found.']);
  });

  it('pages by following the server’s next link', async () => {
    const requests = serveApi(null, {
      'GET /api/thing/': () => [200, { ...page([{ id: 1, name: 'a' }]), count: 2, next: '/api/thing/?name=a&page=2' }],
    });
    const { wrapper } = withClient();
    const { result } = renderHook(() => things.usePages({ params: { name: 'a' }, operation: { id: 'words.log.search' } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(requests.map((request) => request.call).slice(-2)).toEqual([
      'GET /api/thing/?name=a',
      'GET /api/thing/?name=a&page=2',
    ]);
  });

  it('does not call while a list is disabled (a blank search)', async () => {
    const requests = serveApi(null);
    const { wrapper } = withClient();
    const { result } = renderHook(() => things.usePages({ params: { name: '' }, enabled: false }), { wrapper });
    // A query that would call starts its fetch on mount, within the promises flushed here.
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('creates, updates and deletes with the log lines the screens have always written', async () => {
    serveApi(null, {
      'POST /api/thing/': () => [201, { id: 4, name: 'new' }],
      'PATCH /api/thing/4/': () => [200, { id: 4, name: 'renamed' }],
      'DELETE /api/thing/4/': () => [204, null],
    });
    const { wrapper, queryClient } = withClient();
    queryClient.setQueryData(things.keys.count(), 3);
    const create = renderHook(() => things.useCreate(), { wrapper });
    await act(() => create.result.current.mutateAsync({ name: 'new' }));
    expect(queryClient.getQueryData(things.keys.record(4))).toEqual({ id: 4, name: 'new' });
    expect(queryClient.getQueryData(things.keys.count())).toBe(4);

    const update = renderHook(() => things.useUpdate(4), { wrapper });
    await act(() => update.result.current.mutateAsync({ name: 'renamed' }));
    expect(queryClient.getQueryData(things.keys.record(4))).toEqual({ id: 4, name: 'renamed' });

    queryClient.setQueryData(thingWords.keys.words(4), []);
    const remove = renderHook(() => things.useDelete(), { wrapper });
    await act(() => remove.result.current.mutateAsync(4));
    expect(queryClient.getQueryData(things.keys.record(4))).toBeUndefined();
    expect(queryClient.getQueryData(thingWords.keys.words(4))).toBeUndefined();
    expect(queryClient.getQueryData(things.keys.count())).toBe(3);
    expect(log()).toEqual(['added thing id=4', 'updated thing id=4', 'deleted thing id=4']);
  });

  it('hides a deleted record at once and puts it back when the server refuses', async () => {
    let answer: (reply: [number, unknown]) => void = () => {};
    serveApi(null, { 'DELETE /api/thing/4/': () => new Promise((resolve) => (answer = resolve)) });
    const { wrapper, queryClient } = withClient();
    const key = things.keys.of('shown');
    queryClient.setQueryData(key, [4, 5]);
    const remove = renderHook(
      () =>
        things.useDelete({
          hide: async (id, client) => {
            const before = client.getQueryData<number[]>(key) ?? [];
            client.setQueryData(
              key,
              before.filter((other) => other !== id),
            );
            return () => client.setQueryData(key, before);
          },
        }),
      { wrapper },
    );
    act(() => remove.result.current.mutate(4));
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual([5]));
    answer([403, { detail: 'You do not have permission to perform this action.' }]);
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual([4, 5]));
  });
});

describe('wordLinkClient', () => {
  it('lists, adds once and removes the words of a parent', async () => {
    const requests = serveApi(null, {
      'GET /api/thing-word/': () => [200, page([{ id: 1, nahuatl_word: 10 }])],
      'POST /api/thing-word/': () => [201, { id: 2, nahuatl_word: 11 }],
      'DELETE /api/thing-word/1/': () => [204, null],
    });
    const { wrapper, queryClient } = withClient();
    const list = renderHook(() => thingWords.useList(3), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(1));

    const add = renderHook(() => thingWords.useAdd(3), { wrapper });
    await act(() => add.result.current.mutateAsync({ nahuatl_word: 11 }));
    const remove = renderHook(() => thingWords.useRemove(3), { wrapper });
    await act(() => remove.result.current.mutateAsync(1));

    expect(queryClient.getQueryData(thingWords.keys.words(3))).toEqual([{ id: 2, nahuatl_word: 11 }]);
    expect(requests.map(({ call, body }) => [call, body])).toEqual([
      ['GET /api/thing-word/?thing=3&page_size=200', undefined],
      ['POST /api/thing-word/', { nahuatl_word: 11, thing: 3 }],
      ['DELETE /api/thing-word/1/', undefined],
    ]);
    expect(log()).toEqual(['fetched 1 thing words', 'added thing word id=2', 'deleted thing word id=1']);
  });

  it('names the word by the declared field', async () => {
    const requests = serveApi(null, {
      'GET /api/other-thing-word/': () => [200, page([{ id: 1, nahuatl: 10 }])],
      'POST /api/other-thing-word/': () => [201, { id: 2, nahuatl: 11 }],
    });
    const { wrapper } = withClient();
    const list = renderHook(() => otherThingWords.useList(3), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(1));
    const add = renderHook(() => otherThingWords.useAdd(3), { wrapper });
    await act(() => add.result.current.mutateAsync({ nahuatl: 11 }));

    await waitFor(() => expect(otherThingWords.wordIds(list.result.current.data ?? [])).toEqual(new Set([10, 11])));
    expect(thingWords.wordIds([{ id: 1, nahuatl_word: 10 }])).toEqual(new Set([10]));
    expect(requests.map(({ call, body }) => [call, body])).toEqual([
      ['GET /api/other-thing-word/?thing=3&page_size=200', undefined],
      ['POST /api/other-thing-word/', { nahuatl: 11, thing: 3 }],
    ]);
  });
});
