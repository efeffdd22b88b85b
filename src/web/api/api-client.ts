import { translate, type MessageValues } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';
import { currentEnvironment } from './environment';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies';

/**
 * The one way the app talks to the API. Every call sends the session cookie, echoes the
 * `csrftoken` cookie in `X-CSRFToken` on writes to our own origin (DESIGN.md §4), and
 * logs its outcome to the console and the message log (SPEC.md §8).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A validation error body: each field at fault with its messages. */
export type FieldErrors = Record<string, string[]>;

/** A line or phrase of the message log: a message of the catalog, worded in the interface's language when the call ends. */
export type LogText = { id: MessageId; values?: MessageValues };

const logText = (text: LogText): string => translate(text.id, text.values);

export interface ApiCall<T> {
  /** What the call does, as the log names it on failure: "{operation} failed: {message}". */
  operation: LogText;
  /** The log line on success, e.g. "fetched users" or `(user) => ({ id: 'common.log.addedUser', values: { id } })`. */
  success: LogText | ((data: T) => LogText);
  url: string;
  method?: HttpMethod;
  /** Sent as JSON; a `FormData` (an upload) is sent as multipart, as the browser encodes it. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed call: the HTTP status (0 when the server could not be reached) and what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The `{"detail": …}` of a request-level error. */
    readonly detail: string | null = null,
    /** The field-keyed messages of a validation error. */
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The API answers 404 for a record that is unknown, deleted or not shared with the user, and does not say which. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// Resolving the address, rather than looking at its first characters, also catches
// spellings such as `//host` and `/\host` that browsers send to another origin.
function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(body: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[field] = [value];
    else if (Array.isArray(value)) fields[field] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/**
 * Field-keyed messages in one line, each after its field's name (`name: …; tags: …`), a
 * message about no one field alone. `nameOf` names a field (the API's key unless a form
 * labels it otherwise).
 */
export function fieldSummary(fields: FieldErrors, nameOf: (field: string) => string = (field) => field): string {
  return Object.entries(fields)
    .map(([field, messages]) => (field === 'non_field_errors' ? '' : `${nameOf(field)}: `) + messages.join(' '))
    .join('; ');
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  const fallback = `${response.status} ${response.statusText}`.trim();
  if (!isRecord(body)) return new ApiError(fallback, response.status);
  if (typeof body.detail === 'string') return new ApiError(body.detail, response.status, body.detail);
  const fields = fieldErrorsOf(body);
  return new ApiError(fieldSummary(fields) || fallback, response.status, null, fields);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    if (response.ok) throw new ApiError(translate('common.log.notJson'), response.status);
    return text;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(translate('common.log.badJson'), response.status);
  }
}

async function send(call: Pick<ApiCall<unknown>, 'url' | 'method' | 'body' | 'signal'>): Promise<unknown> {
  const environment = currentEnvironment();
  const method = call.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  // A form's type names the boundary between its parts, which only the browser knows.
  const form = call.body instanceof FormData ? call.body : null;
  if (call.body !== undefined && !form) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' && isOwnOrigin(call.url)) {
    // Read on every call: the server issues a new token at login.
    const token = environment.cookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }

  let response: Response;
  try {
    // On the server, drawing a page, the app answers itself (decision 073).
    response = await environment.fetch(call.url, {
      method,
      headers,
      credentials: 'same-origin',
      body: form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      signal: call.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    environment.reached(false);
    throw new ApiError(translate('common.log.unreachable'), 0);
  }
  environment.reached(true);

  const body = await readBody(response);
  if (!response.ok) throw errorFromResponse(response, body);
  return body;
}

const log = (text: string, kind: 'info' | 'error'): void => currentEnvironment().log(text, kind);

/**
 * Makes the call and returns its JSON body; on failure logs it and throws an {@link ApiError}.
 * For forms, which show the server's field messages. A cancelled call is neither logged nor wrapped.
 */
export async function requireApi<T>(call: ApiCall<T>): Promise<T> {
  try {
    const data = (await send(call)) as T;
    log(logText(typeof call.success === 'function' ? call.success(data) : call.success), 'info');
    return data;
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = error instanceof ApiError ? error : new ApiError(String(error), 0);
    log(translate('common.log.failed', { operation: logText(call.operation), message: failure.message }), 'error');
    throw failure;
  }
}

/**
 * Makes the call and returns its JSON body; when the server refuses it, logs it and returns
 * `fallback` (0 for counts, [] for lists, null for single items), so a screen can always render.
 * When the server cannot be reached the call throws (logged too): not knowing is not an empty
 * answer, and a query keeps what it last had, the learner and their saved data above all (issue 48).
 */
export async function callApi<T>(call: ApiCall<T>, fallback: T): Promise<T> {
  try {
    return await requireApi(call);
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return fallback;
  }
}

/** A call that never reached the server (no connection), as against one the server answered. */
export const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;
