import type { Transaction } from 'kysely';
import { z } from 'zod';
import { pageOf } from '../../contract/common';
import { STAFF_ONLY } from '../../contract/policy';
import type { FilterDeclarations, ResourceContract } from '../../contract/resource';
import type { FilterColumns } from '../db/filters';
import type { OwnedRepository, OwnedRow } from '../db/owned-table';
import type { Database } from '../db/tables';
import { errors } from './errors';
import { requireFilters } from './filters';
import { checkPreviewParam, PREVIEW_PARAM, PreviewQuery, summariesOf } from './preview';
import { paginate, requirePaging } from './paging';
import { authorize } from './policy';
import { listQuery } from './openapi';
import { apiRoute, IdParams, type ApiRoute } from './routes';
import type { SessionUser } from './session-store';

/**
 * A resource that users own (sentences, vocabularies, patterns …): its contract (address,
 * wire shapes, filters, who may create, featured; `src/contract/`) and what the server adds
 * to it: the repository, the presenter and each filter's SQL. {@link ownedResourceRoutes}
 * turns it into the standard calls of DESIGN.md §4 with their permissions, paging, filters,
 * soft delete, share visibility and OpenAPI documentation.
 */
export interface OwnedResource<Row extends OwnedRow, Values, Create, Patch extends object, F extends FilterDeclarations> {
  contract: ResourceContract<z.ZodType, z.ZodType<Create>, z.ZodObject & z.ZodType<Patch>, F>;
  repository: OwnedRepository<Row, Values>;
  /**
   * The wire shape of a row; or, for a resource whose wire shape needs other records (a
   * cognate set's cognates), `presentAll`: one batch of queries per page, not one per row,
   * for the viewer (who sees of those records what is shared and their own).
   */
  present: ((row: Row) => unknown) | { all: (rows: Row[], viewer: number | null) => Promise<unknown[]> };
  /**
   * Another way than the id to name a record in PATCH's path (a semantic category's
   * word, SPEC.md §7): a canonical id still names the record by id.
   */
  naturalKey?: (value: string) => Promise<Row | undefined>;
  /** The SQL of the contract's filters; a function when a filter depends on who asks (`favorite`). */
  filters: FilterColumns<F> | ((viewer: number | null) => FilterColumns<F>);
  /** The stored values of a validated POST body; checks references to other records (a 400 naming the field). */
  toValues: (body: Create, user: SessionUser) => Promise<Values> | Values;
  /** The stored changes of a validated PATCH body; `current` is the record before the change. */
  toChanges: (body: Patch, current: Row, user: SessionUser) => Promise<Partial<Values>> | Partial<Values>;
  /**
   * A rule over the whole record a PATCH leaves (a pattern's variables and its mapping),
   * checked where the change is written, with the row locked: throw to refuse it.
   */
  checkMerged?: (merged: Row) => void;
  /** Work done in the creating transaction, such as linking the new record to a word. */
  afterCreate?: (trx: Transaction<Database>, row: Row, body: Create) => Promise<void>;
}

const viewerOf = (user: SessionUser | null) => user?.id ?? null;
const FeaturedFlag = z.boolean({ error: 'Must be a valid boolean.' });

/** A path segment that is a canonical id (a number) or, failing that, a natural key (text). */
const KeyParams = z.object({
  id: z.string().min(1).max(200).transform((value) => {
    const byId = IdParams.safeParse({ id: value });
    return byId.success ? byId.data.id : value;
  }),
});


/**
 * The standard calls of an owned resource: `count/`, the paged list, `featured/`, `{id}/`,
 * POST, PATCH and DELETE. Reads show shared records and the viewer's own; writes need the
 * owner (creating needs a signed-in user); an unshared record is a 404 to anyone else.
 */
