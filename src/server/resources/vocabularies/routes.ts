import { z } from 'zod';
import { pageOf } from '../../../contract/common';
import { Vocabulary, VocabularyCreate, VocabularyPatch, VocabularyWord, VocabularyWordCreate } from '../../../contract/vocabularies';
import type { VocabularyRow } from '../../db/tables';
import { errors } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { renderMarkdown } from '../../http/markdown';
import { paginate, requirePaging } from '../../http/paging';
import { authorize } from '../../http/policy';
import type { SessionUser } from '../../http/session-store';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { presentVocabulary, presentVocabularyWord } from './presenter';
import { VOCABULARY_WORD_FILTERS, vocabularyFilters, type VocabularyRepository, type VocabularyValues } from './repository';

const BASE = '/utoaztecan/api/vocabulary/';
const LINKS = '/utoaztecan/api/vocabulary-word/';

const guardOf = (row: VocabularyRow) => ({ owner: row.owner, share: Boolean(row.share) });
const viewerOf = (user: SessionUser | null) => user?.id ?? null;

/** The Markdown an owner sent (`suggestions_raw`, or `suggestions` from older clients) and its safe HTML. */
function suggestionsOf(body: { suggestions_raw?: string; suggestions?: string }): Pick<VocabularyValues, 'suggestions_raw' | 'suggestions'> | null {
  const markdown = body.suggestions_raw ?? body.suggestions;
  return markdown === undefined ? null : { suggestions_raw: markdown, suggestions: renderMarkdown(markdown) };
}

/** Vocabularies and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function vocabularyRoutes(vocabularies: VocabularyRepository, words: WordRepository): ApiRoute<any, any>[] {
  async function requireVocabulary(user: SessionUser | null, id: number): Promise<VocabularyRow> {
    const row = await vocabularies.getById(id);
    if (!row) throw errors.notFound();
    authorize(user, 'read', guardOf(row));
    return row;
  }

  return [
    apiRoute({
      method: 'GET',
      url: `${BASE}count/`,
      tag: 'vocabularies',
      summary: 'How many vocabularies match the filters',
      response: z.number().int(),
      handler: async (request) => {
        const viewer = viewerOf(request.user);
        return vocabularies.count(requireFilters(request.query as Record<string, unknown>, vocabularyFilters(viewer)), viewer);
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${BASE}featured/`,
      tag: 'vocabularies',
      summary: 'Featured vocabularies (a plain list)',
      response: z.array(Vocabulary),
      handler: async (request) => (await vocabularies.featured(viewerOf(request.user))).map(presentVocabulary),
    }),
    apiRoute({
      method: 'GET',
      url: BASE,
      tag: 'vocabularies',
      summary: 'Vocabularies; `favorite=true` gives your favourites, `tag` one tag, `plain__icontains` searches names',
      response: pageOf(Vocabulary),
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const paging = requirePaging(query);
        const viewer = viewerOf(request.user);
        const filters = requireFilters(query, vocabularyFilters(viewer));
        return paginate(
          request,
          paging,
          { count: () => vocabularies.count(filters, viewer), list: (limit, offset) => vocabularies.list(filters, viewer, limit, offset) },
          presentVocabulary,
        );
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${BASE}:id/`,
      tag: 'vocabularies',
      summary: 'One vocabulary',
      params: IdParams,
      response: Vocabulary,
      handler: async (request, _reply, { params }) => presentVocabulary(await requireVocabulary(request.user, params.id)),
    }),
    apiRoute({
      method: 'POST',
      url: BASE,
      tag: 'vocabularies',
      summary: 'Create a vocabulary (tags default to an empty list)',
      body: VocabularyCreate,
      response: Vocabulary,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create');
        const { suggestions_raw: _raw, suggestions: _html, ...values } = body;
        const row = await vocabularies.create(
          { ...values, ...(suggestionsOf(body) ?? { suggestions_raw: '', suggestions: '' }) },
          request.user!.id,
        );
        return presentVocabulary(row);
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: `${BASE}:id/`,
      tag: 'vocabularies',
      summary: 'Change your vocabulary: name, description, tags, suggestions (Markdown), share, favorite',
      params: IdParams,
      body: VocabularyPatch,
      response: Vocabulary,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireVocabulary(request.user, params.id);
        authorize(request.user, 'update', guardOf(row));
        const { suggestions_raw: _raw, suggestions: _html, ...values } = body;
        const updated = await vocabularies.update(row.id, { ...values, ...(suggestionsOf(body) ?? {}) });
        if (!updated) throw errors.notFound();
        return presentVocabulary(updated);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${BASE}:id/`,
      tag: 'vocabularies',
      summary: 'Delete your vocabulary and its word list',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await requireVocabulary(request.user, params.id);
        authorize(request.user, 'delete', guardOf(row));
        await vocabularies.remove(row.id);
      },
    }),
    ...wordLinkRoutes(words, {
      url: LINKS,
      tag: 'vocabularies',
      parent: 'vocabulary',
      filters: VOCABULARY_WORD_FILTERS,
      body: VocabularyWordCreate,
      response: VocabularyWord,
      duplicate: 'This word is already in the vocabulary.',
      parentIdOf: (body) => body.vocabulary,
      parentOf: (row) => row.vocabulary,
      getParent: async (id) => {
        const row = await vocabularies.getById(id);
        return row && guardOf(row);
      },
      count: vocabularies.countLinks,
      list: vocabularies.listLinks,
      get: vocabularies.getLink,
      find: vocabularies.findLink,
      create: (body) => vocabularies.createLink(body.vocabulary, body.nahuatl_word),
      remove: vocabularies.removeLink,
      present: presentVocabularyWord,
    }),
  ];
}
