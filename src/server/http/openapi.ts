import { z } from 'zod';
import { ErrorDetail, FieldErrors, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../contract/common';
import { LOCALE_COOKIE, LOCALES } from '../../contract/locales';
import type { FilterDeclarations, Lookup } from '../../contract/resource';
import { accountsApi } from '../../contract/accounts';
import { CSRF_HEADER, SESSION_COOKIE } from './session';
import { IdParams } from './params';
import type { ApiRoute } from './api-route';

const FILTER_DOCS: Record<Lookup, z.ZodType> = {
  exact: z.string().describe('Equal to this value'),
  istartswith: z.string().describe('Starts with this text, whatever the case, accents or macrons'),
  icontains: z.string().describe('Contains this text, whatever the case, accents or macrons'),
  in: z.string().describe('One of these values, separated by commas'),
  boolean: z.boolean().describe('true or false'),
  id: z.number().int().positive().describe('The id of a record'),
};

const PAGING_DOCS = z.object({
  page: z.number().int().min(1).describe('The page, from 1'),
  page_size: z.number().int().min(1).describe(`Records a page (${PAGE_SIZE_DEFAULT} unless given; at most ${PAGE_SIZE_MAX})`),
});

/** The query parameters of a list, for the OpenAPI document: paging and every declared filter. */
export function listQuery(filters: FilterDeclarations): z.ZodObject {
  return PAGING_DOCS.partial().extend(Object.fromEntries(Object.entries(filters).map(([name, lookup]) => [name, FILTER_DOCS[lookup].optional()])));
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });
const json = (schema: z.ZodType, io: 'input' | 'output') => ({ 'application/json': { schema: jsonSchema(schema, io) } });

/** An address with `:id` as OpenAPI writes it, with `{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A stable name for an operation from its method and address: `GET …/pattern/:id/words/` → `getPatternByIdWords`. */
function operationId(route: ApiRoute<any, any>): string {
  const words = route.url
    .replace(/^\/(utoaztecan|blog)\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_]/));
  return [route.method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An error answer: its messages in the request's language, which it names (decision 040). */
const errorAnswer = (description: string, schema: z.ZodType) => ({
  description,
  headers: {
    'Content-Language': { description: 'The language of the messages', schema: { type: 'string', enum: [...LOCALES] } },
  },
  content: json(schema, 'output'),
});

/**
 * Who may call it: reads anyone (a guest, or a session); writes a session and the CSRF
 * token, or the token alone for sign-up and log-in (DESIGN.md §4).
 */
function security(route: ApiRoute<any, any>) {
  if (SAFE_METHODS.has(route.method)) return [{}, { session: [] }];
  return route.guests ? [{ csrf: [] }] : [{ session: [], csrf: [] }];
}

function operation(route: ApiRoute<any, any>) {
  const status = String(route.status ?? 200);
  const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    // A record's id, unless the address also takes a natural key (a semantic category's word).
    schema: route.params === IdParams ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  const queryParams = Object.entries(route.query?.shape ?? {}).map(([name, schema]) => {
    const { description, ...documented } = jsonSchema(schema as z.ZodType, 'input');
    return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: documented };
  });
  const success = route.response
    ? { description: 'OK', content: json(route.response, 'output') }
    : { description: status === '204' ? 'No content' : 'OK' };
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
    security: security(route),
    parameters: [...pathParams, ...queryParams, { $ref: '#/components/parameters/AcceptLanguage' }],
    ...(route.body ? { requestBody: { required: true, content: json(route.body, 'input') } } : {}),
    responses: {
      [status]: success,
      '400': errorAnswer('Invalid input: each field at fault with its messages', FieldErrors),
      '403': errorAnswer('Not signed in, not allowed, or no valid CSRF token', ErrorDetail),
      ...(pathParams.length > 0 ? { '404': errorAnswer('No such record, or not one you may see', ErrorDetail) } : {}),
      ...(mayBeThrottled(route) ? { '429': errorAnswer('Too many requests: try again after Retry-After seconds', ErrorDetail) } : {}),
      '503': errorAnswer('The database is not available right now: try again after Retry-After seconds', ErrorDetail),
    },
  };
}

/** Whether a route may answer 429: its own limit, the login limit, or the write limit every other write has (decision 037). */
function mayBeThrottled(route: ApiRoute<any, any>): boolean {
  return route.rateLimit !== undefined || (route.method !== 'GET' && route.url !== accountsApi.logout);
}

/** The OpenAPI description of every API route, served at /api/schema/. */
export function openApiDocument(routes: ApiRoute<any, any>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nahuatl Practice API',
      version: '1',
      description:
        'A Django-REST-shaped API: paged lists `{count, next, previous, results}`, `field__lookup` filters, ' +
        '`{"detail": …}` and field-keyed errors. A session cookie signs you in; every write sends the `csrftoken` cookie back in X-CSRFToken. ' +
        `Error messages are in English or Spanish: the \`${LOCALE_COOKIE}\` cookie, else the signed-in user's \`language\`, else Accept-Language chooses.`,
      // The project has chosen no licence yet: nothing is granted (docs/decisions/034-one-declaration-per-resource.md).
      license: { name: 'No licence granted: all rights reserved', identifier: 'LicenseRef-All-Rights-Reserved' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session, set by log-in' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken', description: `The \`csrftoken\` cookie's value (${CSRF_HEADER})` },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: `The languages the error messages may be in, best first (es or en); the \`${LOCALE_COOKIE}\` cookie and the user's stored \`language\` come before it`,
          schema: { type: 'string' },
          example: 'es-MX,es;q=0.9,en;q=0.8',
        },
      },
    },
    paths,
  };
}
