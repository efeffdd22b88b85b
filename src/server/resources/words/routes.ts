import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DETAIL_OBJECTS, objectOfDetailValue, wordsApi } from '../../../contract/api/words';
import { TransitiveChange, Word, WordCreate, WordDetailQuery, WordPage, WordPatch } from '../../../contract/words';
import { isUniqueViolation } from '../../db/database';
import type { ReadCache } from '../../db/read-cache';
import type { WordRow } from '../../db/tables';
import { cachedRead as cachedAnswer } from '../../http/cached-reads';
import { errors } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { paginate, PAGING_PARAMS, requirePaging } from '../../http/paging';
import { authorize } from '../../http/policy';
import { listQuery } from '../../http/openapi';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { STAFF_ONLY } from '../../../contract/policy';
import { presentWord } from './presenter';
import { WORD_FILTERS, wordInputOf, type WordRepository } from './repository';
import type { WordInput } from './values';
import { matchOf, prepareSearch, suggestNearMisses, type PreparedSearch } from './search';
import {
  DICTIONARY_LETTERS,
  foldNahuatl,
  isDictionaryLetter,
  isModernLetter,
  MODERN_LETTERS,
  tensesFor,
  type ObjectPrefix,
} from '../../../nahuatl';

const DICTIONARY = STAFF_ONLY;
const DUPLICATE = 'This dictionary already has a word with this spelling and type.';
// Worded as the other choice lists, so the API's Spanish catalog already has it (decision 040).
const NOT_A_LETTER = `Must be one of ${DICTIONARY_LETTERS.join(', ')}.`;
const NOT_A_MODERN_LETTER = `Must be one of ${MODERN_LETTERS.join(', ')}.`;
const NOT_AN_OBJECT = `Must be one of ${DETAIL_OBJECTS.join(', ')}.`;
const TAKES_NO_OBJECT = 'Only a verb that takes an object can be conjugated with one.';

/** The detail call's `object`: one of the nine, else a 400 naming it; undefined when absent. */
function requireObject(query: Record<string, unknown>): ObjectPrefix | undefined {
  if (query.object === undefined) return undefined;
  const object = objectOfDetailValue(query.object);
  if (object === undefined) throw errors.invalid({ object: [NOT_AN_OBJECT] });
  return object;
}

/**
 * An object asked of a word that takes none is refused rather than ignored (decision 053): a
 * noun, a verb marked intransitive, or one with no table at all would answer forms without it.
 */
function requireTakesObject(row: WordRow, object: ObjectPrefix | undefined): void {
  if (object === undefined) return;
  const word = wordInputOf(row);
  if (word.transitive === false || tensesFor(word) === null) {
    throw errors.invalid({ object: [TAKES_NO_OBJECT] });
  }
}

/**
 * A `letter` filter names a letter of the dictionary's alphabet (decision 045), a `modern_letter`
 * one of the modern alphabet (decision 059), else a 400 naming it.
 */
function requireLetters(query: Record<string, unknown>) {
  const { letter, modern_letter: modernLetter } = query;
  if (typeof letter === 'string' && !isDictionaryLetter(foldNahuatl(letter))) throw errors.invalid({ letter: [NOT_A_LETTER] });
  if (typeof modernLetter === 'string' && !isModernLetter(foldNahuatl(modernLetter)))
    throw errors.invalid({ modern_letter: [NOT_A_MODERN_LETTER] });
}

const WordListQuery = listQuery(wordsApi.filters).extend({
  [wordsApi.search]: z.string().optional().describe('Ranked search: spelling, prefix, inflected form, k/w spelling, definition word'),
  letter: z
    .string()
    .optional()
    .describe(`The words starting with a letter of the dictionary, alphabetically; digraphs are letters (c leaves out ch and cu): ${DICTIONARY_LETTERS.join(', ')}`),
  modern_letter: z
    .string()
    .optional()
    .describe(`The words whose modern spelling starts with a letter of the modern alphabet (k: c, qu, cu; s: z, ce, ci; w: hu; ts: tz), by their modern start: ${MODERN_LETTERS.join(', ')}`),
  recorded: z
    .boolean()
    .optional()
    .describe(
      'true: the words with a recording everyone may hear (approved, its speaker agreed to be heard); false: the words with none',
    ),
});
const WordCountQuery = WordListQuery.omit({ page: true, page_size: true });

/**
 * The dictionary (SPEC.md §7 "Words"): everyone reads; staff write. Reads
 * are answered through `cache` (decision 017) with an ETag of the dictionary's version, so a
 * client that has the answer gets a 304.
 */
