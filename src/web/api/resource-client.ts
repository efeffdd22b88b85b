import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { withParams, type QueryParams } from './addresses';
import type { Page } from '../../contract/common';
import { can, STAFF_ONLY, type Action, type Viewer } from '../../contract/policy';
import {
  guardOf,
  type FilterDeclarations,
  type FilterValues,
  type ResourceContract,
  type ResourceDeclaration,
  type WordLinkContract,
  type WordLinkDeclaration,
} from '../../contract/resource';
import { recordKind } from '../components/record-kind';
import type { MessageId } from '../i18n/messages';
import { ApiError, callApi, requireApi, type LogText } from './api-client';

/**
 * One way to talk to a resource of the API (SPEC.md §7): its query keys, its reads and
 * its writes, with the message-log lines of SPEC.md §8, declared once by name and address.
 * See docs/decisions/012-web-resource-client.md.
 */

/**
 * What the client needs of a resource: its names (the message log's "updated sentence id=3",
 * "fetched 3 sentences", and the root of every query key) and its address. Lists answer with
 * summaries where the resource declares them (decision 079): the typed `ListItem`.
 */
type ClientDeclaration = Pick<ResourceDeclaration, 'name' | 'plural' | 'url'>;

const emptyPage = <T>(): Page<T> => ({ count: 0, next: null, previous: null, results: [] });

/**
 * The message-log lines of a resource named `name` (`plural`): "fetched 3 sentences", "se
 * consultaron 3 oraciones". Ids are given as text, so that no language groups their digits.
 */
function logLine(name: string, plural: string) {
  const { kind } = recordKind(name);
  return (id: MessageId, values: { id?: number; count?: number } = {}): LogText => ({
    id,
    values: { kind, name, plural, count: values.count, id: values.id === undefined ? undefined : String(values.id) },
  });
}

/** The filters a resource's contract declares, and paging. */
export type ListParams<F extends FilterDeclarations = FilterDeclarations> = FilterValues<F> & {
  page?: number;
  page_size?: number;
};

export interface ListOptions<F extends FilterDeclarations = FilterDeclarations> {
  /** The filters and paging of the request (`{ sentence__icontains: 'cochi' }`, `{ page_size: 100 }`), typed by the contract. */
  params?: ListParams<F>;
  /** What the log calls the call; `fetch {plural}` unless given ("search sentences"). */
  operation?: LogText;
  /** False: nothing is fetched (a blank search, SPEC.md §5). */
  enabled?: boolean;
}

/** The query keys of a resource: each starts with `plural`, and a record's own queries sit under `record(id)`. */
function resourceKeys<F extends FilterDeclarations>(plural: string) {
  return {
    all: [plural] as const,
    /** Every count of the resource; a filtered count adds its params. */
    count: () => [plural, 'count'] as const,
    list: (params: ListParams<F> = {}) => [plural, 'list', params] as const,
    pages: (params: ListParams<F> = {}) => [plural, 'pages', params] as const,
    featured: () => [plural, 'featured'] as const,
    /** A record (`record(id)` is its detail); further parts name its other queries: `record(id, 'words')`. */
    record: (id: number, ...parts: string[]) => [plural, 'record', id, ...parts] as const,
    /** Any other query about the resource, under its root. */
    of: (...parts: readonly unknown[]) => [plural, ...parts] as const,
  };
}

/** The keys a write touches, whatever the resource's filters. */
type RecordKeys = Pick<ReturnType<typeof resourceKeys>, 'all' | 'count' | 'record'>;

/** What a write does to the cached queries of a resource. */
function cacheEdits(keys: RecordKeys) {
  /**
   * After a write: every list, count and search of the resource is out of date. They are
   * only marked stale, so they refetch when next shown rather than all at once now; the
   * writer puts the server's answer into its own query.
   */
  const markStale = (queryClient: QueryClient): Promise<void> =>
    queryClient.invalidateQueries({ queryKey: keys.all, refetchType: 'none' });

  /** Whether `queryKey` is one of the record `id`'s own queries (its detail, its words). */
  const isRecordQuery = (queryKey: QueryKey, id: number) => queryKey[1] === 'record' && queryKey[2] === id;

  /**
   * Drops a deleted record's queries without asking for them again. A query still shown
   * (the record's page, until it goes elsewhere) would fetch itself anew if dropped now and
   * log "Not found", so it keeps its last answer and goes when nothing shows it any more.
   */
  async function forget(queryClient: QueryClient, id: number): Promise<void> {
    const cache = queryClient.getQueryCache();
    await queryClient.cancelQueries({ queryKey: keys.record(id) });
    for (const query of cache.findAll({ queryKey: keys.record(id) })) {
      if (query.getObserversCount() === 0) {
        cache.remove(query);
        continue;
      }
      const unsubscribe = cache.subscribe((event) => {
        if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
        unsubscribe();
        cache.remove(query);
      });
    }
  }

  const changeCount = (queryClient: QueryClient, by: number) =>
    // Every count of the resource, filtered or not: a write is the reader's own, in their language.
    queryClient.setQueriesData<number>({ queryKey: keys.count() }, (count) => (count === undefined ? count : count + by));

  return { markStale, isRecordQuery, forget, changeCount };
}

