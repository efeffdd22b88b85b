/**
 * The review deck at scale (issue 31, "Scale"; decision 042): 50 learners, each with 20,000
 * cards and 200,000 answers over two years (`review-generator.ts`), on SQLite or a throwaway
 * PostgreSQL cluster. Budgets: `review-card/due/` p99 < 20 ms at 50 connections, each request
 * as one of the learners in turn; `review-stats/` < 50 ms one request at a time. For
 * information: an answer (`POST review-card/{id}/answer/`) one at a time, and one learner's
 * whole log as CSV. A bare node:http server answers the same way in the same run (on a shared
 * machine only the ratio means something).
 *
 *   npx tsx bench/review.ts [sqlite|postgres] [learners=50] [cards=20000] [logs=200000] [seconds=10]
 *   npm run bench:review            # SQLite
 *   npm run bench:review:postgres   # a throwaway PostgreSQL cluster
 *
 * The server runs in its own process from the compiled build (`dist/server/main.js`); wrk
 * drives it over loopback (Debian's `wrk`, decision 032). With `PROFILE=DIR` the server runs
 * under `node --cpu-prof` and writes its profile to DIR when the bench stops it; with
 * `KEEP=1` the database is left in place (its URL printed) to read query plans from.
 */

import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { reviewApi } from '../src/contract/api/review';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { hashPassword } from '../src/server/resources/users/passwords';
import { userRepository } from '../src/server/resources/users/repository';
import { generateReviews } from './review-generator';
import {
  ApiClient,
  BENCH_PASSWORD,
  benchDatabase,
  type LoadFigures,
  requireDatabaseKind,
  startBareServer,
  startServer,
  wrkLoad,
} from './server-process';
import { percentile } from './stats';

const KIND = requireDatabaseKind(process.argv[2]);
const LEARNERS = Number(process.argv[3] ?? 50);
const CARDS = Number(process.argv[4] ?? 20_000);
const LOGS = Number(process.argv[5] ?? 200_000);
const DURATION = Number(process.argv[6] ?? 10);
const CONNECTIONS = 50;
/** Requests sent one at a time for the stats and the answers, spread over the learners. */
const ALONE = 200;
const DUE = `${reviewApi.due}?limit=20`;

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Latencies of one-at-a-time requests: p50, p99 and the slowest. */
interface Alone {
  p50: number;
  p99: number;
  max: number;
}
const summary = (times: number[]): Alone => ({ p50: percentile(times, 50), p99: percentile(times, 99), max: percentile(times, 100) });

