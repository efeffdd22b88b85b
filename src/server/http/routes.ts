import type { FastifyInstance, HTTPMethods } from 'fastify';
import { SCHEMA_URL } from '../../contract/common';
import { forbiddenAt } from '../../contract/stored-text';
import { errors, requireValid } from './errors';
import type { ApiRoute } from './api-route';
import { openApiDocument } from './openapi';

export { IdParams } from './params';
// Declared apart so that the OpenAPI document, which this module serves, reads them without importing it.
export { apiRoute, type ApiRoute, type Parsed } from './api-route';

/** How deep a JSON body or query may nest; real requests need a handful of levels. */
export const MAX_NESTING = 32;

/** What is wrong with a text, if anything. */
const textProblem = (text: string): string | null =>
  text.includes('\u0000')
    ? 'Null characters are not allowed.'
    : forbiddenAt(text) !== -1
      ? 'Control characters are not allowed.'
      : null;

/**
 * The first problem in `value` (a query or a JSON body) as `[field path, message]`: text
 * holding a NUL or another character no stored text may hold (`forbiddenAt`: the other controls
 * but tab and line breaks, and lone surrogates; decision 079), or nesting deeper than
 * {@link MAX_NESTING}. Walked with an explicit stack, so no body, however deep, can
 * overflow the call stack.
 */
function unsafeInputAt(value: unknown): [string, string] | null {
  const stack: Array<{ item: unknown; path: string[] }> = [{ item: value, path: [] }];
  const fieldOf = (path: string[]) => path.join('.') || 'non_field_errors';
  while (stack.length > 0) {
    const { item, path } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem !== null) return [fieldOf(path), problem];
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_NESTING)
      return [fieldOf(path.slice(0, 1)), `Nesting is too deep (at most ${MAX_NESTING} levels).`];
    for (const [key, child] of Object.entries(item)) {
      const problem = textProblem(key);
      if (problem !== null) return [fieldOf([...path, key]), problem];
      stack.push({ item: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Text with a NUL character is refused as DRF's CharField refuses it (PostgreSQL cannot
 * store or even compare it), other control characters as nothing anyone writes, and absurd
 * nesting, before any schema or handler walks the input.
 */
function refuseUnsafeInput(query: unknown, body: unknown): void {
  const problem = unsafeInputAt(query) ?? unsafeInputAt(body);
  if (problem !== null) throw errors.invalid({ [problem[0]]: [problem[1]] });
}

const ALL_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Registers every API route: validates params (a bad id is a 404) and body (a 400 naming
 * the fields), answers other methods on a known address with a 405, and serves the
 * OpenAPI description of all of them at /api/schema/. `pageUrls` are addresses whose GET
 * is a page of the web app rather than the API.
 */
export function registerApi(
  app: FastifyInstance,
  routes: ApiRoute<any, any>[],
  pageUrls: readonly string[] = [],
): void {
  const methodsByUrl = new Map<string, Set<string>>();
  for (const route of routes) {
    methodsByUrl.set(route.url, (methodsByUrl.get(route.url) ?? new Set()).add(route.method));
    app.route({
      method: route.method,
      url: route.url,
      ...(route.rateLimit ? { config: { rateLimit: route.rateLimit } } : {}),
      handler: async (request, reply) => {
        refuseUnsafeInput(request.query, request.body);
        // No record's address holds a NUL (PostgreSQL cannot even compare one): unknown.
        if (Object.values(request.params as Record<string, string>).some((value) => value.includes('\u0000')))
          throw errors.notFound();
        let params: unknown = request.params;
        if (route.params) {
          const result = route.params.safeParse(request.params);
          if (!result.success) throw errors.notFound();
          params = result.data;
        }
        const body = route.body ? requireValid(route.body, request.body) : undefined;
        const result = await route.handler(request, reply, { params, body });
        // A handler that answered itself (a stream of a recording's bytes) hands back the reply.
        if (reply.sent || result === reply) return reply;
        if (route.status === 204) return reply.code(204).send();
        return reply.code(route.status ?? 200).send(result);
      },
    });
  }
  for (const [url, methods] of methodsByUrl) {
    // Pages may share an address with an API route (GET /accounts/login/ is the login screen).
    const others = ALL_METHODS.filter((m) => !methods.has(m) && !(m === 'GET' && pageUrls.includes(url)));
    if (others.length === 0) continue;
    app.route({
      method: others,
      url,
      handler: async (request) => {
        throw errors.methodNotAllowed(request.method);
      },
    });
  }
  const document = openApiDocument(routes);
  app.get(SCHEMA_URL, async () => document);
}
