/**
 * PostgreSQL going away under the server (issue 29, decision 035): during writes, PostgreSQL
 * itself is killed and restarted, and the server's connections are terminated; the server
 * must stay up, answer what it cannot do 503 with `Retry-After`, reconnect once the database
 * is back, and lose nothing it acknowledged.
 *
 *   npm run bench:pg-restart [-- KILLS [TERMINATIONS]]      (5 and 5 by default)
 *
 * The real server (`dist/server/main.js`, built first) runs in its own process on a database
 * in a throwaway PostgreSQL cluster of its own, started with fsync on, as a real server runs
 * (the tests' clusters run with fsync=off). A few signed-in users stream new sentences, and
 * every id the API acknowledged (201) is recorded, with its text; two readers list the
 * dictionary (the read cache's version query, on its own connection) and the sentences. In
 * turn:
 * - a kill: `pg_ctl stop -m immediate` (every PostgreSQL process ends at once, no checkpoint,
 *   so the restart is a crash recovery from the WAL), a second with no database, then
 *   `pg_ctl start`;
 * - a termination: `pg_terminate_backend` on every connection of the server's database.
 * Afterwards every acknowledged sentence must be there, with its text, through the API and
 * in the database; the server process must never have exited; every answer must be a 2xx or a
 * 503 with `Retry-After` and `{"detail": …}` (no 500, no dropped connection). Writes answered
 * 503 may or may not have been stored (a COMMIT whose answer was lost): they are only counted.
 * Exits 1 on any loss or failed check. PostgreSQL only: SQLite is a file in the server's
 * own process, which bench/crash.ts kills.
 */

import { execFile, execFileSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, closeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sentenceResource } from '../src/contract/sentences';
import { wordsApi } from '../src/contract/api/words';
import {
  ApiClient,
  benchDatabase,
  listAll,
  rowsInDatabase,
  startServer,
  type ApiResponse,
  type ServerProcess,
} from './server-process';

const KILLS = Number(process.argv[2] ?? 5);
const TERMINATIONS = Number(process.argv[3] ?? 5);
const USERS = 4;
const WRITERS_PER_USER = 2;
const READERS = 2;
/** Writes between two outages, and how long PostgreSQL stays down when killed. */
const WRITING_MS = 1500;
const DOWN_MS = 1000;
const SENTENCES = sentenceResource.url;

type Client = ApiClient & { userId: number };

/** Every answer, by what asked (`write`, `read`) and status (0: no answer, a network error). */
interface Ledger {
  acknowledged: Map<number, string>;
  /** Texts of writes answered 503. */
  refused: string[];
  statuses: Map<string, number>;
  /** Answers that were neither a 2xx nor a proper 503. */
  unexpected: string[];
  /** How long each 503 took to come, ms. */
  refusalMs: number[];
  lastAcknowledgedAt: number;
}

const ledger: Ledger = {
  acknowledged: new Map(),
  refused: [],
  statuses: new Map(),
  unexpected: [],
  refusalMs: [],
  lastAcknowledgedAt: 0,
};
let writing = true;

