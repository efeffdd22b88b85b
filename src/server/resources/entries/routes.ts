import { z } from 'zod';
import { Entry, EntryCreate, EntryPatch, EntryWord, EntryWordCreate, WELCOME_TAG } from '../../../contract/entries';
import { Word } from '../../../contract/words';
import { errors } from '../../http/errors';
import { requireFilters, type FilterAllowList } from '../../http/filters';
import { authorize } from '../../http/policy';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { loadWords } from '../words/load';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { presentEntry, presentEntryWord } from './presenter';
import { ENTRY_FILTERS, ENTRY_WORD_FILTERS, type EntryRepository, type EntryValues } from './repository';

const URL = '/blog/api/entry/';
/** SPEC.md §9: recent and featured entries, 7 each. */
const LIST_COUNT = 7;

/** The Markdown a body carries, as `content_raw` or (like the original client) `content`. */
function markdownOf(body: { content_raw?: string; content?: string }): string | undefined {
  return body.content_raw ?? body.content;
}

/** Blog entries (SPEC.md §7): staff write them; an unpublished entry is its author's alone. */
export function entryRoutes(entries: EntryRepository, words: WordRepository): ApiRoute<any, any>[] {
  /** A plain list of the newest visible entries matching `filters`, such as recent/ and piyali/. */
  const newestRoute = (path: string, summary: string, filters: FilterAllowList, query: Record<string, string>) =>
    apiRoute({
      method: 'GET',
      url: `${URL}${path}`,
      tag: 'blog',
      summary,
      response: z.array(Entry),
      handler: async (request) =>
        (await entries.newest(requireFilters(query, filters), request.user?.id ?? null, LIST_COUNT)).map(presentEntry),
    });

  return [
    ...ownedResourceRoutes({
      name: 'entry',
      plural: 'entries',
      url: URL,
      tag: 'blog',
      item: Entry,
      create: EntryCreate,
      patch: EntryPatch,
      repository: entries,
      present: presentEntry,
      filters: ENTRY_FILTERS,
      featured: { limit: LIST_COUNT, order: 'newest' },
      creators: 'staff',
      listSummary: 'Blog entries, newest first; `plain__istartswith` searches titles, `tag` one tag',
      toValues: ({ content_raw, content, ...values }): EntryValues => ({
        ...values,
        content_raw: markdownOf({ content_raw, content }) ?? '',
      }),
      toChanges: ({ content_raw, content, ...values }) => {
        const markdown = markdownOf({ content_raw, content });
        return { ...values, ...(markdown === undefined ? {} : { content_raw: markdown }) };
      },
    }),
    newestRoute('recent/', `The ${LIST_COUNT} newest entries (a plain list)`, {}, {}),
    newestRoute(`${WELCOME_TAG}/`, `The ${LIST_COUNT} newest entries tagged for the welcome page (a plain list)`, ENTRY_FILTERS, {
      tag: WELCOME_TAG,
    }),
    apiRoute({
      method: 'GET',
      url: `${URL}:id/words/`,
      tag: 'blog',
      summary: 'The dictionary words an entry teaches, each with its data (a plain list)',
      params: IdParams,
      response: z.array(Word),
      handler: async (request, _reply, { params }) => {
        const row = await entries.getById(params.id);
        if (!row) throw errors.notFound();
        authorize(request.user, 'read', entries.guard(row));
        const ofEntry = requireFilters({ entry: String(row.id) }, ENTRY_WORD_FILTERS);
        const ids = (await entries.links.list(ofEntry, request.user?.id ?? null, 200, 0)).map((link) => link.nahuatl_word);
        const byId = await loadWords(words, ids);
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    ...wordLinkRoutes(words, {
      url: '/blog/api/entry-word/',
      tag: 'blog',
      parent: 'entry',
      filters: ENTRY_WORD_FILTERS,
      body: EntryWordCreate,
      response: EntryWord,
      duplicate: 'This word is already linked to the entry.',
      getParent: async (id) => {
        const row = await entries.getById(id);
        return row && entries.guard(row);
      },
      links: entries.links,
      present: presentEntryWord,
    }),
  ];
}
