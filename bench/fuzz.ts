/**
 * Fuzz of every operation of the OpenAPI document (issue 49): the real server on a fresh
 * database, a guest, an ordinary user and a staff member, and for each operation served at
 * /api/schema/ many generated requests: valid-ish ones drawn from its schemas, and hostile
 * ones (wrong types, numbers at every integer edge, long and odd Unicode text, control
 * characters, nulls, arrays for objects, missing and extra fields, broken JSON, other content
 * types, ids that do not exist or overflow, bad and repeated query parameters, no CSRF token,
 * undocumented methods). Writes send the csrftoken the way the web client does. A fixed seed
 * makes the requests the same from run to run.
 *
 *   npx tsx bench/fuzz.ts [sqlite|postgres] [requests=20000] [seed=49] [concurrency=8]
 *   npm run bench:fuzz
 *   npm run bench:fuzz:postgres
 *
 * The report: each operation's answers by status, every 5xx (and every request the server did
 * not answer) with its operation, request and answer, and a summary line. It exits 1 when a
 * server error was seen, so that a run says plainly whether the fuzz passed.
 */

import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createOrUpdateUser } from '../src/cli/createuser';
import { usersApi } from '../src/contract/accounts';
import { SCHEMA_URL } from '../src/contract/common';
import { entriesApi } from '../src/contract/api/entries';
import { patternsApi } from '../src/contract/api/patterns';
import { reviewApi } from '../src/contract/api/review';
import { sentencesApi } from '../src/contract/api/sentences';
import { cognateSetsApi, cognatesApi, semanticCategoriesApi } from '../src/contract/api/utoaztecan';
import { vocabulariesApi } from '../src/contract/api/vocabularies';
import { wordsApi } from '../src/contract/api/words';
import { BODY_LIMIT } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { CSRF_COOKIE, SESSION_COOKIE } from '../src/server/http/session';
import {
  EXTRA_FIELDS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  hostileValue,
  validField,
  validValue,
  type JsonSchema,
} from './schema-arbitrary';
import {
  ApiClient,
  BENCH_PASSWORD,
  benchDatabase,
  requireDatabaseKind,
  startServer,
  type ApiResponse,
} from './server-process';

const kind = requireDatabaseKind(process.argv[2]);
const total = Number(process.argv[3] ?? 20_000);
const seed = Number(process.argv[4] ?? 49);
const concurrency = Number(process.argv[5] ?? 8);

/** One operation of the OpenAPI document, as the fuzz reads it. */
interface Operation {
  id: string;
  method: string;
  /** The address with `{id}` for its path parameters. */
  template: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

/** Who sends a request: `door` is the client of the /accounts/ operations, which sign in and out. */
type Identity = 'guest' | 'user' | 'staff' | 'door';

/** One generated request. */
interface FuzzRequest {
  identity: Identity;
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string | undefined>;
  /** What was done to it: `valid`, `body`, `raw-body`, `content-type`, `query`, `path`, `csrf`, `method`, `header`. */
  variant: string;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { operationId: string; parameters?: Array<Record<string, any>>; requestBody?: any }>
  >;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in);
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name as string),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name as string, schema: p.schema as JsonSchema })),
        body: operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
      };
    }),
  );
}

/** The list a record's address belongs to: `/x/api/pattern/{id}/words/` → `/x/api/pattern/`. */
const collectionOf = (template: string) => template.replace(/\{\w+\}\/.*$/, '');

/**
 * Ids of records that exist, by who made them (`any`: seen in a list) and list address, gathered
 * before the fuzz and then left alone, so that the requests repeat from run to run.
 */
const knownIds = new Map<string, number[]>();

function learnIds(who: Identity | 'any', template: string, response: ApiResponse): void {
  const found: unknown[] = Array.isArray(response.body?.results)
    ? response.body.results.map((r: any) => r?.id)
    : [response.body?.id];
  const ids = knownIds.get(`${who} ${template}`) ?? [];
  for (const id of found) if (Number.isInteger(id) && !ids.includes(id as number)) ids.push(id as number);
  knownIds.set(`${who} ${template}`, ids);
}

/** The ids `who` may aim at in `template`'s list: mostly its own records (others' are refused before much code runs). */
function idsFor(who: Identity, template: string): number[] {
  const own = knownIds.get(`${who} ${template}`) ?? [];
  const any = knownIds.get(`any ${template}`) ?? [];
  const ids = [...own, ...own, ...own, ...any.slice(0, Math.max(own.length, 5))];
  return ids.length > 0 ? ids : [1];
}