function tally(kind: 'write' | 'read', response: ApiResponse): void {
  const key = `${kind} ${response.status}`;
  ledger.statuses.set(key, (ledger.statuses.get(key) ?? 0) + 1);
  if (response.status === 503) {
    ledger.refusalMs.push(response.ms);
    const detail = typeof response.body === 'object' && typeof response.body?.detail === 'string';
    if (!detail) ledger.unexpected.push(`${kind} 503 without {"detail"}: ${JSON.stringify(response.body)}`);
  } else if (response.status < 200 || response.status >= 300) {
    ledger.unexpected.push(`${kind} ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
  }
}

/** One writer: posts sentences one after another until told to stop. */
async function streamWrites(client: Client, name: string): Promise<void> {
  for (let n = 1; writing; n += 1) {
    const sentence = `Nictlālia ${name}-${n} in amatl.`;
    const response = await client.request('POST', SENTENCES, { sentence });
    tally('write', response);
    if (response.status === 201) {
      ledger.acknowledged.set(response.body.id, sentence);
      ledger.lastAcknowledgedAt = performance.now();
    } else if (response.status === 0) {
      await new Promise((r) => setTimeout(r, 50));
    } else if (response.status === 503) {
      ledger.refused.push(sentence);
      // A client told to come back later does, a little later (not Retry-After's 5 s: the bench would idle).
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** One reader: the dictionary (a cached read) and the sentences (computed), in turn. */
async function streamReads(client: Client, n: number): Promise<void> {
  const prefixes = ['a', 'cochi', 'tla', 'xo', 'ma', 'te'];
  for (let i = n; writing; i += 1) {
    const path =
      i % 2 === 0
        ? `${wordsApi.url}?page_size=5&plain__istartswith=${prefixes[i % prefixes.length]}`
        : `${SENTENCES}?page_size=5&owner=${client.userId}`;
    const response = await client.request('GET', path);
    tally('read', response);
    if (response.status === 503 || response.status === 0) await new Promise((r) => setTimeout(r, 50));
  }
}

/** The Retry-After of a 503 of the server's: ApiClient keeps no headers, so one request made here. */
async function retryAfterOf(origin: string): Promise<string | null> {
  try {
    const response = await fetch(`${origin}${wordsApi.url}?page_size=1`);
    await response.text();
    return response.status === 503 ? response.headers.get('retry-after') : `a ${response.status}`;
  } catch {
    return 'no answer';
  }
}

/** The PostgreSQL programs' folder, as scripts/throwaway-postgres.sh finds it. */
function postgresBin(): string {
  try {
    return execFileSync('bash', ['-c', 'dirname "$(command -v pg_ctl)"'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
      encoding: 'utf8',
    });
    return versions.trim();
  }
}

/**
 * pg_ctl on the cluster, as its owner (`postgres` when run as root, as the script runs it);
 * run asynchronously, so that the clients' answers are timed while it runs.
 */
async function pgCtl(dir: string, args: string[]): Promise<void> {
  const command = [join(postgresBin(), 'pg_ctl'), '-D', join(dir, 'data'), ...args];
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  await promisify(execFile)(asOwner[0]!, asOwner.slice(1));
}

/** The server options the cluster was started with (its postmaster.opts, without the program and -D). */
function startOptions(dir: string): string {
  const words = [...readFileSync(join(dir, 'data', 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const options: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] === '-D') i += 1;
    else options.push(words[i]!);
  }
  return options.join(' ');
}

/** The server's connections to the bench database, terminated from an admin connection; returns how many. */
async function terminateBackends(adminUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'bench' and pid <> pg_backend_pid()",
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (prefix: string) =>
  [...ledger.statuses].filter(([key]) => key.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0);

const database = await benchDatabase('postgres', { fsync: true });
const cluster = database.cluster!;
const logDir = await mkdtemp(join(tmpdir(), 'bench-pg-restart-'));
const serverLog = join(logDir, 'server.log');
const logFd = openSync(serverLog, 'a');
let passed = true;
const problems: string[] = [];
/** When the server process ended on its own (it must not), and each was restarted to carry on. */
const serverExits: string[] = [];
let server: ServerProcess | null = null;
let when = 'at the start';

/** Starts the server (again, on the same port, after it died), watching for its exit. */
async function serve(port?: number): Promise<ServerProcess> {
  const started = await startServer(database.url, { port, stdio: ['ignore', logFd, logFd] });
  started.child.on('exit', (code, signal) => {
    if (server === started && !stopping) serverExits.push(`${when} (${code ?? signal})`);
  });
  return started;
}

/** Restarts the server if it died, so that the rounds carry on (and say so). */
async function keepServing(): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) return;
  server = await serve(server?.port);
}

const serverState = () => (serverExits.length === 0 ? 'server up' : `server EXITED ${serverExits.length} times`);
let stopping = false;

try {
  server = await serve();
  try {
    const clients = await Promise.all(
      Array.from({ length: USERS }, (_, i) => ApiClient.signUp(server!.origin, `restart${i + 1}`)),
    );
    console.log(
      `PostgreSQL with fsync on: ${KILLS} kills (pg_ctl stop -m immediate, ${DOWN_MS} ms down, pg_ctl start) and ` +
        `${TERMINATIONS} rounds of pg_terminate_backend, during writes from ${USERS * WRITERS_PER_USER} writers and ${READERS} readers`,
    );
    const workers = [
      ...clients.flatMap((client, u) =>
        Array.from({ length: WRITERS_PER_USER }, (_, w) => streamWrites(client, `u${u + 1}w${w + 1}`)),
      ),
      ...Array.from({ length: READERS }, (_, r) => streamReads(clients[r % clients.length]!, r)),
    ];
    const retryAfter = new Set<string | null>();
    for (let round = 1; round <= Math.max(KILLS, TERMINATIONS); round += 1) {
      if (round <= KILLS) {
        await sleep(WRITING_MS);
        when = `at kill ${round}`;
        const acknowledged = ledger.acknowledged.size;
        const refused = count('write 503') + count('read 503');
        const killedAt = performance.now();
        await pgCtl(cluster.dir, ['-m', 'immediate', 'stop']);
        await sleep(DOWN_MS / 2);
        retryAfter.add(await retryAfterOf(server!.origin));
        await sleep(DOWN_MS / 2);
        const startAt = performance.now();
        await pgCtl(cluster.dir, [
          '-w',
          '-l',
          join(cluster.dir, 'server.log'),
          '-o',
          startOptions(cluster.dir),
          'start',
        ]);
        const startedAt = performance.now();
        await keepServing();
        while (ledger.lastAcknowledgedAt < startedAt && performance.now() - startedAt < 30_000) await sleep(5);
        const writingAgainAt = ledger.lastAcknowledgedAt;
        console.log(
          `kill ${round}: ${acknowledged} writes acknowledged before it; PostgreSQL down ${Math.round(startAt - killedAt)} ms, ` +
            `its start (crash recovery) ${Math.round(startedAt - startAt)} ms, first write acknowledged ` +
            `${writingAgainAt >= startedAt ? `${Math.round(writingAgainAt - startedAt)} ms after it` : 'NEVER'}; ` +
            `${count('write 503') + count('read 503') - refused} answers 503 meanwhile; ${serverState()}`,
        );
        if (writingAgainAt < startedAt) problems.push(`kill ${round}: no write acknowledged in 30 s after the restart`);
      }
      if (round <= TERMINATIONS) {
        await sleep(WRITING_MS);
        when = `at termination ${round}`;
        const refused = count('write 503') + count('read 503');
        const acknowledged = ledger.acknowledged.size;
        const terminated = await terminateBackends(cluster.adminUrl);
        await sleep(WRITING_MS / 3);
        await keepServing();
        console.log(
          `termination ${round}: ${terminated} connections of the server terminated; ` +
            `${count('write 503') + count('read 503') - refused} answers 503 and ${ledger.acknowledged.size - acknowledged} writes acknowledged in the ${WRITING_MS / 3} ms after; ${serverState()}`,
        );
      }
    }
    await sleep(WRITING_MS);
    writing = false;
    await Promise.all(workers);
    await keepServing();

    // Every acknowledged sentence, through the API and in the database itself.
    const listed = (
      await Promise.all(clients.map((c) => listAll(clients[0]!, `${SENTENCES}?owner=${c.userId}&page_size=200`)))
    ).flat();
    const viaApi = new Map(listed.map((item) => [item.id as number, item.sentence as string]));
    const stored = await rowsInDatabase(database.url, 'nahuatl_sentence', [...ledger.acknowledged.keys()]);
    const total = ledger.acknowledged.size;
    const foundApi = [...ledger.acknowledged].filter(([id, text]) => viaApi.get(id) === text).length;
    const foundDatabase = [...ledger.acknowledged].filter(([id, text]) => stored.get(id)?.sentence === text).length;
    const texts = new Set(viaApi.values());
    const refusedStored = ledger.refused.filter((text) => texts.has(text)).length;
    const refusalMs = [...ledger.refusalMs].sort((a, b) => a - b);
    const recoveries = existsSync(join(cluster.dir, 'server.log'))
      ? (readFileSync(join(cluster.dir, 'server.log'), 'utf8').match(/automatic recovery in progress/g)?.length ?? 0)
      : 0;

    console.log(
      `answers: ${[...ledger.statuses]
        .sort()
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `503s came in p50 ${refusalMs[Math.floor(refusalMs.length / 2)]?.toFixed(1) ?? '-'} ms, max ${refusalMs.at(-1)?.toFixed(1) ?? '-'} ms; ` +
        `Retry-After while PostgreSQL was down: ${[...retryAfter].join(', ')}`,
    );
    console.log(`PostgreSQL ran crash recovery ${recoveries} times (its log: "automatic recovery in progress")`);
    console.log(
      `acknowledged writes: ${total}; found through the API ${foundApi} of ${total}, in the database ${foundDatabase} of ${total}; ` +
        `writes answered 503: ${ledger.refused.length} (${refusedStored} of them stored anyway: their COMMIT went through, its answer did not)`,
    );
    const log = readFileSync(serverLog, 'utf8');
    console.log(
      `server log: ${log.match(/PostgreSQL connection lost/g)?.length ?? 0} "PostgreSQL connection lost" lines, ` +
        `${log.match(/database unavailable/g)?.length ?? 0} "database unavailable" warnings, ` +
        `${log.match(/"request failed"/g)?.length ?? 0} "request failed" errors (one a 5xx answer)`,
    );

    const causes = new Map<string, number>();
    for (const [, cause] of log.matchAll(/database unavailable: ([^"]*)"/g)) {
      const kind = cause!.replace(/\d+/g, 'N');
      causes.set(kind, (causes.get(kind) ?? 0) + 1);
    }
    console.log(
      `why: ${[...causes]
        .sort((a, b) => b[1] - a[1])
        .map(([cause, n]) => `${n} × ${cause}`)
        .join('; ')}`,
    );

    if (foundApi !== total || foundDatabase !== total) problems.push('acknowledged writes missing');
    if (total === 0) problems.push('no write acknowledged');
    if (serverExits.length > 0) problems.push(`the server exited ${serverExits.join(', ')}`);
    if (ledger.unexpected.length > 0)
      problems.push(`${ledger.unexpected.length} unexpected answers, e.g. ${ledger.unexpected.slice(0, 3).join('; ')}`);
    if ([...retryAfter].some((value) => value !== '5')) problems.push(`Retry-After: ${[...retryAfter].join(', ')}`);
    if (recoveries < KILLS) problems.push(`PostgreSQL recovered ${recoveries} times for ${KILLS} kills`);
    stopping = true;
    const code = await server.stop();
    if (code !== 0) problems.push(`the server stopped with ${code} on SIGTERM`);
  } catch (error) {
    stopping = true;
    await server?.kill();
    throw error;
  }
} finally {
  closeSync(logFd);
  await database.dispose();
  await rm(logDir, { recursive: true, force: true });
}
for (const problem of problems) console.log(`FAILED: ${problem}`);
passed = problems.length === 0;
console.log(passed ? 'server up throughout, no acknowledged write lost' : 'FAILED');
process.exitCode = passed ? 0 : 1;
