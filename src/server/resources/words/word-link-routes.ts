import type { z } from 'zod';
import { pageOf } from '../../../contract/common';
import type { Word } from '../../../contract/words';
import { isUniqueViolation } from '../../db/database';
import type { WordLinkRepository } from '../../db/owned-table';
import { doesNotExist, errors } from '../../http/errors';
import { requireFilters, type FilterAllowList } from '../../http/filters';
import { paginate, requirePaging } from '../../http/paging';
import { authorize, canRead, type Guarded } from '../../http/policy';
import type { SessionUser } from '../../http/session-store';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { loadWords } from './load';
import type { WordRepository } from './repository';

/** A stored link between a parent record (a sentence, a vocabulary, a cognate) and a word. */
export interface WordLinkRow {
  id: number;
  nahuatl_word: number;
}

/** What one kind of word link needs: its address, its parent, its SQL and its wire shape. */
export interface WordLinkResource<Row extends WordLinkRow, Body extends { nahuatl_word: number }> {
  url: string;
  tag: string;
  /** The body field, column and wire name of the parent's id (`sentence`, `vocabulary`). */
  parent: keyof Body & keyof Row & string;
  filters: FilterAllowList;
  body: z.ZodType<Body>;
  response: z.ZodType;
  duplicate: string;
  /** The body field naming the word, for error messages: `nahuatl_word`, or `nahuatl` for cognate words (SPEC.md §3). */
  wordField?: string;
  /** The parent for the policy, or undefined when there is none (or it is deleted). */
  getParent: (id: number) => Promise<Guarded | undefined>;
  links: WordLinkRepository<Row>;
  present: (row: Row, word: Word) => unknown;
}

/**
 * The three calls every word link has (SPEC.md §7): list a parent's words with the word
 * itself as `nahuatl_word_data`, add a word once, take it out. Links belong to the owner
 * of their parent (DESIGN.md §4); a parent hidden from the viewer hides its links.
 */
export function wordLinkRoutes<Row extends WordLinkRow, Body extends { nahuatl_word: number }>(
  words: WordRepository,
  link: WordLinkResource<Row, Body>,
): ApiRoute<any, any>[] {
  const viewerOf = (user: SessionUser | null) => user?.id ?? null;
  const wordField = link.wordField ?? 'nahuatl_word';
  const missing = (field: string, id: number) => errors.invalid({ [field]: [doesNotExist(id)] });

  async function presentAll(rows: Row[]) {
    const wordsById = await loadWords(words, rows.map((row) => row.nahuatl_word));
    return rows.flatMap((row) => {
      const word = wordsById.get(row.nahuatl_word);
      return word ? [link.present(row, word)] : [];
    });
  }

  return [
    apiRoute({
      method: 'GET',
      url: link.url,
      tag: link.tag,
      summary: `Words of ${link.parent}s; \`${link.parent}\` gives the words of one, each with the word itself`,
      response: pageOf(link.response),
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const paging = requirePaging(query);
        const filters = requireFilters(query, link.filters);
        const viewer = viewerOf(request.user);
        const page = await paginate(
          request,
          paging,
          { count: () => link.links.count(filters, viewer), list: (limit, offset) => link.links.list(filters, viewer, limit, offset) },
          (row) => row,
        );
        return { ...page, results: await presentAll(page.results) };
      },
    }),
    apiRoute({
      method: 'POST',
      url: link.url,
      tag: link.tag,
      summary: `Add a word to your ${link.parent} (once)`,
      body: link.body,
      response: link.response,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create');
        const parentId = Number(body[link.parent]);
        const parent = await link.getParent(parentId);
        // A parent the user may not see is, for them, not there at all (as a missing one).
        if (!parent || !canRead(request.user, parent)) throw missing(link.parent, parentId);
        authorize(request.user, 'update', parent);
        if (!(await words.getById(body.nahuatl_word))) throw missing(wordField, body.nahuatl_word);
        if (await link.links.find(parentId, body.nahuatl_word)) throw errors.invalid({ [wordField]: [link.duplicate] });
        const row = await link.links.create(body as Record<string, unknown>).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw errors.invalid({ [wordField]: [link.duplicate] });
          throw error;
        });
        const [presented] = await presentAll([row]);
        return presented;
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${link.url}:id/`,
      tag: link.tag,
      summary: `Take a word out of your ${link.parent}`,
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await link.links.get(params.id);
        const parent = row && (await link.getParent(Number(row[link.parent])));
        if (!row || !parent) throw errors.notFound();
        authorize(request.user, 'read', parent);
        authorize(request.user, 'delete', parent);
        await link.links.remove(row.id);
      },
    }),
  ];
}