/** The list each id-like body field points into. */
const FIELD_LISTS: Record<string, string> = {
  nahuatl: wordsApi.url,
  word: wordsApi.url,
  nahuatl_word: wordsApi.url,
  sentence: sentencesApi.url,
  vocabulary: vocabulariesApi.url,
  pattern_vocabulary: vocabulariesApi.url,
  pattern: patternsApi.url,
  entry: entriesApi.url,
  semantic_category: semanticCategoriesApi.url,
  set: cognateSetsApi.url,
  cognate: cognatesApi.url,
  card: reviewApi.cards,
};

const bodyIds = (who: Identity) => (field: string) =>
  FIELD_LISTS[field] ? idsFor(who, FIELD_LISTS[field]) : undefined;

const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999999',
  '1e3',
  '0x1',
  'abc',
  '1.0',
  '1.5',
  '%201',
  '%00',
  '%2F',
  '..',
  'NaN',
  'Infinity',
  '%D9%A1',
  '00001',
  '+1',
  '1%00',
  '999999',
];

/** A query value as a URL carries it: encoded, or left raw when it cannot be (a lone surrogate). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(pairs: Array<[string, string]>): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** Every place in a JSON value: [] is the value itself, ['cards', 0, 'due'] a field of an item. */
function placesIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const places = [at];
  if (at.length >= 4) return places;
  if (Array.isArray(value)) value.slice(0, 3).forEach((item, i) => places.push(...placesIn(item, [...at, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...at, key]));
  return places;
}

