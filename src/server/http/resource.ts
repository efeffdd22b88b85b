import type { Transaction } from 'kysely';
import { z } from 'zod';
import { pageOf, PagingQuery } from '../../contract/common';
import type { FeaturedOptions, OwnedRepository, OwnedRow } from '../db/owned-table';
import type { Database } from '../db/tables';
import { errors } from './errors';
import { requireFilters, type FilterAllowList } from './filters';
import { paginate, requirePaging } from './paging';
import { authorize } from './policy';
import { apiRoute, IdParams, type ApiRoute } from './routes';
import type { SessionUser } from './session-store';

/**
 * A resource that users own (sentences, vocabularies, patterns …), declared once: its
 * address, contract, repository, presenter and filters. {@link ownedResourceRoutes} turns
 * it into the standard calls of DESIGN.md §4 with their permissions, paging, filters, soft
 * delete, share visibility and OpenAPI documentation.
 */
export interface OwnedResource<Row extends OwnedRow, Values, Create, Patch extends object> {
  /** The singular name in messages and summaries (`sentence`). */
  name: string;
  plural: string;
  /** The collection's address, with its trailing slash. */
  url: string;
  /** The OpenAPI tag. */
  tag: string;
  item: z.ZodType;
  create: z.ZodType<Create>;
  patch: z.ZodObject & z.ZodType<Patch>;
  /** Who may create: any signed-in user, or staff only (blog entries). */
  creators: 'users' | 'staff';
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
  /** The list's and count's filters; a function when a filter depends on who asks (`favorite`). */
  filters: FilterAllowList | ((viewer: number | null) => FilterAllowList);
  /**
   * Whether it has a `featured/` call (and how it lists). A featured resource has a
   * `featured` flag that staff alone set, by PATCH, on any record they can see.
   */
  featured: false | FeaturedOptions;
  /** What the list's documentation says about its filters. */
  listSummary: string;
  /** The stored values of a validated POST body; checks references to other records (a 400 naming the field). */
  toValues: (body: Create, user: SessionUser) => Promise<Values> | Values;
  /** The stored changes of a validated PATCH body; `current` is the record before the change. */
  toChanges: (body: Patch, current: Row, user: SessionUser) => Promise<Partial<Values>> | Partial<Values>;
  /** Work done in the creating transaction, such as linking the new record to a word. */
  afterCreate?: (trx: Transaction<Database>, row: Row, body: Create) => Promise<void>;
}

const viewerOf = (user: SessionUser | null) => user?.id ?? null;
const FeaturedFlag = z.boolean({ error: 'Must be a valid boolean.' });
const STAFF = { staffOnly: true } as const;

/** A path segment that is a canonical id (a number) or, failing that, a natural key (text). */
const KeyParams = z.object({
  id: z.string().min(1).max(200).transform((value) => {
    const byId = IdParams.safeParse({ id: value });
    return byId.success ? byId.data.id : value;
  }),
});

/** The query parameters of a list, for the OpenAPI document: paging and every allowed filter. */
function listQuerySchema(filters: FilterAllowList) {
  const documented = Object.fromEntries(
    Object.entries(filters).map(([name, spec]) => [name, z.string().optional().describe(`${spec.lookup} filter`)]),
  );
  return PagingQuery.extend(documented);
}

/**
 * The standard calls of an owned resource: `count/`, the paged list, `featured/`, `{id}/`,
 * POST, PATCH and DELETE. Reads show shared records and the viewer's own; writes need the
 * owner (creating needs a signed-in user); an unshared record is a 404 to anyone else.
 */
export function ownedResourceRoutes<Row extends OwnedRow, Values, Create, Patch extends object>(
  resource: OwnedResource<Row, Values, Create, Patch>,
): ApiRoute<any, any>[] {
  const { name, plural, url, tag, repository } = resource;
  const filtersFor = (viewer: number | null) => (typeof resource.filters === 'function' ? resource.filters(viewer) : resource.filters);
  const readFilters = (request: { query: unknown; user: SessionUser | null }) =>
    requireFilters(request.query as Record<string, unknown>, filtersFor(viewerOf(request.user)));
  const query = listQuerySchema(filtersFor(null));
  const { present } = resource;
  // The viewer, for what a record shows of others (a set shows the cognates its viewer may see).
  const presentAll = typeof present === 'function' ? async (rows: Row[], _viewer: number | null) => rows.map(present) : present.all;
  const presentOne = async (row: Row, user: SessionUser | null) => (await presentAll([row], viewerOf(user)))[0];
  const patch = resource.featured ? resource.patch.extend({ featured: FeaturedFlag.optional() }) : resource.patch;
  const featured = resource.featured;

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
            response: z.array(resource.item),
            handler: async (request) => presentAll(await repository.featured(viewerOf(request.user), featured), viewerOf(request.user)),
          }),
        ]
      : []),
    apiRoute({
      method: 'GET',
      url,
      tag,
      summary: resource.listSummary,
      query,
      response: pageOf(resource.item),
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
        return { ...page, results: await presentAll(page.results, viewer) };
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${url}:id/`,
      tag,
      summary: `One ${name}`,
      params: IdParams,
      response: resource.item,
      handler: async (request, _reply, { params }) => presentOne(await requireRecord(request.user, params.id), request.user),
    }),
    apiRoute({
      method: 'POST',
      url,
      tag,
      summary: `Create a ${name} (you own it)`,
      body: resource.create,
      response: resource.item,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create', resource.creators === 'staff' ? STAFF : {});
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
      summary: resource.featured ? `Change your ${name}; staff alone set \`featured\`, on any ${name} they can see` : `Change your ${name}`,
      params: resource.naturalKey ? KeyParams : IdParams,
      body: patch,
      response: resource.item,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireRecord(request.user, params.id, resource.naturalKey);
        const { featured: asked, ...fields } = body as Patch & { featured?: boolean };
        const onlyFeaturing = asked !== undefined && Object.keys(fields).length === 0;
        // Beside other fields, the flag the record already has (its owner sending the whole
        // record back, SPEC.md §7) features nothing: only a change of it needs staff.
        const current = Boolean((row as unknown as { featured?: unknown }).featured);
        const featuring = asked !== undefined && (onlyFeaturing || asked !== current) ? asked : undefined;
        if (featuring !== undefined) authorize(request.user, 'update', STAFF);
        if (!onlyFeaturing) authorize(request.user, 'update', repository.guard(row));
        const changes = onlyFeaturing ? {} : await resource.toChanges(fields as Patch, row, request.user!);
        // Every featured resource stores the flag (its table has the column).
        const flag = (featuring === undefined ? {} : { featured: featuring }) as Partial<Values>;
        const updated = await repository.update(row.id, { ...changes, ...flag });
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
