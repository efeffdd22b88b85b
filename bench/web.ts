/**
 * A phone's first visit (DESIGN.md §7, issue 32): Lighthouse 12.2.3 in its mobile form factor
 * with simulated throttling (its defaults: slow 4G, a 4× slower CPU) on the main routes of a
 * production build, each loaded with an empty cache, against the budgets.
 *
 *   npm run build && npm run bench:web
 *   npx tsx bench/web.ts [runs=1]     # with runs > 1, each route's median run by performance
 *
 * The server runs from `dist/` (built by `npm run build`; this bench builds nothing but the
 * server, as every bench does) on a fresh SQLite database seeded with the sample data.
 * Lighthouse's CLI drives Debian's Chromium (`/usr/bin/chromium`), a new browser for every
 * run. Its JSON reports are kept in a temp folder, printed at the end: their critical request
 * chains and LCP elements say where the time goes. On this shared machine a busy CPU raises
 * the blocking time Lighthouse observes, so the load average is printed beside the table.
 */

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { wordsApi } from '../src/contract/api/words';
import { benchDatabase, startServer } from './server-process';

const RUNS = Number(process.argv[2] ?? 1);
const CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE = 'node_modules/.bin/lighthouse';

/** The budgets of DESIGN.md §7; transfer in bytes (200 KB = 200,000 bytes). */
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, transferBytes: 200_000 };

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

const execFileAsync = promisify(execFile);

/** Tries per run: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART) and says to run it again. */
const TRIES = 3;

/** One Lighthouse run of `url` in a fresh Chromium (tried again after a runtime error); its report is written to `report`. */
async function lighthouse(url: string, report: string, tries = TRIES): Promise<Figures> {
  try {
    return await lighthouseOnce(url, report);
  } catch (error) {
    if (tries <= 1) throw error;
    console.warn(`Lighthouse failed on ${url}, trying again: ${(error as Error).message.split('\n').at(-2) ?? ''}`);
    return lighthouse(url, report, tries - 1);
  }
}

async function lighthouseOnce(url: string, report: string): Promise<Figures> {
  await execFileAsync(
    LIGHTHOUSE,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(await readFile(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round(Number(lhr.categories.performance.score) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferBytes: audit('total-byte-weight'),
  };
}

/** The id of the word spelled `cochi`, found through the API's search as a learner would. */
async function idOfCochi(origin: string): Promise<number> {
  const response = await fetch(`${origin}${wordsApi.url}?search=cochi`);
  const body = (await response.json()) as { results: Array<{ id: number; word: string }> };
  const word = body.results.find((result) => result.word === 'cochi');
  if (!word) throw new Error('The sample data has no word "cochi".');
  return word.id;
}

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

/** One table row: each figure with met/missed against its budget. */
function row(route: string, f: Figures): string[] {
  return [
    route,
    `${f.performance} ${mark(f.performance >= BUDGET.performance)}`,
    `${(f.lcpMs / 1000).toFixed(2)} s ${mark(f.lcpMs <= BUDGET.lcpMs)}`,
    `${Math.round(f.tbtMs)} ms ${mark(f.tbtMs <= BUDGET.tbtMs)}`,
    `${f.cls.toFixed(3)} ${mark(f.cls <= BUDGET.cls)}`,
    `${(f.transferBytes / 1000).toFixed(1)} KB ${mark(f.transferBytes <= BUDGET.transferBytes)}`,
  ];
}

function printTable(rows: string[][]): void {
  const header = ['route', 'performance ≥ 95', 'LCP ≤ 2.0 s', 'TBT ≤ 150 ms', 'CLS ≤ 0.05', 'transfer ≤ 200 KB'];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}

if (!existsSync('dist/web/index.html'))
  throw new Error('No production build of the web app: run `npm run build` first.');
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium).`);

const database = await benchDatabase('sqlite');
const server = await startServer(database.url, { env: { LOG_LEVEL: 'warn' } });
const reports = await mkdtemp(join(tmpdir(), 'bench-web-'));
try {
  const cochi = await idOfCochi(server.origin);
  const routes = ['/piyali', '/words?search=cochi', `/detail/${cochi}`, '/vocabularies', '/numbers'];
  const loadBefore = loadavg().map((n) => n.toFixed(2));
  const rows: string[][] = [];
  for (const route of routes) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const name = `${route.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`;
      runs.push(await lighthouse(`${server.origin}${route}`, join(reports, name)));
    }
    runs.sort((a, b) => a.performance - b.performance);
    rows.push(row(route, runs[Math.floor(runs.length / 2)]!));
  }
  printTable(rows);
  console.log(
    `\nload average (1, 5, 15 min): before ${loadBefore.join(', ')}; after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  console.log(`Lighthouse ${RUNS === 1 ? 'run' : `runs (median of ${RUNS})`}; reports in ${reports}`);
} finally {
  await server.stop();
  await database.dispose();
}
