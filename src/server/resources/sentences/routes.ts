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
import { loadWords } from '../words/load';
import type { WordRepository } from '../words/repository';
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
    apiRoute({
      method: 'GET',
      url: LINKS,
      tag: 'sentences',
      summary: 'Words of sentences; `sentence` gives the words of one sentence',
      response: pageOf(SentenceWord),
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const paging = requirePaging(query);
        const filters = requireFilters(query, SENTENCE_WORD_FILTERS);
        const viewer = viewerOf(request.user);
        const page = await paginate(
          request,
          paging,
          { count: () => sentences.countLinks(filters, viewer), list: (limit, offset) => sentences.listLinks(filters, viewer, limit, offset) },
          (row) => row,
        );
        const wordsById = await loadWords(words, page.results.map((link) => link.nahuatl_word));
        return {
          ...page,
          results: page.results.flatMap((link) => {
            const word = wordsById.get(link.nahuatl_word);
            return word ? [presentSentenceWord(link, word)] : [];
          }),
        };
      },
    }),
    apiRoute({
      method: 'POST',
      url: LINKS,
      tag: 'sentences',
      summary: "Add a word to your sentence, optionally tagged with a tense and person",
      body: SentenceWordCreate,
      response: SentenceWord,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create');
        const parent = await sentences.getById(body.sentence);
        if (!parent) throw errors.invalid({ sentence: [`Invalid pk "${body.sentence}" - object does not exist.`] });
        authorize(request.user, 'update', guardOf(parent));
        await requireWordId('nahuatl_word', body.nahuatl_word);
        if (await sentences.findLink(body.sentence, body.nahuatl_word)) {
          throw errors.invalid({ nahuatl_word: ['This word is already in the sentence.'] });
        }
        const link = await sentences.createLink(body);
        const word = (await loadWords(words, [link.nahuatl_word])).get(link.nahuatl_word);
        if (!word) throw errors.notFound();
        return presentSentenceWord(link, word);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${LINKS}:id/`,
      tag: 'sentences',
      summary: 'Take a word out of your sentence',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const link = await sentences.getLink(params.id);
        if (!link) throw errors.notFound();
        const parent = await requireSentence(request.user, link.sentence);
        authorize(request.user, 'delete', guardOf(parent));
        await sentences.removeLink(link.id);
      },
    }),
  ];
}
