/**
 * The server under test, as the benches run it: a throwaway database, the real server in
 * its own process on a free loopback port, and a signed-in client that talks to it the way
 * the web app does (session cookie, csrftoken echoed in X-CSRFToken).
 */

import { execFile, execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database';
import { accountsApi, usersApi } from '../src/contract/accounts';

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; gives up early when `child` exits, as a server that cannot start does. */
export async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`the process for ${url} exited with code ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up in 60 s`);
}

/**
 * The reference every speed figure is given beside (this machine's two cores are shared, so only
 * ratios mean something): a bare node:http server in its own process, answering every request
 * with a small fixed JSON body.
 */
export async function startBareServer(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const body = JSON.stringify({ count: 1, next: null, previous: null, results: [{ id: 1, word: 'cochi' }] });
  const child = spawn(process.execPath, [
    '-e',
    `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end(${JSON.stringify(body)})}).listen(${port},'127.0.0.1')`,
  ]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { origin, child };
}

/** What a load of requests gave: requests per second, latency percentiles in ms, and failures (answers of 400 and over included). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const execFileAsync = promisify(execFile);

/**
 * What Chromium and Firefox send: every wrk request says it too, so that the benches measure
 * the answers browsers get, compressed where it pays (decision 073).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** Debian's wrk, the read benches' load generator (`apt-get install wrk`). */
const WRK = '/usr/bin/wrk';

/**
 * Sends `paths` in turn to `origin` for `seconds` over `connections` kept-alive connections
 * (each request with a browser's Accept-Encoding, and the next of `cookies` as its Cookie header when given: several signed-in users)
 * with wrk (Debian's `wrk` package), the load generator of the read benches (decision 032).
 * wrk runs on one thread, so it takes at most one of this machine's two cores and leaves the
 * other to the server under test. It is written in C and does not decode the bodies it reads:
 * autocannon, the JavaScript client it replaced there, turns every body into a string on the
 * cores it shares with the server, so a 10 KB list cost that client 30–32 µs an answer
 * against 11 µs for bare node's 80 bytes, more than the server spent on it: the ratio
 * measured the client as much as the server. wrk's p99 includes its correction for
 * coordinated omission, so it is no lower than autocannon's would be. `seconds` is whole
 * (wrk's own unit).
 */
export async function wrkLoad(
  origin: string,
  paths: string[],
  seconds: number,
  connections = 50,
  cookies: string[] = [],
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  if (!existsSync(WRK)) throw new Error(`${WRK} is missing: the read benches need it (apt-get install wrk).`);
  if (paths.length === 0) throw new Error('wrkLoad needs at least one path.');
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`wrk runs whole seconds, not ${seconds}.`);
  for (const path of paths)
    if (!/^\/[\x21-\x7e]*$/.test(path) || /["\\]/.test(path))
      throw new Error(`A bench path must be URL-encoded ASCII without quotes or backslashes: ${path}`);
  for (const cookie of cookies)
    if (!/^[\x20-\x7e]*$/.test(cookie) || /["\\]/.test(cookie))
      throw new Error(`A bench cookie must be ASCII without quotes or backslashes: ${cookie}`);
  for (const [name, value] of Object.entries(headers))
    if (!/^[\w-]+$/.test(name) || !/^[\x20-\x7e]*$/.test(value) || /["\\]/.test(value))
      throw new Error(`A bench header must be ASCII without quotes or backslashes: ${name}: ${value}`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-wrk-'));
  try {
    // Lua for wrk: each request takes the next path (and cookie); at the end one line of JSON with the figures.
    const script = join(dir, 'paths.lua');
    await writeFile(
      script,
      `local paths = { ${paths.map((path) => `"${path}"`).join(', ')} }
local cookies = { ${cookies.map((cookie) => `"${cookie}"`).join(', ')} }
local i = 0
request = function()
  i = i + 1
  local path = paths[(i - 1) % #paths + 1]
  local headers = { ["Accept-Encoding"] = "${BROWSER_ACCEPT_ENCODING}"${Object.entries(headers)
    .map(([name, value]) => `, ["${name}"] = "${value}"`)
    .join('')} }
  if #cookies > 0 then headers["Cookie"] = cookies[(i - 1) % #cookies + 1] end
  return wrk.format("GET", path, headers)
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p99":%d,"errors":%d}\\n', summary.requests,
    summary.duration, latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end
`,
    );
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, origin];
    const { stdout, stderr } = await execFileAsync(WRK, args, { encoding: 'utf8' }).catch(
      (error: Error & { stdout?: string; stderr?: string }) => {
        throw new Error(`wrk failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
    // A Lua error goes to stderr while wrk carries on without the script: no figures line.
    if (!line || stderr.trim() !== '') throw new Error(`wrk printed no figures, or an error:\n${stdout}${stderr}`);
    const figures = JSON.parse(line) as { requests: number; micros: number; p50: number; p99: number; errors: number };
    return {
      rps: figures.requests / (figures.micros / 1e6),
      p50: figures.p50 / 1000,
      p99: figures.p99 / 1000,
      errors: figures.errors,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The bare server's requests per second at 50 connections over `seconds` (a server started
 * and stopped for it), measured with autocannon: the unit of issue 14's figures and of the
 * import bench's reference (decisions 031 and 032).
 */
export async function bareRequestsPerSecond(seconds: number): Promise<number> {
  const bare = await startBareServer();
  try {
    const result = await autocannon({ url: bare.origin, connections: 50, duration: seconds });
    return result.requests.average;
  } finally {
    bare.child.kill('SIGTERM');
  }
}

/** A database for one bench run, and how to throw it away. */
export interface BenchDatabase {
  url: string;
  /** PostgreSQL: the throwaway cluster's folder (its data in `data/`, its log in `server.log`) and its admin URL. */
  cluster?: { dir: string; adminUrl: string };
  dispose(): Promise<void>;
}

export type DatabaseKind = 'sqlite' | 'postgres';

/** Reads `sqlite` or `postgres` (the default is SQLite) from a bench's command line. */
export function requireDatabaseKind(argument: string | undefined): DatabaseKind {
  const kind = argument ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres')
    throw new Error(`The database is "sqlite" or "postgres", not "${kind}".`);
  return kind;
}

/**
 * A fresh SQLite file in a temp folder, or a new database in a throwaway PostgreSQL cluster;
 * `fsync` starts that cluster with fsync on, as a real server runs (the throwaway default is off).
 */
export async function benchDatabase(kind: DatabaseKind, { fsync = false } = {}): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'bench-'));
    return { url: `sqlite:${join(dir, 'bench.sqlite')}`, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const start = fsync ? ['start', '--fsync'] : ['start'];
  const [adminUrl, clusterDir] = execFileSync('scripts/throwaway-postgres.sh', start, { encoding: 'utf8' })
    .trim()
    .split(' ');
  if (!adminUrl || !clusterDir) throw new Error('scripts/throwaway-postgres.sh start printed no URL');
  const dispose = async () => {
    execFileSync('scripts/throwaway-postgres.sh', ['stop', clusterDir]);
  };
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
  } catch (error) {
    await dispose();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = '/bench';
  return { url: url.toString(), cluster: { dir: clusterDir, adminUrl }, dispose };
}

/** The lock every build of the shared dist/ folder takes (the browser tests' builds too). */
const BUILD_LOCK = '/tmp/nahuatl-e2e.lock';

/**
 * The node flags `npm run serve` starts the server with (package.json's `serve` script), so
 * that the benches measure the server as production runs it.
 */
export function serveFlags(): string[] {
  const serve = String(JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve);
  const words = serve.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js')
    throw new Error(`package.json's serve script is not "node FLAGS dist/server/main.js": ${serve}`);
  return words.slice(1, -1);
}

/** The server running in a child process. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT`: the only place the benches send traffic. */
  origin: string;
  port: number;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (`kill -9`): no chance to finish anything. */
  kill(): Promise<void>;
}

/**
 * Starts the server as production runs it (`dist/server/main.js` with {@link serveFlags}, built first with
 * `npm run build:server`, under the build lock) on `databaseUrl` and waits until it answers;
 * `nodeArgs` go to node before the script (`--cpu-prof`); `stdio` is the child's (the parent's by default). Node runs it
 * directly, without npm's wrapper process, so a signal sent to the child reaches the
 * server and `/proc` shows its memory.
 */
export async function startServer(
  databaseUrl: string,
  options: { port?: number; env?: Record<string, string>; nodeArgs?: string[]; stdio?: StdioOptions } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // Builds write the shared dist/: under the same lock as the browser tests' builds.
  execFileSync('flock', [BUILD_LOCK, 'npm', 'run', '--silent', 'build:server'], { stdio: 'inherit' });
  const child = spawn(process.execPath, [...serveFlags(), ...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_HOUR: '100000',
      // A bench's workers write as fast as they can from one address: the write limit (decision 037) is out of their way.
      WRITES_PER_MINUTE_PER_USER: '100000000',
      WRITES_PER_MINUTE_PER_ADDRESS: '100000000',
      ...options.env,
    },
    stdio: options.stdio ?? 'inherit',
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/utoaztecan/api/nahuatl/count/`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    origin,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** One answer from the API; `status` 0 is a network error (refused, reset), with its message in `body`. */
export interface ApiResponse {
  status: number;
  body: any;
  ms: number;
}

/** The password of every account a bench makes. */
export const BENCH_PASSWORD = 'correct horse battery staple';

/** A browser-like client of one account: keeps its cookies and echoes the csrftoken, as the web app does. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  /** Signs up (and so signs in) a new account; throws unless the API answers 201. */
  static signUp(origin: string, username: string): Promise<ApiClient & { userId: number }> {
    return ApiClient.enter(origin, accountsApi.signup, username, 201);
  }

  /** Signs in an account whose password is {@link BENCH_PASSWORD}; throws unless the API answers 200. */
  static signIn(origin: string, username: string): Promise<ApiClient & { userId: number }> {
    return ApiClient.enter(origin, accountsApi.login, username, 200);
  }

  private static async enter(origin: string, path: string, username: string, status: number) {
    const client = new ApiClient(origin);
    await client.request('GET', usersApi.url);
    const response = await client.request('POST', path, { username, password: BENCH_PASSWORD });
    if (response.status !== status)
      throw new Error(`${path} for ${username}: ${response.status} ${JSON.stringify(response.body)}`);
    return Object.assign(client, { userId: response.body.id as number });
  }

  /** The Cookie header this client sends (its session), for a load generator to send as it. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  request(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<ApiResponse> {
    return this.send(method, path, body === undefined ? {} : { body: JSON.stringify(body) });
  }

  /**
   * Sends `body` as it is, with the headers a browser would (JSON content type on writes, the
   * csrftoken echoed) overridden by `headers` (undefined leaves one out): for requests no
   * well-behaved client makes.
   */
  async send(
    method: string,
    path: string,
    { body, headers = {} }: { body?: string | FormData; headers?: Record<string, string | undefined> } = {},
  ): Promise<ApiResponse> {
    const start = performance.now();
    // A header given as undefined is left out.
    const sent = Object.entries({ ...this.headers(method, body !== undefined), ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    try {
      const response = await fetch(`${this.origin}${path}`, {
        method,
        headers: sent,
        ...(body === undefined ? {} : { body }),
      });
      this.keepCookies(response.headers.getSetCookie());
      const text = await response.text();
      let parsed: unknown = text;
      if (text && response.headers.get('content-type')?.includes('json'))
        try {
          parsed = JSON.parse(text);
        } catch {
          // An answer that says JSON and is not: kept as its text, for the caller to report.
        }
      return { status: response.status, body: parsed, ms: performance.now() - start };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 0, body: cause ?? (error as Error).message, ms: performance.now() - start };
    }
  }

  /** Whether this client holds the cookie of `name` (`sessionid`: signed in; `csrftoken`: may write). */
  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** As the web client's: a JSON content type only with a body (src/web/api/api-client.ts). */
  private headers(method: string, hasBody: boolean): Record<string, string> {
    const csrf = this.cookies.get('csrftoken');
    return {
      accept: 'application/json',
      ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(method === 'GET' ? {} : { origin: this.origin, ...(csrf ? { 'x-csrftoken': csrf } : {}) }),
    };
  }

  private keepCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Every item of a paged DRF list, following `next` from the first page. */
export async function listAll(client: ApiClient, path: string): Promise<any[]> {
  const items: any[] = [];
  let next: string | null = path;
  while (next !== null) {
    const response = await client.request('GET', next);
    if (response.status !== 200) throw new Error(`GET ${next}: ${response.status} ${JSON.stringify(response.body)}`);
    items.push(...(response.body.results as any[]));
    next = response.body.next as string | null;
  }
  return items;
}

/** The rows of `table` with these ids, read from the database itself rather than through the API. */
export async function rowsInDatabase(
  databaseUrl: string,
  table: 'nahuatl_sentence' | 'vocabulary' | 'vocabulary_word',
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  const db = openDatabase(databaseUrl);
  const found = new Map<number, Record<string, unknown>>();
  try {
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.kysely
        .selectFrom(table)
        .selectAll()
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of rows) found.set(row.id, row);
    }
  } finally {
    await db.close();
  }
  return found;
}
