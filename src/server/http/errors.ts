import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translateBody } from '../../contract/api-messages';
import { isDatabaseUnavailable } from '../db/database';
import { answersIn, requestLocale } from './language';
import { securityHeadersFor } from './security';

/**
 * An error the API answers with on purpose. `body` is what the client receives, in English
 * (the message ids): `{"detail": …}` for request-level errors, `{"field": ["…"]}` for
 * validation errors. {@link sendError} translates it into the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : code);
  }
}

/**
 * How long a client is asked to wait after the database was not there (a restart, a dropped
 * connection): a PostgreSQL restart or crash recovery on this project's data takes a few seconds.
 */
export const DATABASE_RETRY_SECONDS = 5;

/** The error catalogue: every error the API gives, with its status and a stable code. */
/** DRF's message for a field naming a row that does not exist (or that the writer may not use). */
export const doesNotExist = (id: unknown): string => `Invalid pk "${id}" - object does not exist.`;

export const errors = {
  invalid: (fields: Record<string, string[]>) => new ApiError(400, 'invalid', fields),
  badRequest: (detail: string) => new ApiError(400, 'bad_request', { detail }),
  malformedJson: (message: string) => new ApiError(400, 'parse_error', { detail: `JSON parse error - ${message}` }),
  notAuthenticated: () =>
    new ApiError(403, 'not_authenticated', { detail: 'Authentication credentials were not provided.' }),
  permissionDenied: () =>
    new ApiError(403, 'permission_denied', { detail: 'You do not have permission to perform this action.' }),
  csrfFailed: (reason: string) => new ApiError(403, 'csrf_failed', { detail: `CSRF Failed: ${reason}` }),
  notFound: () => new ApiError(404, 'not_found', { detail: 'Not found.' }),
  invalidPage: () => new ApiError(404, 'not_found', { detail: 'Invalid page.' }),
  methodNotAllowed: (method: string) =>
    new ApiError(405, 'method_not_allowed', { detail: `Method "${method}" not allowed.` }),
  payloadTooLarge: () => new ApiError(413, 'payload_too_large', { detail: 'Request body is larger than 1 MiB.' }),
  uriTooLong: () => new ApiError(414, 'uri_too_long', { detail: 'A part of the address is too long.' }),
  unsupportedMediaType: (type: string) =>
    new ApiError(415, 'unsupported_media_type', { detail: `Unsupported media type "${type}" in request.` }),
  throttled: (seconds: number) =>
    new ApiError(
      429,
      'throttled',
      { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
      {
        'retry-after': String(seconds),
      },
    ),
  databaseUnavailable: () =>
    new ApiError(
      503,
      'database_unavailable',
      { detail: `The database is not available right now. Try again in ${DATABASE_RETRY_SECONDS} seconds.` },
      { 'retry-after': String(DATABASE_RETRY_SECONDS) },
    ),
  serverError: () => new ApiError(500, 'server_error', { detail: 'A server error occurred.' }),
} as const;

/** Turns zod issues into DRF's field-keyed errors; issues on the whole body go under `non_field_errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses `input` with `schema`, or throws a 400 naming each field at fault. */
export function requireValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw errors.invalid(fieldErrors(result.error));
  return result.data;
}

/** The media type a request declared, without its parameters (`; charset=…`), for a 415's message. */
function mediaTypeOf(request: FastifyRequest): string {
  const declared = request.headers['content-type'];
  return (typeof declared === 'string' ? declared.split(';')[0]!.trim() : '') || 'unknown';
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.malformedJson(error.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.malformedJson('the body is empty');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType(mediaTypeOf(request));
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.badRequest('Request body size did not match Content-Length.');
    default:
      break;
  }
  if (error instanceof SyntaxError) return errors.malformedJson(error.message);
  if (error.statusCode === 429) return errors.throttled(60);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'bad_request', { detail: error.message });
  }
  return null;
}

/**
 * Sends an ApiError as JSON with its status and headers, its messages in the request's
 * language (decision 040): the one place an answer is translated, so every error is.
 */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const locale = requestLocale(reply.request);
  return answersIn(reply, locale)
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(translateBody(error.body, locale));
}

/**
 * Fastify's own answers to an address its router cannot read (bad percent-encoding, a path
 * segment over its length limit), in the API's shape instead of Fastify's: the same status,
 * `{"detail": …}`, and no echo of the address. No hook runs before it, so it sends the
 * security headers itself.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errors.uriTooLong()
      : errors.badRequest('The address is not valid (bad percent-encoding).');
  return sendError(reply.headers(securityHeadersFor(request.url)), answer);
}

/**
 * The one error handler: known errors keep their shape; a query that failed because the
 * database is not there right now (PostgreSQL restarting or dropping the connection, SQLite
 * locked by another process past its busy timeout) is a 503 with `Retry-After`, logged as a
 * warning without its stack; anything else is logged and answered with a 500 that reveals
 * nothing of the server's internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error, request);
    if (known) return sendError(reply, known);
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      return sendError(reply, errors.databaseUnavailable());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, errors.serverError());
  });
}