/** `value` with what is at `place` replaced by `change(old)`, or removed when it gives undefined. */
function changeAt(value: unknown, place: Array<string | number>, change: (old: unknown) => unknown): unknown {
  if (place.length === 0) return change(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of place.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = place.at(-1)!;
  const next = change(parent[last]);
  if (next === undefined && !Array.isArray(parent)) delete parent[last];
  // An own property even for `__proto__`, which plain assignment would take as the prototype.
  else Object.defineProperty(parent, last, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A valid body broken in one place. */
function brokenBody(valid: unknown): fc.Arbitrary<unknown> {
  return fc.constantFrom(...placesIn(valid)).chain((place) =>
    fc.oneof(
      { weight: 5, arbitrary: hostileValue.map((hostile) => changeAt(valid, place, () => hostile)) },
      { weight: 2, arbitrary: fc.constant(changeAt(valid, place, () => undefined)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...EXTRA_FIELDS, '__proto__'), hostileValue)
          .map(([name, extra]) =>
            changeAt(valid, place, (old) =>
              old && typeof old === 'object' && !Array.isArray(old) ? changeAt(old, [name], () => extra) : old,
            ),
          ),
      },
      { weight: 1, arbitrary: fc.constant(changeAt(valid, place, (old) => [old])) },
      {
        weight: 1,
        arbitrary: fc.constant(
          changeAt(valid, place, (old) =>
            old !== null && typeof old === 'object' ? JSON.stringify(old) : String(old),
          ),
        ),
      },
      // Past any maxItems where the items are short, still under the body limit.
      {
        weight: 1,
        arbitrary: fc.constant(
          changeAt(valid, place, (old) =>
            Array.isArray(old)
              ? Array(Math.min(6000, Math.floor(500_000 / (JSON.stringify(old[0] ?? 1).length + 1)))).fill(old[0] ?? 1)
              : old,
          ),
        ),
      },
    ),
  );
}

const RAW_BODIES = [
  '',
  '{',
  '{"',
  'nul',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"a":1}{"b":2}',
  '{"word":"a","word":"b"}',
  '['.repeat(20_000),
  '{"a":'.repeat(5_000),
  '\u0000',
  '{"__proto__":{"is_staff":true}}',
  '{"constructor":{"prototype":{"is_staff":true}}}',
  '\ufeff{}',
  '{"word": 1e99999}',
  '{"word":"\\ud800"}',
  '{"word":"\\u0000"}',
  '{"a":"\\x"}',
  `{"word":"${'x'.repeat(1_100_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/JSON',
  undefined,
  'application/json, text/plain',
  'application/merge-patch+json',
  'application/json; charset=iso-8859-1',
];

const ACCEPT_LANGUAGES = [
  '*',
  'xx',
  'es;q=abc',
  ',,,;;;',
  'a'.repeat(5_000),
  'es-MX,es;q=0.9,en;q=0.8',
  'en;q=2',
  'zh-Hant-TW-x-private',
  '',
];

/** The account the log-in's valid requests sign in as. */
const LOGIN_ACCOUNT = 'fuzz-door';

/** The generated requests of one operation: a guest's, an ordinary user's and a staff member's (the door's for /accounts/). */
function requestsOf(operation: Operation, allPaths: Map<string, Set<string>>): fc.Arbitrary<FuzzRequest> {
  if (operation.template.startsWith('/accounts/')) return requestsAs('door', operation, allPaths);
  return fc.oneof(
    { weight: 1, arbitrary: requestsAs('guest', operation, allPaths) },
    { weight: 3, arbitrary: requestsAs('user', operation, allPaths) },
    { weight: 3, arbitrary: requestsAs('staff', operation, allPaths) },
  );
}

function requestsAs(
  who: Identity,
  operation: Operation,
  allPaths: Map<string, Set<string>>,
): fc.Arbitrary<FuzzRequest> {
  const ids = () => idsFor(who, collectionOf(operation.template));
  const path = (id: fc.Arbitrary<string>) =>
    fc.tuple(...operation.pathParams.map(() => id)).map((values) => {
      let filled = operation.template;
      operation.pathParams.forEach((name, i) => (filled = filled.replace(`{${name}}`, values[i]!)));
      return filled;
    });
  const goodPath = path(fc.constantFrom(...ids()).map(String));
  const badPath = path(fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.constantFrom(...ids()).map(String)));
  const goodQuery = fc
    .subarray(operation.query)
    .chain((params) =>
      fc.tuple(
        ...params.map((p) =>
          validField(p.name, p.schema, bodyIds(who)).map((value): [string, string] => [p.name, encode(value)]),
        ),
      ),
    );
  const names = [
    ...operation.query.map((p) => p.name),
    'page',
    'page_size',
    'page[]',
    'format',
    'limit',
    'ordering',
    '__proto__',
    'zz',
  ];
  const badQuery = fc.array(
    fc.tuple(
      fc.constantFrom(...names),
      fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS).map(encode),
        fc.constantFrom('%', '%zz', '%E0%A4', '%C0%AE', '+', '&&', '=', '1,2,,3', '1;2'),
        validValue(operation.query[0]?.schema).map(encode),
      ),
    ),
    { minLength: 1, maxLength: 5 },
  );
  // A repeated parameter: the same valid name twice, as `?page=1&page=2`.
  const repeated = fc
    .constantFrom(
      ...(operation.query.length > 0 ? operation.query : [{ name: 'page', schema: { type: 'integer' } as JsonSchema }]),
    )
    .chain((p) =>
      fc.tuple(validValue(p.schema), validValue(p.schema)).map(([a, b]): Array<[string, string]> => [
        [p.name, encode(a)],
        [p.name, encode(b)],
      ]),
    );
  const validBody = operation.body ? validValue(operation.body, bodyIds(who)) : fc.constant(undefined);
  const hasBody = operation.body !== undefined;
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const login =
    operation.id === 'postAccountsLogin'
      ? fc.constant({ username: LOGIN_ACCOUNT, password: BENCH_PASSWORD })
      : undefined;

  const make = (variant: string, parts: fc.Arbitrary<Partial<FuzzRequest> & { query?: Array<[string, string]> }>) =>
    fc.tuple(goodPath, goodQuery, validBody, parts).map(([at, query, body, part]): FuzzRequest => ({
      identity: who,
      method: part.method ?? operation.method,
      path: (part.path ?? at) + queryString(part.query ?? query),
      body: 'body' in part ? part.body : json(body),
      headers: part.headers ?? {},
      variant,
    }));

  const variants: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    {
      weight: 4,
      arbitrary: make(
        'valid',
        (login ? fc.oneof(validBody, login) : validBody).map((body) => ({ body: json(body) })),
      ),
    },
    {
      weight: 2,
      arbitrary: make(
        'query',
        fc.oneof(badQuery, repeated).map((query) => ({ query })),
      ),
    },
    {
      weight: 1,
      arbitrary: make(
        'header',
        fc.constantFrom(...ACCEPT_LANGUAGES).map((value) => ({ headers: { 'accept-language': value } })),
      ),
    },
  ];
  if (hasBody)
    variants.push(
      {
        weight: 6,
        arbitrary: make(
          'body',
          validBody.chain(brokenBody).map((body) => ({ body: json(body) ?? 'null' })),
        ),
      },
      {
        weight: 1,
        arbitrary: make(
          'raw-body',
          fc.constantFrom(...RAW_BODIES).map((body) => ({ body })),
        ),
      },
      {
        weight: 1,
        arbitrary: make(
          'content-type',
          fc
            .tuple(validBody, fc.constantFrom(...CONTENT_TYPES))
            .map(([body, type]) => ({ body: json(body), headers: { 'content-type': type } })),
        ),
      },
    );
  if (operation.pathParams.length > 0)
    variants.push({
      weight: 3,
      arbitrary: make(
        'path',
        badPath.map((p) => ({ path: p })),
      ),
    });
  if (WRITES.has(operation.method))
    variants.push({
      weight: 1,
      arbitrary: make(
        'csrf',
        fc
          .tuple(validBody, fc.constantFrom(undefined, '', 'x', 'a'.repeat(300)))
          .map(([body, token]) => ({ body: json(body), headers: { 'x-csrftoken': token } })),
      ),
    });
  const others = METHODS.filter((method) => !allPaths.get(operation.template)?.has(method));
  if (others.length > 0)
    variants.push({
      weight: 1,
      arbitrary: make(
        'method',
        fc
          .tuple(fc.constantFrom(...others), validBody)
          .map(([method, body]) => ({ method, body: method === 'GET' ? undefined : json(body) })),
      ),
    });
  return fc.oneof(...variants);
}

/** What the fuzz saw of one operation. */
interface Tally {
  statuses: Map<number, number>;
}

/** A 5xx, or a request the server did not answer. */
interface Failure {
  operation: string;
  request: FuzzRequest;
  response: ApiResponse;
}

// Addresses outside the API answer with the web app's page: without a build, with a 503.
if (!existsSync('dist/web/index.html'))
  execFileSync('flock', ['/tmp/nahuatl-e2e.lock', 'npm', 'run', '--silent', 'build:web'], { stdio: 'inherit' });
const database = await benchDatabase(kind);
const logDir = mkdtempSync(join(tmpdir(), 'bench-fuzz-'));
const logPath = join(logDir, 'server.log');
const log = openSync(logPath, 'w');
const server = await startServer(database.url, {
  env: { LOGIN_FAILURES_PER_15_MIN: '100000000' },
  stdio: ['ignore', log, log],
});
const started = performance.now();
let exitCode = 0;
try {
  const document = (await new ApiClient(server.origin).request('GET', SCHEMA_URL)).body as OpenApiDocument;
  const operations = readOperations(document);
  const allPaths = new Map(
    operations.map((o) => [
      o.template,
      new Set(operations.filter((p) => p.template === o.template).map((p) => p.method)),
    ]),
  );

  // The cast: staff are made from the terminal in real life (npm run createuser), here by the same function.
  const db = openDatabase(database.url);
  try {
    await createOrUpdateUser(db, { username: 'fuzz-staff', password: BENCH_PASSWORD, staff: true });
  } finally {
    await db.close();
  }
  const clients: Record<Identity, ApiClient> = {
    guest: new ApiClient(server.origin),
    user: await ApiClient.signUp(server.origin, 'fuzz-user'),
    staff: await ApiClient.signIn(server.origin, 'fuzz-staff'),
    door: new ApiClient(server.origin),
  };
  await ApiClient.signUp(server.origin, LOGIN_ACCOUNT);
  await clients.guest.request('GET', usersApi.url);

  // Records to aim at: the seed's and what the lists show, and valid records made by each write that makes one, as each account.
  for (const operation of operations.filter((o) => o.method === 'GET' && o.pathParams.length === 0))
    for (const who of ['user', 'staff'] as const)
      learnIds('any', operation.template, await clients[who].request('GET', operation.template));
  for (const [i, operation] of operations
    .filter((o) => o.method === 'POST' && o.body && !o.template.startsWith('/accounts/'))
    .entries())
    for (const who of ['user', 'staff'] as const)
      for (let attempt = 0, made = 0; attempt < 30 && made < 3; attempt += 1) {
        const [body] = fc.sample(validValue(operation.body, bodyIds(who)), {
          seed: seed + i * 100 + attempt,
          numRuns: 1,
        });
        const response = await clients[who].request('POST', operation.template, body);
        if (response.status === 201) {
          learnIds(who, operation.template, response);
          learnIds('any', operation.template, response);
          made += 1;
        }
      }
  // Cards to answer and merge: a meaning card of a few words each (the generated bodies rarely make one).
  for (const who of ['user', 'staff'] as const)
    for (const word of (knownIds.get(`any ${wordsApi.url}`) ?? []).slice(0, 3))
      learnIds(
        who,
        reviewApi.cards,
        await clients[who].request('POST', reviewApi.cards, { kind: 'meaning', word }),
      );

  const arbitraries = new Map(operations.map((operation) => [operation.id, requestsOf(operation, allPaths)]));
  // Deletions last, so that they do not take away the records the other operations aim at.
  const order = [
    ...operations.filter((o) => o.method !== 'DELETE'),
    ...operations.filter((o) => o.method === 'DELETE'),
  ];
  const tallies = new Map(operations.map((o) => [o.id, { statuses: new Map<number, number>() } as Tally]));
  const failures: Failure[] = [];
  const resent: string[] = [];
  const perOperation = Math.ceil(total / operations.length);
  const plan = order.flatMap((operation) => Array.from({ length: perOperation }, () => operation));

  /** Signs a client in again when a request ended its session (a log-out, a changed username). */
  const keepSignedIn = async (who: Identity) => {
    if ((who === 'user' || who === 'staff') && !clients[who].hasCookie(SESSION_COOKIE))
      clients[who] = await ApiClient.signIn(server.origin, `fuzz-${who}`);
    if (!clients[who].hasCookie(CSRF_COOKIE)) await clients[who].request('GET', usersApi.url);
  };

  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const operation = plan[next]!;
      next += 1;
      const [request] = fc.sample(arbitraries.get(operation.id)!, { seed: seed * 1_000_003 + next, numRuns: 1 });
      await keepSignedIn(request!.identity);
      const send = () =>
        clients[request!.identity].send(request!.method, request!.path, {
          ...(request!.body === undefined || request!.method === 'GET' ? {} : { body: request!.body }),
          headers: request!.headers,
        });
      let response = await send();
      // A kept-alive connection the server closed (after refusing another request on it) as this one went out: sent again once.
      if (response.status === 0) {
        resent.push(`${operation.id} ${request!.method} ${request!.path.slice(0, 200)}: ${response.body}`);
        response = await send();
      }
      // A body over the limit may be refused before it is all sent: the server answers 413 and closes, and the client sees the close.
      if (response.status === 0 && Buffer.byteLength(request!.body ?? '') > BODY_LIMIT)
        response = { ...response, status: 413 };
      const statuses = tallies.get(operation.id)!.statuses;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status === 0)
        failures.push({ operation: operation.id, request: request!, response });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const alive = await new ApiClient(server.origin).request('GET', `${wordsApi.url}count/`);
  for (const operation of operations) {
    const statuses = [...tallies.get(operation.id)!.statuses].sort(([a], [b]) => a - b);
    console.log(`${operation.id.padEnd(36)} ${statuses.map(([status, n]) => `${status}×${n}`).join(' ')}`);
  }
  const short = (text: unknown) => {
    const s = typeof text === 'string' ? text : JSON.stringify(text);
    return s === undefined ? '' : s.length > 500 ? `${s.slice(0, 500)}… (${s.length} characters)` : s;
  };
  for (const { operation, request, response } of failures)
    console.log(
      `\n${response.status || 'NO ANSWER'} ${operation} (${request.variant}, as ${request.identity}): ${request.method} ${short(request.path)}\n` +
        `  headers: ${short(request.headers)}\n  body: ${short(request.body)}\n  answer: ${short(response.body)}`,
    );
  const overall = new Map<number, number>();
  for (const tally of tallies.values())
    for (const [status, n] of tally.statuses) overall.set(status, (overall.get(status) ?? 0) + n);
  const sent = [...overall.values()].reduce((a, b) => a + b, 0);
  const summary = [...overall]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `\n${kind}: ${sent} requests to ${operations.length} operations (seed ${seed}, ${concurrency} at a time) in ${seconds.toFixed(1)} s: ${summary}; ` +
      `server errors: ${failures.length}; resent after a closed connection: ${resent.length}; server up after: ${alive.status === 200 ? 'yes' : `no (${alive.status})`}`,
  );
  for (const line of resent) console.log(`  resent: ${line}`);
  if (failures.length > 0 || alive.status !== 200) {
    console.log(`The server's log: ${logPath}; its process: exit code ${server.child.exitCode}, signal ${server.child.signalCode}`);
    exitCode = 1;
  }
} finally {
  await server.stop();
  closeSync(log);
  // The server's log is kept only when it has something to explain.
  if (exitCode === 0) rmSync(logDir, { recursive: true, force: true });
  await database.dispose();
}
process.exit(exitCode);
