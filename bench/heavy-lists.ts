/**
 * Heavy lists against the real server (issue 49, decision 079): one account shares 100
 * vocabularies shaped as the audit's (`suggestions_raw` of `[](b)` × 4,000) and 200 more with
 * every field at its limit in three-byte characters and suggestions as heavy as their bound
 * lets them be. A guest then reads `/vocabularies` (the page the server draws), the API's first
 * page, and pages of 100 and 200, alone and 16 at once; meanwhile an ordinary visitor reads a
 * small list. Sizes are in bytes as sent without compression; times beside the bare node:http
 * server of the same run, since the machine is shared.
 *
 *   npx tsx bench/heavy-lists.ts [sqlite|postgres]
 *   npm run bench:heavy-lists
 */

import { VOCABULARY_LIMITS, vocabulariesApi } from '../src/contract/api/vocabularies';
import { ApiClient, benchDatabase, requireDatabaseKind, startBareServer, startServer } from './server-process';
import { percentile } from './stats';

const kind = requireDatabaseKind(process.argv[2]);
const V = vocabulariesApi.url;
const GUESTS = 16;
const ROUNDS = 5;

/** `count` characters taking three bytes each in UTF-8. */
const wide = (count: number) => 'ā語'.repeat(count).slice(0, count);

/** One GET as a guest: its size and time. */
async function read(url: string): Promise<{ bytes: number; ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Accept: 'text/html,application/json' } });
  const body = await response.arrayBuffer();
  return { bytes: body.byteLength, ms: performance.now() - started, status: response.status };
}

/** A small read's latencies while `GUESTS` guests read `url` `ROUNDS` times each. */
async function underLoad(url: string, small: string): Promise<{ p50: number; p99: number; heavyP50: number }> {
  let running = true;
  const latencies: number[] = [];
  const visitor = (async () => {
    while (running) latencies.push((await read(small)).ms);
  })();
  const heavy: number[] = [];
  await Promise.all(
    Array.from({ length: GUESTS }, async () => {
      for (let i = 0; i < ROUNDS; i += 1) heavy.push((await read(url)).ms);
    }),
  );
  running = false;
  await visitor;
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), heavyP50: percentile(heavy, 50) };
}

async function main() {
  const database = await benchDatabase(kind);
  const server = await startServer(database.url, { env: { SEED: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = await startBareServer();
  try {
    const owner = await ApiClient.signUp(server.origin, 'heavy-owner');
    const o = server.origin;
    const sizes = async (shape: string, pages: Record<string, string>) => {
      console.log(`${shape} on ${kind}:`);
      for (const [name, url] of Object.entries(pages)) {
        const { bytes, ms, status } = await read(url);
        console.log(`  ${name}: ${status}, ${(bytes / 1024).toFixed(1)} KB, ${ms.toFixed(1)} ms`);
      }
    };
    const listPages = {
      '/vocabularies (drawn page)': `${o}/vocabularies`,
      'API first page (20)': `${o}${V}`,
      'API page_size=100': `${o}${V}?page_size=100`,
      'API page_size=200': `${o}${V}?page_size=200`,
    };

    for (let i = 0; i < 100; i += 1) {
      const audit = await owner.request('POST', V, { name: `audit ${i}`, share: true, suggestions_raw: '[](b)'.repeat(4000) });
      if (audit.status !== 201) throw new Error(`creating vocabulary ${i}: ${audit.status}`);
    }
    await sizes("100 shared vocabularies of the audit's shape", listPages);

    const heavySuggestions = '[kalli](/words/kalli) '.repeat(Math.floor(VOCABULARY_LIMITS.suggestions_raw / 22));
    const tags = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}${wide(48)}`);
    for (let i = 0; i < 200; i += 1) {
      const full = await owner.request('POST', V, {
        name: `${String(i).padStart(3, '0')} ${wide(VOCABULARY_LIMITS.name - 4)}`,
        description: wide(VOCABULARY_LIMITS.description),
        source: wide(VOCABULARY_LIMITS.source),
        tags,
        suggestions_raw: heavySuggestions,
        share: true,
      });
      if (full.status !== 201) throw new Error(`creating vocabulary ${i}: ${full.status}`);
    }
    const one = (await owner.request('GET', `${V}?page_size=1`)).body.results[0].id;
    await sizes('and 200 more with every field at its limit (three-byte characters, suggestions at their bound)', {
      ...listPages,
      'API one vocabulary at its limits': `${o}${V}${one}/`,
    });

    const small = `${o}${V}count/`;
    const bareSmall = await underLoad(`${bare.origin}/`, `${bare.origin}/`);
    const drawn = await underLoad(`${o}/vocabularies`, small);
    const api = await underLoad(`${o}${V}?page_size=100`, small);
    const row = (name: string, r: { p50: number; p99: number; heavyP50: number }) =>
      `  ${name}: small read p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; heavy read p50 ${r.heavyP50.toFixed(1)} ms`;
    console.log(`${GUESTS} guests at once, ${ROUNDS} reads each, beside an ordinary visitor's small read:`);
    console.log(row('/vocabularies', drawn));
    console.log(row('API page_size=100', api));
    console.log(row('bare node:http, same run', bareSmall));
    const rss = Number((await import('node:fs')).readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
    console.log(`  server peak resident memory: ${(rss / 1024).toFixed(0)} MB`);
  } finally {
    await server.stop();
    bare.child.kill();
    await database.dispose();
  }
}

await main();
