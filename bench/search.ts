/**
 * Word search speed and server memory (DESIGN.md §7): on a 100,000-word dictionary,
 * `plain__istartswith` at 50 concurrent connections should have a p99 under 20 ms and a
 * throughput within half of a bare node:http server returning a fixed JSON body; the
 * server should hold under 200 MB resident.
 *
 *   npx tsx bench/search.ts [rows] [seconds]
 *
 * The server runs in its own process (as `npm run serve` would), on a SQLite file the
 * dictionary importer filled; autocannon drives it from this process over loopback.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { importDictionary } from '../src/cli/import-dictionary';
import { foldNahuatl } from '../src/nahuatl';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { generateCsv } from './dictionary-generator';
import { freePort, startServer, waitFor } from './server-process';

const ROWS = Number(process.argv[2] ?? 100_000);
const DURATION = Number(process.argv[3] ?? 10);
const CONNECTIONS = 50;

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function load(url: string, paths: string[]) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const dir = await mkdtemp(join(tmpdir(), 'bench-search-'));
const children: ChildProcess[] = [];
try {
  const csv = join(dir, 'dictionary.csv');
  const { text } = generateCsv(ROWS);
  await writeFile(csv, text);
  const databaseUrl = `sqlite:${join(dir, 'search.sqlite')}`;
  const db = await prepareDatabase(loadConfig({ DATABASE_URL: databaseUrl, SEED: 'false', LOG_LEVEL: 'silent' }));
  await importDictionary(db, csv, {});
  await db.close();

  // Prefixes people type: the first two or three letters of real words in the file.
  const words = text.split('\n').slice(1, 2001).map((line) => foldNahuatl(line.split(',')[0] ?? ''));
  const paths = words
    .filter((w) => w.length >= 3)
    .slice(0, 200)
    .map((w, i) => `/utoaztecan/api/nahuatl/?plain__istartswith=${encodeURIComponent(w.slice(0, 2 + (i % 2)))}`);

  const app = await startServer(databaseUrl, { env: { SEED: 'false' } });
  children.push(app.child);

  const barePort = await freePort();
  const bare = spawn(process.execPath, [
    '-e',
    `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end(JSON.stringify({count:1,next:null,previous:null,results:[{id:1,word:'cochi'}]}))}).listen(${barePort},'127.0.0.1')`,
  ]);
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/`);

  await load(app.origin, paths.slice(0, 20)); // warm-up
  const search = await load(app.origin, paths);
  const baseline = await load(`http://127.0.0.1:${barePort}`, ['/']);
  const rss = rssMb(app.child);

  console.log(`${ROWS.toLocaleString('en-US')} words, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(`search  plain__istartswith: ${Math.round(search.rps)} req/s, p99 ${search.p99} ms, ${search.errors} errors`);
  console.log(`bare    node:http fixed JSON: ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms`);
  console.log(`throughput ratio ${(search.rps / baseline.rps).toFixed(2)} (budget ≥ 0.50); p99 budget < 20 ms`);
  console.log(`server resident memory ${rss.toFixed(0)} MB (budget < 200 MB)`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