type CacheEdits = ReturnType<typeof cacheEdits>;
type LogLine = ReturnType<typeof logLine>;

/** The reads of a resource: its count, a record, a page of a list, all its pages, the featured records. */
function resourceReads<Item extends { id: number }, F extends FilterDeclarations, ListItem extends { id: number }>(
  declaration: ClientDeclaration,
  keys: ReturnType<typeof resourceKeys<F>>,
  line: LogLine,
) {
  const { url } = declaration;

  /** How many records the user can see, with `params` when given (0 when the call fails, SPEC.md §8). */
  const countQueryOptions = (params?: ListParams<F>) =>
    queryOptions({
      queryKey: params ? [...keys.count(), params] : keys.count(),
      queryFn: ({ signal }) =>
        callApi<number>(
          {
            operation: line('common.log.fetchCount'),
            success: (count) => line('common.log.fetchedCount', { count }),
            url: withParams(`${url}count/`, params as QueryParams),
            signal,
          },
          0,
        ),
    });

  /** One record. Fails with an ApiError, so a screen can tell "not found" (see isNotFound) from "unreachable". */
  const get = (id: number, signal?: AbortSignal): Promise<Item> =>
    requireApi<Item>({
      operation: line('common.log.fetchOne', { id }),
      success: line('common.log.fetchedOne', { id }),
      url: `${url}${id}/`,
      signal,
    });

  const detailQueryOptions = (id: number) =>
    queryOptions({ queryKey: keys.record(id), queryFn: ({ signal }) => get(id, signal), enabled: id > 0 });

  /** One page of the collection, from its address (an empty page when the call fails). */
  const fetchPage = (pageUrl: string, operation: LogText, signal?: AbortSignal): Promise<Page<ListItem>> =>
    callApi<Page<ListItem>>(
      {
        operation,
        success: (page) => line('common.log.fetchedList', { count: page.results.length }),
        url: pageUrl,
        signal,
      },
      emptyPage(),
    );

  /** The first page of the collection with `params`. */
  const listQueryOptions = ({ params = {}, operation = line('common.log.fetchList'), enabled = true }: ListOptions<F> = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => fetchPage(withParams(url, params as QueryParams), operation, signal),
      enabled,
    });

  /** The collection with `params`, page by page, following the server's `next` link (SPEC.md §7). */
  const pagesQueryOptions = ({ params = {}, operation = line('common.log.fetchList'), enabled = true }: ListOptions<F> = {}) =>
    infiniteQueryOptions({
      queryKey: keys.pages(params),
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, operation, signal),
      initialPageParam: withParams(url, params as QueryParams),
      getNextPageParam: (last) => last.next ?? undefined,
      enabled,
    });

  /** The featured records (a plain list; [] when the call fails). */
  const featuredQueryOptions = () =>
    queryOptions({
      queryKey: keys.featured(),
      queryFn: ({ signal }) =>
        callApi<ListItem[]>(
          {
            operation: line('common.log.fetchFeatured'),
            success: (items) => line('common.log.fetchedFeatured', { count: items.length }),
            url: `${url}featured/`,
            signal,
          },
          [],
        ),
    });

  return { countQueryOptions, get, detailQueryOptions, listQueryOptions, pagesQueryOptions, featuredQueryOptions };
}