export function wordRoutes(words: WordRepository, cache: ReadCache): ApiRoute<any, any>[] {
  const cachedRead = (request: FastifyRequest, reply: FastifyReply, compute: (version: string) => Promise<unknown>) =>
    cachedAnswer(cache, request, reply, compute);

  /**
   * How many words match a query's filters and search, kept under those alone (paging left
   * out), so every page of a search and its `count/` share one count (decision 020): for a
   * common definition word the count is most of a page's work.
   */
  async function countOf(query: Record<string, unknown>, version: string, count: () => Promise<number>) {
    const criteria = Object.entries(query)
      .filter(([name]) => !(PAGING_PARAMS as readonly string[]).includes(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = `count ${JSON.stringify(criteria)}`;
    return Number(String(await cache.answer(key, version, async () => Buffer.from(String(await count())))));
  }

  async function requireWord(id: number): Promise<WordRow> {
    const row = await words.getById(id);
    if (!row) throw errors.notFound();
    return row;
  }

  async function present(row: WordRow) {
    return presentWord(row, await words.annotationsFor([row.id]));
  }

  function readQuery(query: Record<string, unknown>) {
    const filters = requireFilters(query, wordsApi.filters, WORD_FILTERS, [wordsApi.search]);
    requireLetters(query);
    const search = typeof query.search === 'string' ? query.search : '';
    return { filters, search };
  }

  async function save(write: () => Promise<WordRow | undefined>): Promise<WordRow> {
    const row = await write().catch((error: unknown) => {
      if (isUniqueViolation(error)) throw errors.invalid({ word: [DUPLICATE] });
      throw error;
    });
    if (!row) throw errors.notFound();
    return row;
  }

  return [
    apiRoute({
      method: 'GET',
      url: wordsApi.count,
      tag: wordsApi.tag,
      summary: 'How many words match the filters',
      query: WordCountQuery,
      response: z.number().int(),
      handler: async (request, reply) =>
        cachedRead(request, reply, async (version) => {
          const query = request.query as Record<string, unknown>;
          const { filters, search } = readQuery(query);
          return countOf(query, version, async () => {
            const prepared = await prepareSearch(words, search);
            return words.count(filters, prepared?.sql ?? null);
          });
        }),
    }),
    apiRoute({
      method: 'GET',
      url: wordsApi.url,
      tag: wordsApi.tag,
      summary:
        'Words; `search` finds a word from its dictionary form, any conjugated form, the k/w spelling or a definition, and when it finds nothing `suggestions` names the headwords and forms one letter away',
      query: WordListQuery,
      response: WordPage,
      handler: async (request, reply) =>
        cachedRead(request, reply, async (version) => {
          const query = request.query as Record<string, unknown>;
          const paging = requirePaging(query);
          const { filters, search } = readQuery(query);
          const prepared: PreparedSearch | null = await prepareSearch(words, search);
          const page = await paginate(
            request,
            paging,
            {
              count: () => countOf(query, version, () => words.count(filters, prepared?.sql ?? null)),
              list: (limit, offset) => words.list(filters, prepared?.sql ?? null, limit, offset),
            },
            (row) => row,
            { concurrent: true },
          );
          const annotations = await words.annotationsFor(page.results.map((row) => row.id));
          // A near miss is looked for only when nothing was found: a found word needs no suggestion.
          const suggestions = prepared && page.count === 0 ? await suggestNearMisses(words, prepared) : [];
          return {
            ...page,
            ...(prepared ? { suggestions } : {}),
            results: page.results.map((row) =>
              presentWord(
                row,
                annotations.filter((a) => a.nahuatl === row.id),
                prepared ? matchOf(row, prepared) : undefined,
              ),
            ),
          };
        }),
    }),
    apiRoute({
      method: 'GET',
      url: wordsApi.word(':id'),
      tag: wordsApi.tag,
      summary: 'One word with its annotations and tense table (with `object`, conjugated with that object)',
      params: IdParams,
      query: WordDetailQuery,
      response: Word,
      handler: async (request, reply, { params }) => {
        const object = requireObject(request.query as Record<string, unknown>);
        return cachedRead(request, reply, async () => {
          const row = await requireWord(params.id);
          requireTakesObject(row, object);
          return presentWord(row, await words.annotationsFor([row.id]), undefined, object);
        });
      },
    }),
    apiRoute({
      method: 'POST',
      url: wordsApi.url,
      tag: wordsApi.tag,
      summary: 'Add a word (staff)',
      body: WordCreate,
      response: Word,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create', DICTIONARY);
        return present(await save(() => words.create(body as WordInput)));
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: wordsApi.word(':id'),
      tag: wordsApi.tag,
      summary: 'Change a word (staff)',
      params: IdParams,
      body: WordPatch,
      response: Word,
      handler: async (request, _reply, { params, body }) => {
        authorize(request.user, 'update', DICTIONARY);
        return present(await save(() => words.update(params.id, body)));
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: wordsApi.changeTransitive(':id'),
      tag: wordsApi.tag,
      summary: 'Mark a verb transitive, intransitive or unknown (staff)',
      params: IdParams,
      body: TransitiveChange,
      response: Word,
      handler: async (request, _reply, { params, body }) => {
        authorize(request.user, 'update', DICTIONARY);
        return present(await save(() => words.update(params.id, { transitive: body.transitive })));
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: wordsApi.word(':id'),
      tag: wordsApi.tag,
      summary: 'Remove a word (staff)',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        authorize(request.user, 'delete', DICTIONARY);
        await words.remove((await requireWord(params.id)).id);
      },
    }),
  ];
}
