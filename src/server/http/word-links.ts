import type { z } from 'zod';
import { pageOf } from '../../contract/common';
import type { Word } from '../../contract/words';
import { isUniqueViolation } from '../db/database';
import type { WordLinkRepository } from '../db/owned-table';
import { doesNotExist, errors } from './errors';
import type { FilterDeclarations, WordLinkContract } from '../../contract/resource';
import type { FilterColumns } from '../db/filters';
import { requireFilters } from './filters';
import { paginate, requirePaging } from './paging';
import { can, type Guarded } from '../../contract/policy';
import { authorize } from './policy';
import type { SessionUser } from './session-store';
import { apiRoute, IdParams, type ApiRoute } from './routes';

/**
 * What a resource that links to words needs of the dictionary: which words exist, and words
 * presented by id. The words resource makes it (`linkedWords`) and app.ts hands it in, so that
 * no resource imports another (decision 070).
 */
export interface LinkedWords {
  getById(id: number): Promise<object | undefined>;
  getByIds(ids: number[]): Promise<Array<{ id: number }>>;
  existing(ids: number[]): Promise<number[]>;
  /** Presented words by id, with their annotations: what every link shows as `nahuatl_word_data`. */
  load(ids: number[]): Promise<Map<number, Word>>;
}

/** A stored link between a parent record (a sentence, a vocabulary, a cognate) and a word. */
export interface WordLinkRow {
  id: number;
  nahuatl_word: number;
}

/**
 * What one kind of word link needs beside its contract (address, wire shapes, filters,
 * parent field): its filters' SQL, its parent, its SQL and its wire shape.
 */
export interface WordLinkResource<Row extends WordLinkRow, Body extends { nahuatl_word: number }, F extends FilterDeclarations> {
  contract: WordLinkContract<z.ZodType, z.ZodType<Body>, F, keyof Body & keyof Row & string>;
  filters: FilterColumns<F>;
  /** The parent for the policy, or undefined when there is none (or it is deleted). */
  getParent: (id: number) => Promise<Guarded | undefined>;
  links: WordLinkRepository<Row>;
  present: (row: Row, word: Word) => unknown;
  /**
   * The most words one parent links, when its records show them all (a cognate's
   * `nahuatl_words`), and the message, under the parent's field, that refuses one more.
   */
  most?: { links: number; message: string };
}

/**
 * The three calls every word link has (SPEC.md §7): list a parent's words with the word
 * itself as `nahuatl_word_data`, add a word once, take it out. Links belong to the owner
 * of their parent (DESIGN.md §4); a parent hidden from the viewer hides its links.
 */
export function wordLinkRoutes<Row extends WordLinkRow, Body extends { nahuatl_word: number }, F extends FilterDeclarations>(
  words: LinkedWords,
  link: WordLinkResource<Row, Body, F>,
): ApiRoute<any, any>[] {
  const viewerOf = (user: SessionUser | null) => user?.id ?? null;
  const { url, tag, parent: parentField, wordField, duplicate } = link.contract;
  const missing = (field: string, id: number) => errors.invalid({ [field]: [doesNotExist(id)] });

  async function presentAll(rows: Row[]) {
    const wordsById = await words.load(rows.map((row) => row.nahuatl_word));
    return rows.flatMap((row) => {
      const word = wordsById.get(row.nahuatl_word);
      return word ? [link.present(row, word)] : [];
    });
  }

  /** The new link; a 400 under the parent's field when the parent links its most words already. */
  async function create(values: Record<string, unknown>): Promise<Row> {
    if (!link.most) return link.links.create(values);
    const row = await link.links.createWithin(values, link.most.links);
    if (!row) throw errors.invalid({ [parentField]: [link.most.message] });
    return row;
  }

  return [
    apiRoute({
      method: 'GET',
      url,
      tag,
      summary: `Words of ${parentField}s; \`${parentField}\` gives the words of one, each with the word itself`,
      response: pageOf(link.contract.item),
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const paging = requirePaging(query);
        const filters = requireFilters(query, link.contract.filters, link.filters);
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
      url,
      tag,
      summary: `Add a word to your ${parentField} (once)`,
      body: link.contract.create,
      response: link.contract.item,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create');
        const parentId = Number(body[parentField]);
        const parent = await link.getParent(parentId);
        // A parent the user may not see is, for them, not there at all (as a missing one).
        if (!parent || !can(request.user, 'read', parent)) throw missing(parentField, parentId);
        authorize(request.user, 'update', parent);
        if (!(await words.getById(body.nahuatl_word))) throw missing(wordField, body.nahuatl_word);
        if (await link.links.find(parentId, body.nahuatl_word)) throw errors.invalid({ [wordField]: [duplicate] });
        const row = await create(body as Record<string, unknown>).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw errors.invalid({ [wordField]: [duplicate] });
          throw error;
        });
        const [presented] = await presentAll([row]);
        return presented;
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${url}:id/`,
      tag,
      summary: `Take a word out of your ${parentField}`,
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await link.links.get(params.id);
        const parent = row && (await link.getParent(Number(row[parentField])));
        if (!row || !parent) throw errors.notFound();
        authorize(request.user, 'read', parent);
        authorize(request.user, 'delete', parent);
        await link.links.remove(row.id);
      },
    }),
  ];
}