/** The writes of a resource, each failing with an ApiError carrying the server's field messages. */
function resourceWrites<Item extends { id: number }, Create, Patch>(url: string, line: LogLine) {
  const recordUrl = (id: number) => `${url}${id}/`;

  const create = (body: Create): Promise<Item> =>
    requireApi<Item>({
      operation: line('common.log.add'),
      success: (created) => line('common.log.added', { id: created.id }),
      url,
      method: 'POST',
      body,
    });

  /** `key` names the record in the address when the resource is changed by another key than its id (a category's word). */
  const update = (id: number, changes: Patch, key: string | number = id): Promise<Item> =>
    requireApi<Item>({
      operation: line('common.log.update', { id }),
      success: line('common.log.updated', { id }),
      url: `${url}${encodeURIComponent(key)}/`,
      method: 'PATCH',
      body: changes,
    });

  const remove = (id: number): Promise<void> =>
    requireApi<void>({
      operation: line('common.log.delete', { id }),
      success: line('common.log.deleted', { id }),
      url: recordUrl(id),
      method: 'DELETE',
    });

  /** Staff feature or unfeature a record: `featured` alone, on any record they can see (DESIGN.md §4). */
  const setFeatured = (id: number, featured: boolean): Promise<Item> =>
    requireApi<Item>({
      operation: line(featured ? 'common.log.feature' : 'common.log.unfeature', { id }),
      success: line(featured ? 'common.log.featured' : 'common.log.unfeatured', { id }),
      url: recordUrl(id),
      method: 'PATCH',
      body: { featured },
    });

  return { create, update, remove, setFeatured };
}

/** The hooks that write a resource and bring its cached queries up to date. */
function resourceMutations<Item extends { id: number }, Create, Patch>(
  keys: RecordKeys,
  cache: CacheEdits,
  writes: ReturnType<typeof resourceWrites<Item, Create, Patch>>,
) {
  /**
   * Adds a record: the rest is marked stale, the count goes up by one, and the record's
   * page opens from the server's answer without asking again. `onCreated` puts it
   * anywhere else it belongs (a cached list).
   */
  function useCreate({ onCreated }: { onCreated?: (created: Item, queryClient: QueryClient) => unknown } = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: writes.create,
      onSuccess: async (created) => {
        await cache.markStale(queryClient);
        cache.changeCount(queryClient, 1);
        queryClient.setQueryData(keys.record(created.id), created);
        await onCreated?.(created, queryClient);
      },
    });
  }

  /** The owner saves a record; screens show the server's copy (SPEC.md §4). `key`: see `update`. */
  function useUpdate(
    id: number,
    { onSaved, key }: { onSaved?: (saved: Item, queryClient: QueryClient) => unknown; key?: string | number } = {},
  ) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (changes: Patch) => writes.update(id, changes, key),
      onSuccess: async (saved) => {
        await cache.markStale(queryClient);
        queryClient.setQueryData(keys.record(id), saved);
        await onSaved?.(saved, queryClient);
      },
    });
  }

  /**
   * The owner deletes a record (mutate with its id): the count goes down by one and the
   * record's queries are dropped, never asked for again (see `forget`). `hide` takes it out of a cached list at once, before the
   * server answers (SPEC.md §4), and returns how to put it back if the server refuses.
   */
  function useDelete({ hide }: { hide?: (id: number, queryClient: QueryClient) => Promise<() => void> } = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: writes.remove,
      onMutate: async (id) => ({ restore: await hide?.(id, queryClient) }),
      onError: (_error, _id, context) => context?.restore?.(),
      onSuccess: async (_nothing, id) => {
        await cache.forget(queryClient, id);
        await queryClient.invalidateQueries({
          queryKey: keys.all,
          refetchType: 'none',
          predicate: (query) => !cache.isRecordQuery(query.queryKey, id),
        });
        cache.changeCount(queryClient, -1);
      },
    });
  }

  /**
   * Staff feature or unfeature a record (mutate with the new flag): its page shows the
   * server's copy, and every list of the resource on screen (the dashboard's featured and
   * recent lists, a list screen's cards) is asked again at once, so the record's card
   * there shows its new state and a featured list gains or loses it.
   */
  function useSetFeatured(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (featured: boolean) => writes.setFeatured(id, featured),
      onSuccess: async (saved) => {
        queryClient.setQueryData(keys.record(id), saved);
        await queryClient.invalidateQueries({
          queryKey: keys.all,
          // The record's own detail already holds the answer.
          predicate: (query) => query.queryKey[1] !== 'record' || query.queryKey[2] !== id,
        });
      },
    });
  }

  return { useCreate, useUpdate, useDelete, useSetFeatured };
}

/**
 * The client of one resource. Every query key starts with `plural`, so one invalidation
 * reaches every count, list, search and record of it; a record's own queries (its detail,
 * its words) sit under `keys.record(id)`, so deleting it drops them all.
 */
