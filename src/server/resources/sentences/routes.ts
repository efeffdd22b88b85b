import { z } from 'zod';
import { pageOf } from '../../../contract/common';
import { Sentence, SentenceCreate, SentencePatch, SentenceWord, SentenceWordCreate } from '../../../contract/sentences';
import type { SentenceRow } from '../../db/tables';
import { errors } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { paginate, requirePaging } from '../../http/paging';
import { authorize } from '../../http/policy';
import type { SessionUser } from '../../http/session-store';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { presentSentence, presentSentenceWord } from './presenter';
import { SENTENCE_FILTERS, SENTENCE_WORD_FILTERS, type SentenceRepository } from './repository';

const BASE = '/utoaztecan/api/nahuatl-sentence/';
const LINKS = '/utoaztecan/api/sentence-word/';

const guardOf = (row: SentenceRow) => ({ owner: row.owner, share: Boolean(row.share) });

/** Example sentences and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function sentenceRoutes(sentences: SentenceRepository, words: WordRepository): ApiRoute<any, any>[] {
  /** A sentence the user may see, or a 404. */
  async function requireSentence(user: SessionUser | null, id: number): Promise<SentenceRow> {
    const row = await sentences.getById(id);
    if (!row) throw errors.notFound();
    authorize(user, 'read', guardOf(row));
    return row;
  }

  async function requireWordId(field: string, id: number | null | undefined): Promise<void> {
    if (id == null) return;
    if (!(await words.getById(id))) throw errors.invalid({ [field]: [`Invalid pk "${id}" - object does not exist.`] });
  }

  const viewerOf = (user: SessionUser | null) => user?.id ?? null;

  return [
    apiRoute({
      method: 'GET',
      url: `${BASE}count/`,
      tag: 'sentences',
      summary: 'How many sentences match the filters',
      response: z.number().int(),
      handler: async (request) =>
        sentences.count(requireFilters(request.query as Record<string, unknown>, SENTENCE_FILTERS), viewerOf(request.user)),
    }),
    apiRoute({
      method: 'GET',
      url: `${BASE}featured/`,
      tag: 'sentences',
      summary: 'Featured sentences (a plain list)',
      response: z.array(Sentence),
      handler: async (request) => (await sentences.featured(viewerOf(request.user))).map(presentSentence),
    }),
    apiRoute({
      method: 'GET',
      url: BASE,
      tag: 'sentences',
      summary: 'Sentences; `nahuatl` gives those linked to a word, `sentence__icontains` searches the text',
      response: pageOf(Sentence),
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const paging = requirePaging(query);
        const filters = requireFilters(query, SENTENCE_FILTERS);
        const viewer = viewerOf(request.user);
        return paginate(
          request,
          paging,
          { count: () => sentences.count(filters, viewer), list: (limit, offset) => sentences.list(filters, viewer, limit, offset) },
          presentSentence,
        );
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${BASE}:id/`,
      tag: 'sentences',
      summary: 'One sentence',
      params: IdParams,
      response: Sentence,
      handler: async (request, _reply, { params }) => presentSentence(await requireSentence(request.user, params.id)),
    }),
    apiRoute({
      method: 'POST',
      url: BASE,
      tag: 'sentences',
      summary: 'Add a sentence; with `nahuatl` it is linked to that word',
      body: SentenceCreate,
      response: Sentence,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create');
        const { nahuatl, word, ...values } = body;
        await requireWordId('nahuatl', nahuatl);
        await requireWordId('word', word);
        const row = await sentences.create({ ...values, word: word ?? nahuatl ?? null }, request.user!.id, nahuatl);
        return presentSentence(row);
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: `${BASE}:id/`,
      tag: 'sentences',
      summary: 'Change your sentence',
      params: IdParams,
      body: SentencePatch,
      response: Sentence,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireSentence(request.user, params.id);
        authorize(request.user, 'update', guardOf(row));
        await requireWordId('word', body.word);
        const updated = await sentences.update(row.id, body);
        if (!updated) throw errors.notFound();
        return presentSentence(updated);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${BASE}:id/`,
      tag: 'sentences',
      summary: 'Delete your sentence (it is hidden from every list)',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await requireSentence(request.user, params.id);
        authorize(request.user, 'delete', guardOf(row));
        await sentences.remove(row.id);
      },
    }),
    ...wordLinkRoutes(words, {
      url: LINKS,
      tag: 'sentences',
      parent: 'sentence',
      filters: SENTENCE_WORD_FILTERS,
      body: SentenceWordCreate,
      response: SentenceWord,
      duplicate: 'This word is already in the sentence.',
      parentIdOf: (body) => body.sentence,
      parentOf: (row) => row.sentence,
      getParent: async (id) => {
        const row = await sentences.getById(id);
        return row && guardOf(row);
      },
      count: sentences.countLinks,
      list: sentences.listLinks,
      get: sentences.getLink,
      find: sentences.findLink,
      create: sentences.createLink,
      remove: sentences.removeLink,
      present: presentSentenceWord,
    }),
  ];
}