/** Sends `count` requests one after another (the `index`th by `send(index)`), each expected to answer `status`; their latencies. */
async function oneAtATime(count: number, send: (index: number) => Promise<{ status: number; ms: number; body: unknown }>, status = 200) {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await send(index);
    if (response.status !== status) throw new Error(`request ${index} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    times.push(response.ms);
  }
  return summary(times);
}

/** The accounts of the learners, made in the database directly (one password hash for all). */
async function createLearners(url: string): Promise<{ usernames: string[]; ids: number[] }> {
  const db = await prepareDatabase(loadConfig({ DATABASE_URL: url, SEED: 'true', LOG_LEVEL: 'silent' }));
  try {
    const users = userRepository(db);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const usernames = Array.from({ length: LEARNERS }, (_, i) => `learner${i + 1}`);
    const ids: number[] = [];
    for (const username of usernames) ids.push((await users.create({ username, password_hash: passwordHash })).id);
    return { usernames, ids };
  } finally {
    await db.close();
  }
}

const database = await benchDatabase(KIND);
const children: ChildProcess[] = [];
try {
  const learners = await createLearners(database.url);
  const generated = await generateReviews(KIND, database.url, learners.ids, { cards: CARDS, logs: LOGS, now: Date.now() });

  const profile = process.env.PROFILE;
  const app = await startServer(database.url, {
    env: { SEED: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' },
    ...(profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profile}`] } : {}),
  });
  children.push(app.child);
  const bare = await startBareServer();
  children.push(bare.child);

  const clients: ApiClient[] = [];
  for (const username of learners.usernames) clients.push(await ApiClient.signIn(app.origin, username));
  // Each learner's due cards, asked once (this also warms the server): the cards answered below.
  const due: Array<{ count: number; new: number; results: Array<{ id: number }> }> = [];
  for (const client of clients) {
    const response = await client.request('GET', DUE);
    if (response.status !== 200) throw new Error(`${DUE} answered ${response.status}`);
    due.push(response.body);
  }
  await wrkLoad(app.origin, [DUE], 2, CONNECTIONS, clients.map((client) => client.cookieHeader()));

  const load1 = loadavg()[0]!;
  const bareBefore = await wrkLoad(bare.origin, ['/'], DURATION, CONNECTIONS);
  const dueLoad = await wrkLoad(app.origin, [DUE], DURATION, CONNECTIONS, clients.map((client) => client.cookieHeader()));
  const bareAfter = await wrkLoad(bare.origin, ['/'], DURATION, CONNECTIONS);
  const bareAlone = await oneAtATime(ALONE, async () => {
    const start = performance.now();
    const response = await fetch(`${bare.origin}/`);
    const body = await response.text();
    return { status: response.status, ms: performance.now() - start, body };
  });
  const stats = await oneAtATime(ALONE, (i) => clients[i % clients.length]!.request('GET', reviewApi.stats));
  const answers = await oneAtATime(ALONE, (i) => {
    const learner = i % clients.length;
    const card = due[learner]!.results[Math.floor(i / clients.length) % due[learner]!.results.length]!;
    const rating = (['again', 'hard', 'good', 'easy'] as const)[i % 4];
    return clients[learner]!.request('POST', reviewApi.answer(card.id), { rating, elapsed_ms: 4000, answer_id: `bench-answer-${i}` });
  });
  const exportStart = performance.now();
  const exported = await clients[0]!.request('GET', `${reviewApi.log}?format=csv`);
  const exportSeconds = (performance.now() - exportStart) / 1000;
  if (exported.status !== 200) throw new Error(`the CSV export answered ${exported.status}`);
  const rss = rssMb(app.child);
  const load2 = loadavg()[0]!;
  if (profile) await app.stop();

  const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
  const fmt = (name: string, f: LoadFigures, ratio = true) =>
    `${name.padEnd(14)} ${Math.round(f.rps).toString().padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  ` +
    `${f.errors} errors${ratio ? `  ratio ${(f.rps / bareRps).toFixed(3)}` : ''}`;
  const ms = ({ p50, p99, max }: Alone) => `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`;
  const first = due[0]!;
  console.log(
    `${KIND}: ${LEARNERS} learners × ${CARDS.toLocaleString('en-US')} cards and ${LOGS.toLocaleString('en-US')} answers ` +
      `(generated and analysed in ${generated.toFixed(1)} s); ${CONNECTIONS} connections, ${DURATION} s each; ` +
      `load average ${load1.toFixed(2)} → ${load2.toFixed(2)} on 2 cores`,
  );
  console.log(`learner1's due/: count ${first.count} (${first.new} new), ${first.results.length} cards shown`);
  console.log(fmt('bare before', bareBefore, false));
  console.log(fmt('bare after', bareAfter, false));
  console.log(fmt('due/?limit=20', dueLoad));
  console.log(`review-stats/ alone (${ALONE} requests over the learners): ${ms(stats)}`);
  console.log(`answer/ alone (${ALONE} answers over the learners):       ${ms(answers)}`);
  console.log(`bare node:http alone (${ALONE} requests):                  ${ms(bareAlone)}`);
  console.log(
    `review-log/?format=csv of learner1: ${exportSeconds.toFixed(2)} s, ` +
      `${(Buffer.byteLength(String(exported.body)) / 1e6).toFixed(1)} MB, ${String(exported.body).split('\n').length - 2} answers`,
  );
  console.log(`server resident memory ${rss.toFixed(0)} MB`);
  console.log('budgets: due/ p99 < 20 ms at 50 connections; review-stats/ < 50 ms alone');
  if (profile) console.log(`CPU profile of the server written to ${profile}`);
  if (process.env.KEEP) console.log(`database kept: ${database.url}${database.cluster ? ` (cluster ${database.cluster.dir})` : ''}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  if (!process.env.KEEP) await database.dispose();
}