export function resourceClient<
  Item extends { id: number },
  Create = Partial<Item>,
  Patch = Partial<Item>,
  F extends FilterDeclarations = FilterDeclarations,
  ListItem extends { id: number } = Item,
>(declaration: ClientDeclaration) {
  const { name, plural, url } = declaration;
  const line = logLine(name, plural);
  const keys = resourceKeys<F>(plural);
  const cache = cacheEdits(keys);
  const reads = resourceReads<Item, F, ListItem>(declaration, keys, line);
  const writes = resourceWrites<Item, Create, Patch>(url, line);
  const mutations = resourceMutations<Item, Create, Patch>(keys, cache, writes);

  return {
    name,
    plural,
    url,
    keys,
    markStale: cache.markStale,
    countQueryOptions: reads.countQueryOptions,
    useCount: (params?: ListParams<F>) => useQuery(reads.countQueryOptions(params)),
    get: reads.get,
    detailQueryOptions: reads.detailQueryOptions,
    useDetail: (id: number) => useQuery(reads.detailQueryOptions(id)),
    listQueryOptions: reads.listQueryOptions,
    useList: (options?: ListOptions<F>) => useQuery(reads.listQueryOptions(options)),
    pagesQueryOptions: reads.pagesQueryOptions,
    usePages: (options?: ListOptions<F>) => useInfiniteQuery(reads.pagesQueryOptions(options)),
    featuredQueryOptions: reads.featuredQueryOptions,
    useFeatured: () => useQuery(reads.featuredQueryOptions()),
    ...writes,
    ...mutations,
  };
}

export type ResourceClient<
  Item extends { id: number },
  Create = Partial<Item>,
  Patch = Partial<Item>,
  F extends FilterDeclarations = FilterDeclarations,
  ListItem extends { id: number } = Item,
> = ReturnType<typeof resourceClient<Item, Create, Patch, F, ListItem>>;

/** What guards a resource's records before there is one: staff only where its creators are staff. */
const creationGuard = (declaration: Pick<ResourceDeclaration, 'creators'>) =>
  declaration.creators === 'staff' ? STAFF_ONLY : {};

/**
 * The client of a resource declared in the contract, made from its declaration (no schema
 * library is loaded: decision 073) and typed from its contract's schemas (`C`), with the
 * contract's policy: `can(user, 'update', record)` says whether to show a control.
 */
export function clientFor<C extends ResourceContract>(declaration: ResourceDeclaration<C['filters']>) {
  type Item = z.output<C['item']> & { id: number };
  type ListItem = [C['listPreview']] extends [undefined]
    ? Item
    : z.output<NonNullable<C['listPreview']>> & { id: number };
  const client = resourceClient<Item, z.input<C['create']>, z.input<C['patch']>, C['filters'], ListItem>(declaration);
  /** Whether `viewer` may `create` a record, or do `action` to this one (the server decides; this hides what it would refuse). */
  const allowed = (viewer: Viewer | null | undefined, action: Action, record?: Item | ListItem) =>
    can(viewer ?? null, action, record ? guardOf(declaration, record) : creationGuard(declaration));
  return { ...client, can: allowed };
}

/** The client of a word link declared in the contract, under its parent's client. */
export function linkClientFor<C extends WordLinkContract>(
  declaration: WordLinkDeclaration<C['filters'], C['parent'], C['wordField']>,
  parent: LinkClientDeclaration<string, string>['parent'],
) {
  type Link = z.output<C['item']> & { id: number } & Record<C['wordField'], number>;
  type Body = z.input<C['create']> & Record<C['wordField'], number>;
  return wordLinkClient<Link, Body, C['parent'] & keyof Body & string, C['wordField']>({
    name: declaration.name,
    url: declaration.url,
    parent,
    parentField: declaration.parent as C['parent'] & keyof Body & string,
    wordField: declaration.wordField,
  });
}

/**
 * A link between a parent record and a dictionary word, as the API sends it: `WordField`
 * holds the word's id (`nahuatl_word`; a cognate's link calls it `nahuatl`, SPEC.md §3).
 */
type WordLink<WordField extends string> = { id: number } & Record<WordField, number>;

