/**
 * Dictionary read speed and server memory (DESIGN.md §7, issue 14): on a 100,000-word
 * dictionary, every read a screen makes at 50 concurrent connections, each set beside a
 * bare node:http server returning a fixed JSON body in the same run (on a shared machine
 * only the ratio means something).
 *
 *   npx tsx bench/search.ts [sqlite|postgres] [rows=100000] [seconds=10]
 *   npm run bench:search            # SQLite
 *   npm run bench:search:postgres   # a throwaway PostgreSQL cluster
 *
 * Reads measured: a prefix list (`?plain__istartswith=`), the full search (`?search=` with
 * a mix of prefixes, inflected forms, k/w spellings and English and Spanish words),
 * `count/` (plain, by prefix and by search) and a word's detail, after every address was
 * asked once (the read cache's steady state). Each line gives req/s, p50, p99, errors
 * (answers of 400 and over included) and the ratio to bare node; then the server's resident
 * memory, and one search request at a time (what a person typing waits). The same reads
 * follow with the read cache off: every answer computed. One line gives the bare server as
 * autocannon sees it, the client of the figures before decision 032: the machine's pace, to
 * place a run beside those. `typing` is what the search screen sends as a word is typed: 900
 * distinct prefixes, so the read cache never answers one twice (issue 50); `near miss` forms and
 * words with a letter left out, answered with suggestions (decision 082). With `UNCACHED=only`
 * only the uncached pass runs.
 *
 * The server runs in its own process from the compiled build (`dist/server/main.js`) on a
 * database the dictionary importer filled; wrk drives it over loopback on one thread
 * (Debian's `wrk` package, `apt-get install wrk`; decision 032). With `PROFILE=DIR` the
 * uncached server runs under `node --cpu-prof` and writes its profile to DIR when the bench stops it.
 */

import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parseDictionaryFile } from '../src/server/import/dictionary/file';
import { importDictionary } from '../src/server/import/dictionary/import';
import { foldNahuatl, tensesFor, TENSE_IDS } from '../src/nahuatl';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { generateCsv } from './dictionary-generator';
import {
  bareRequestsPerSecond,
  benchDatabase,
  type LoadFigures,
  requireDatabaseKind,
  startBareServer,
  startServer,
  wrkLoad,
} from './server-process';
import { wordsApi } from '../src/contract/api/words';

const KIND = requireDatabaseKind(process.argv[2]);
const ROWS = Number(process.argv[3] ?? 100_000);
const DURATION = Number(process.argv[4] ?? 10);
const CONNECTIONS = 50;
const W = wordsApi.url;

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const load = (origin: string, paths: string[], seconds = DURATION) => wrkLoad(origin, paths, seconds, CONNECTIONS);

/**
 * One request at a time: the wait of a single person typing, without queueing behind others.
 * The paths are asked {@link ALONE_ROUNDS} times over, so that p99 is a percentile and not the
 * slowest of a few dozen; the bare server is asked the same way in the same run, because on
 * this shared machine even it has a tail of several milliseconds (decision 031).
 */
const ALONE_ROUNDS = 5;

interface Timing {
  p50: number;
  p99: number;
}

