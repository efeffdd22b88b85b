import { z } from 'zod';
import { ContentLanguage } from '../../../contract/common';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import { ENTRY_LIST_COUNT, entryUrls, WELCOME_TAG } from '../../../contract/api/entries';
import { EntryPreview, entryResource, entryWordLink } from '../../../contract/entries';
import { Word } from '../../../contract/words';
import { errors, requireValid } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { checkPreviewParam, PreviewQuery, summariesOf } from '../../http/preview';
import { authorize } from '../../http/policy';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { type LinkedWords, wordLinkRoutes } from '../../http/word-links';
import { presentEntry, presentEntryWord } from './presenter';
import { ENTRY_FILTERS, ENTRY_WORD_FILTERS, type EntryRepository, type EntryValues } from './repository';

const LIST_COUNT = ENTRY_LIST_COUNT;
const { tag } = entryResource;

/** `?language=` on recent/ and piyali/: the reader's language, whose entries come first (English when absent). */
const ReaderLanguage = z.object({ language: ContentLanguage.default(DEFAULT_LOCALE) });
/** What recent/ and piyali/ read: the reader's language (and the old `preview`, still accepted). */
const NewestQuery = ReaderLanguage.extend(PreviewQuery.shape);

/** The Markdown a body carries, as `content_raw` or (like the original client) `content`. */
function markdownOf(body: { content_raw?: string; content?: string }): string | undefined {
  return body.content_raw ?? body.content;
}

/** Blog entries (SPEC.md §7): staff write them; an unpublished entry is its author's alone. */
export function entryRoutes(entries: EntryRepository, words: LinkedWords): ApiRoute<any, any>[] {
  /**
   * A plain list of the newest visible entries matching `filters`, such as recent/ and
   * piyali/, those in the reader's `language` first.
   */
  const newestRoute = (url: string, summary: string, query: Record<string, string>) =>
    apiRoute({
      method: 'GET',
      url,
      tag,
      summary: `${summary}; those in \`language\` (es, en; default en) first`,
      query: NewestQuery,
      response: z.array(EntryPreview),
      handler: async (request) => {
        const { language } = requireValid(ReaderLanguage, request.query);
        checkPreviewParam(request.query as Record<string, unknown>);
        const filters = requireFilters(query, entryResource.filters, ENTRY_FILTERS);
        const newest = await entries.newestInLanguageFirst(filters, request.user?.id ?? null, LIST_COUNT, language);
        return summariesOf(EntryPreview, newest.map(presentEntry));
      },
    });

  return [
    ...ownedResourceRoutes({
      contract: entryResource,
      repository: entries,
      present: presentEntry,
      filters: ENTRY_FILTERS,
      toValues: ({ content_raw, content, ...values }): EntryValues => ({
        ...values,
        content_raw: markdownOf({ content_raw, content }) ?? '',
      }),
      toChanges: ({ content_raw, content, ...values }) => {
        const markdown = markdownOf({ content_raw, content });
        return { ...values, ...(markdown === undefined ? {} : { content_raw: markdown }) };
      },
    }),
    newestRoute(entryUrls.recent, `The ${LIST_COUNT} newest entries (a plain list)`, {}),
    newestRoute(entryUrls.welcome, `The ${LIST_COUNT} newest entries tagged for the welcome page (a plain list)`, { tag: WELCOME_TAG }),
    apiRoute({
      method: 'GET',
      url: entryUrls.words(':id'),
      tag,
      summary: 'The dictionary words an entry teaches, each with its data (a plain list)',
      params: IdParams,
      response: z.array(Word),
      handler: async (request, _reply, { params }) => {
        const row = await entries.getById(params.id);
        if (!row) throw errors.notFound();
        authorize(request.user, 'read', entries.guard(row));
        const ofEntry = requireFilters({ entry: String(row.id) }, entryWordLink.filters, ENTRY_WORD_FILTERS);
        const ids = (await entries.links.list(ofEntry, request.user?.id ?? null, 200, 0)).map((link) => link.nahuatl_word);
        const byId = await words.load(ids);
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    ...wordLinkRoutes(words, {
      contract: entryWordLink,
      filters: ENTRY_WORD_FILTERS,
      getParent: async (id) => {
        const row = await entries.getById(id);
        return row && entries.guard(row);
      },
      links: entries.links,
      present: presentEntryWord,
    }),
  ];
}