export function ownedResourceRoutes<Row extends OwnedRow, Values, Create, Patch extends object, F extends FilterDeclarations>(
  resource: OwnedResource<Row, Values, Create, Patch, F>,
): ApiRoute<any, any>[] {
  const { contract, repository } = resource;
  const { name, plural, url, tag } = contract;
  const filtersFor = (viewer: number | null) => (typeof resource.filters === 'function' ? resource.filters(viewer) : resource.filters);
  const summary = contract.listPreview;
  // `?preview=`, which older clients send, is accepted where it was (decision 079).
  const legacyPreview = contract.preview === true;
  const readFilters = (request: { query: unknown; user: SessionUser | null }) => {
    const asked = request.query as Record<string, unknown>;
    if (legacyPreview) checkPreviewParam(asked);
    return requireFilters(asked, contract.filters, filtersFor(viewerOf(request.user)), legacyPreview ? [PREVIEW_PARAM] : []);
  };
  const listParams = listQuery(contract.filters);
  const query = legacyPreview ? listParams.extend(PreviewQuery.shape) : listParams;
  /** What a list carries of each record (decision 079): its summary, where the contract declares one. */
  const listed = summary ?? contract.item;
  const asListed = <T,>(items: T[]) => summariesOf(summary, items);
  const { present } = resource;
  // The viewer, for what a record shows of others (a set shows the cognates its viewer may see).
  const presentAll = typeof present === 'function' ? async (rows: Row[], _viewer: number | null) => rows.map(present) : present.all;
  const presentOne = async (row: Row, user: SessionUser | null) => (await presentAll([row], viewerOf(user)))[0];
  const patch = contract.featured ? contract.patch.extend({ featured: FeaturedFlag.optional() }) : contract.patch;
  const featured = contract.featured;

  /** A record the user may see, or a 404; `byKey` finds one named by something other than its id. */
  async function requireRecord(user: SessionUser | null, id: number | string, byKey?: (value: string) => Promise<Row | undefined>): Promise<Row> {
    const row = typeof id === 'number' ? await repository.getById(id) : await byKey?.(id);
    if (!row) throw errors.notFound();
    authorize(user, 'read', repository.guard(row));
    return row;
  }

  return [
    apiRoute({
      method: 'GET',
      url: `${url}count/`,
      tag,
      summary: `How many ${plural} match the filters`,
      query: query.omit({ page: true, page_size: true }),
      response: z.number().int(),
      handler: async (request) => repository.count(readFilters(request), viewerOf(request.user)),
    }),
    ...(featured
      ? [
          apiRoute({
            method: 'GET',
            url: `${url}featured/`,
            tag,
            summary: `Featured ${plural} (a plain list, at most ${featured.limit})`,
            ...(legacyPreview ? { query: PreviewQuery } : {}),
            response: z.array(listed),
            handler: async (request) => {
              if (legacyPreview) checkPreviewParam(request.query as Record<string, unknown>);
              return asListed(await presentAll(await repository.featured(viewerOf(request.user), featured), viewerOf(request.user)));
            },
          }),
        ]
      : []),
    apiRoute({
      method: 'GET',
      url,
      tag,
      summary: contract.listSummary,
      query,
      response: pageOf(listed),
      handler: async (request) => {
        const paging = requirePaging(request.query as Record<string, unknown>);
        const filters = readFilters(request);
        const viewer = viewerOf(request.user);
        const page = await paginate(
          request,
          paging,
          { count: () => repository.count(filters, viewer), list: (limit, offset) => repository.list(filters, viewer, limit, offset) },
          (row) => row,
        );
        return { ...page, results: asListed(await presentAll(page.results, viewer)) };
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${url}:id/`,
      tag,
      summary: `One ${name}`,
      params: IdParams,
      response: contract.item,
      handler: async (request, _reply, { params }) => presentOne(await requireRecord(request.user, params.id), request.user),
    }),
    apiRoute({
      method: 'POST',
      url,
      tag,
      summary: `Create a ${name} (you own it)`,
      body: contract.create,
      response: contract.item,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create', contract.creators === 'staff' ? STAFF_ONLY : {});
        const values = await resource.toValues(body, request.user!);
        const afterCreate = resource.afterCreate;
        const row = await repository.create(values, request.user!.id, afterCreate && ((trx, created) => afterCreate(trx, created, body)));
        return presentOne(row, request.user);
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: `${url}:id/`,
      tag,
      summary: contract.featured ? `Change your ${name}; staff alone set \`featured\`, on any ${name} they can see` : `Change your ${name}`,
      params: resource.naturalKey ? KeyParams : IdParams,
      body: patch,
      response: contract.item,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireRecord(request.user, params.id, resource.naturalKey);
        const { featured: asked, ...fields } = body as Patch & { featured?: boolean };
        const onlyFeaturing = asked !== undefined && Object.keys(fields).length === 0;
        // Beside other fields, the flag the record already has (its owner sending the whole
        // record back, SPEC.md §7) features nothing: only a change of it needs staff.
        const current = Boolean((row as unknown as { featured?: unknown }).featured);
        const featuring = asked !== undefined && (onlyFeaturing || asked !== current) ? asked : undefined;
        if (featuring !== undefined) authorize(request.user, 'feature', repository.guard(row));
        if (!onlyFeaturing) authorize(request.user, 'update', repository.guard(row));
        const changes = onlyFeaturing ? {} : await resource.toChanges(fields as Patch, row, request.user!);
        // Every featured resource stores the flag (its table has the column).
        const flag = (featuring === undefined ? {} : { featured: featuring }) as Partial<Values>;
        const updated = await repository.update(row.id, { ...changes, ...flag }, resource.checkMerged);
        if (!updated) throw errors.notFound();
        return presentOne(updated, request.user);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: `${url}:id/`,
      tag,
      summary: `Delete your ${name}`,
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await requireRecord(request.user, params.id);
        authorize(request.user, 'delete', repository.guard(row));
        await repository.remove(row.id);
      },
    }),
  ];
}