async function alone(origin: string, paths: string[]): Promise<Timing> {
  const times: number[] = [];
  for (const path of Array.from({ length: ALONE_ROUNDS }, () => paths).flat()) {
    const start = performance.now();
    await (await fetch(`${origin}${path}`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The practical orthography people also type: k for c/qu, w for hu/uh, s for z/ce/ci. */
const practicalOf = (plain: string) =>
  plain
    .replace(/qu/g, 'k')
    .replace(/cu/g, 'kw')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/hu|uh/g, 'w')
    .replace(/z/g, 's');

/** How many distinct texts the typing workload sends. */
const TYPED = 900;

/** What people type, drawn from the generated file: prefixes, inflected forms, k/w spellings, definition words. */
function workload(text: string) {
  const { rows } = parseDictionaryFile(text, 'csv');
  const words = rows.slice(0, 4000).map((row) => row.word);
  const plains = words.map((w) => foldNahuatl(w.word)).filter((w) => w.length >= 4);
  const prefixes = plains.slice(0, 200).map((w, i) => w.slice(0, 2 + (i % 3)));
  const inflected: string[] = [];
  for (const word of words) {
    const table = tensesFor(word);
    if (!table) continue;
    const tense = TENSE_IDS[inflected.length % TENSE_IDS.length]!;
    const form = table[tense][inflected.length % 6];
    if (form) inflected.push(form);
    if (inflected.length === 100) break;
  }
  const practical = plains.slice(200, 300).map(practicalOf);
  const definitionWords = [
    'see',
    'house',
    'water',
    'good',
    'quickly',
    'flower',
    'speak',
    'stone',
    'large',
    'casa',
    'agua',
    'piedra',
  ];
  const searches = [...prefixes.slice(0, 100), ...inflected, ...practical, ...definitionWords].map(
    (q) => `${W}?search=${encodeURIComponent(q)}`,
  );
  // What typing sends: each word's every prefix, one letter more each time (the screen searches
  // as it is typed), half in the practical spelling; distinct, so the read cache never answers twice.
  const typed = new Set<string>();
  for (const [i, plain] of plains.slice(300).entries()) {
    const spelled = i % 2 === 0 ? plain : practicalOf(plain);
    for (let end = 1; end <= spelled.length && typed.size < TYPED; end++) typed.add(spelled.slice(0, end));
  }
  // Near misses: a form or a word with one inner letter left out, as a reader slips; most find
  // nothing and are answered with suggestions (decision 082).
  const slipped = (text: string) => text.slice(0, Math.floor(text.length / 2)) + text.slice(Math.floor(text.length / 2) + 1);
  const nearMisses = [...inflected, ...plains.slice(3000, 3200)].filter((q) => q.length >= 5).map(slipped);
  return {
    prefixList: prefixes.map((p) => `${W}?plain__istartswith=${encodeURIComponent(p)}`),
    search: searches,
    typing: [...typed].map((q) => `${W}?search=${encodeURIComponent(q)}`),
    nearMiss: [...new Set(nearMisses)].map((q) => `${W}?search=${encodeURIComponent(q)}`),
    count: [
      `${W}count/`,
      ...prefixes.slice(0, 50).map((p) => `${W}count/?plain__istartswith=${encodeURIComponent(p)}`),
      ...searches.filter((_, i) => i % 4 === 0).map((path) => path.replace(W, `${W}count/`)),
    ],
    detail: Array.from({ length: 500 }, (_, i) => `${W}${1 + ((i * 7919) % ROWS)}/`),
    searchAlone: [...inflected.slice(0, 20), ...definitionWords, ...practical.slice(0, 20)].map(
      (q) => `${W}?search=${encodeURIComponent(q)}`,
    ),
  };
}

const database = await benchDatabase(KIND);
const children: ChildProcess[] = [];
const dir = await mkdtemp(join(tmpdir(), 'bench-search-'));
try {
  const csv = join(dir, 'dictionary.csv');
  const { text } = generateCsv(ROWS);
  await writeFile(csv, text);
  const db = await prepareDatabase(loadConfig({ DATABASE_URL: database.url, SEED: 'false', LOG_LEVEL: 'silent' }));
  const imported = await importDictionary(db, csv, {});
  await db.close();
  if (KIND === 'postgres') {
    // Statistics and the GIN index's pending list brought up to date at once, as autovacuum
    // would within minutes of a bulk load: the reads below measure the server, not that catch-up.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  const paths = workload(text);

  // PROFILE=DIR: the last server started (the uncached one) runs under --cpu-prof.
  const profile = process.env.PROFILE;
  // UNCACHED=only: the read cache's pass is left out (issue 50's budget is the uncached one).
  const uncachedOnly = process.env.UNCACHED === 'only';
  const serverEnv = { SEED: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
  const profiling = profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profile}`] } : {};

  const bare = await startBareServer();
  children.push(bare.child);
  const bareOrigin = bare.origin;

  const load1 = loadavg()[0]!;
  const reads = async (origin: string) => {
    // Every address asked once, then a short load. With the cache on, the figures below are its
    // steady state: without this, wrk's 50 connections, each on a different cold search at once,
    // put the first pass in the p99 (decision 032). With it off, this only warms the server.
    for (const path of new Set([...paths.prefixList, ...paths.search, ...paths.typing, ...paths.nearMiss, ...paths.count, ...paths.detail])) {
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
    await load(origin, paths.search, 3);
    const figures: Array<[string, LoadFigures]> = [];
    figures.push(['prefix list', await load(origin, paths.prefixList)]);
    figures.push(['full search', await load(origin, paths.search)]);
    figures.push(['typing', await load(origin, paths.typing)]);
    figures.push(['near miss', await load(origin, paths.nearMiss)]);
    figures.push(['count', await load(origin, paths.count)]);
    figures.push(['detail', await load(origin, paths.detail)]);
    return figures;
  };
  const bareBefore = await load(bareOrigin, ['/']);
  // The machine's pace as autocannon, the client of issue 14 and of the decisions before 032, saw it.
  const bareAutocannon = await bareRequestsPerSecond(5);
  let cached: { results: Array<[string, LoadFigures]>; single: Timing; bareSingle: Timing; rss: number } | null = null;
  if (!uncachedOnly) {
    const app = await startServer(database.url, { env: serverEnv });
    children.push(app.child);
    const results = await reads(app.origin);
    cached = {
      results,
      single: await alone(app.origin, paths.searchAlone),
      bareSingle: await alone(bareOrigin, paths.searchAlone),
      rss: rssMb(app.child),
    };
    await app.stop();
  }
  // The same reads with the read cache off: what the indexes alone give (every request a miss).
  const uncached = await startServer(database.url, { env: { ...serverEnv, READ_CACHE_MB: '0' }, ...profiling });
  children.push(uncached.child);
  const coldResults = await reads(uncached.origin);
  const coldSingle = await alone(uncached.origin, paths.searchAlone);
  const bareAfter = await load(bareOrigin, ['/']);
  if (profile) await uncached.stop();
  const load2 = loadavg()[0]!;
  const bareRps = (bareBefore.rps + bareAfter.rps) / 2;

  const fmt = (name: string, f: LoadFigures, ratio = true) =>
    `${name.padEnd(12)} ${Math.round(f.rps).toString().padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  ` +
    `${f.errors} errors${ratio ? `  ratio ${(f.rps / bareRps).toFixed(3)}` : ''}`;
  console.log(
    `${KIND}: ${ROWS.toLocaleString('en-US')} words (imported in ${imported.seconds.toFixed(2)} s), ${CONNECTIONS} connections, ` +
      `${DURATION} s each; load average ${load1.toFixed(2)} → ${load2.toFixed(2)} on 2 cores`,
  );
  console.log(fmt('bare before', bareBefore, false));
  console.log(fmt('bare after', bareAfter, false));
  console.log(
    `bare node:http asked by autocannon (the machine's pace in issue 14's unit): ${Math.round(bareAutocannon)} req/s`,
  );
  const ms = ({ p50, p99 }: Timing) => `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;
  if (cached) {
    for (const [name, figures] of cached.results) console.log(fmt(name, figures));
    console.log(
      `search alone (one request at a time, ${paths.searchAlone.length} searches ${ALONE_ROUNDS} times): ${ms(cached.single)}; ` +
        `bare node:http the same way: ${ms(cached.bareSingle)}`,
    );
    console.log(`server resident memory ${cached.rss.toFixed(0)} MB (budget < 200 MB)`);
  }
  console.log('read cache off (READ_CACHE_MB=0), every request computed:');
  for (const [name, figures] of coldResults) console.log(fmt(name, figures));
  console.log(`search alone: ${ms(coldSingle)}`);
  console.log('budgets: cached p99 < 20 ms and ratio ≥ 0.50 for every read, search alone < 5 ms; uncached p99 < 100 ms');
  if (profile) console.log(`CPU profile of the uncached server written to ${profile}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
  await database.dispose();
}