export interface LinkClientDeclaration<Parent extends string, WordField extends string> {
  /** One link as the message log names it: "sentence word" → "added sentence word id=7". */
  name: string;
  url: string;
  /** The parent's client: its words sit under its record's keys and a change marks it stale. */
  parent: Pick<ResourceClient<{ id: number }>, 'keys' | 'markStale'>;
  /** The body field and filter naming the parent: `sentence`, `vocabulary`. */
  parentField: Parent;
  /** How many links one request reads (SPEC.md §9: 200). */
  pageSize?: number;
  /** The field of a link and of its body naming the word; `nahuatl_word` unless given. */
  wordField?: WordField;
}

/** The calls of a word link: a parent's words, adding one, taking one out. */
function linkCalls<Link extends { id: number }, Body>(line: LogLine, url: string, parentField: string, pageSize: number) {
  /**
   * The words of a parent, in the order they were added, each with the word itself. Fails
   * with an error rather than an empty list: a game must not tell a learner their
   * vocabulary has no verbs when the server was only unreachable.
   */
  async function list(parentId: number, signal?: AbortSignal): Promise<Link[]> {
    const page = await requireApi<Page<Link>>({
      operation: line('common.log.fetchList'),
      success: (found) => line('common.log.fetchedList', { count: found.results.length }),
      url: withParams(url, { [parentField]: parentId, page_size: pageSize }),
      signal,
    });
    return page.results;
  }

  const add = (body: Body): Promise<Link> =>
    requireApi<Link>({
      operation: line('common.log.add'),
      success: (link) => line('common.log.added', { id: link.id }),
      url,
      method: 'POST',
      body,
    });

  const remove = (linkId: number): Promise<void> =>
    requireApi<void>({
      operation: line('common.log.delete', { id: linkId }),
      success: line('common.log.deleted', { id: linkId }),
      url: `${url}${linkId}/`,
      method: 'DELETE',
    });

  return { list, add, remove };
}

/**
 * The words of a parent record (a sentence's, a vocabulary's, a cognate's): list, add
 * once, take out. `Body` is what a POST takes; the caller gives everything but the parent.
 */
export function wordLinkClient<
  Link extends WordLink<WordField>,
  Body extends Record<WordField, number>,
  Parent extends keyof Body & string = keyof Body & string,
  WordField extends string = 'nahuatl_word',
>({
  name,
  url,
  parent,
  parentField,
  pageSize = 200,
  wordField = 'nahuatl_word' as WordField,
}: LinkClientDeclaration<Parent, WordField>) {
  const keys = { words: (parentId: number) => parent.keys.record(parentId, 'words') };
  const { list, add, remove } = linkCalls<Link, Body>(logLine(name, `${name}s`), url, parentField, pageSize);

  /** The ids of the words these links name (to mark the words already there in a word search). */
  const wordIds = (links: readonly Link[]): ReadonlySet<number> => new Set(links.map((link) => link[wordField]));

  const listQueryOptions = (parentId: number) =>
    queryOptions({
      queryKey: keys.words(parentId),
      queryFn: ({ signal }) => list(parentId, signal),
      enabled: parentId > 0,
    });

  const editWords = (queryClient: QueryClient, parentId: number, edit: (links: Link[]) => Link[]) =>
    queryClient.setQueryData<Link[]>(keys.words(parentId), (links = []) => edit(links));

  /** The owner adds a word to their record (once: the server refuses it a second time). */
  function useAdd(parentId: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (fields: Omit<Body, Parent>) => add({ ...fields, [parentField]: parentId } as unknown as Body),
      onSuccess: async (link) => {
        // The rest refetches when next shown; the words (the record's page's and the games') change at once.
        await parent.markStale(queryClient);
        editWords(queryClient, parentId, (links) => [...links.filter((other) => other.id !== link.id), link]);
      },
      onError: (error) => {
        // Refused because it is already there (added in another tab, say): show the list as the server has it.
        if (error instanceof ApiError && error.status === 400) {
          void queryClient.invalidateQueries({ queryKey: keys.words(parentId) });
        }
      },
    });
  }

  /** The owner takes a word out (mutate with the link's id). */
  function useRemove(parentId: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: remove,
      onSuccess: async (_nothing, linkId) => {
        await parent.markStale(queryClient);
        editWords(queryClient, parentId, (links) => links.filter((link) => link.id !== linkId));
      },
    });
  }

  return {
    keys,
    wordField,
    wordIds,
    list,
    listQueryOptions,
    useList: (parentId: number) => useQuery(listQueryOptions(parentId)),
    add,
    remove,
    useAdd,
    useRemove,
  };
}
