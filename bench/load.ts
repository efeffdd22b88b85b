/**
 * Mixed load (DESIGN.md §8): several signed-in users read and write for a minute with no
 * errors, and every write the API acknowledged is there afterwards.
 *
 *   npx tsx bench/load.ts [sqlite|postgres] [seconds=60]
 *
 * The real server runs in its own process on a fresh SQLite file or a throwaway PostgreSQL
 * cluster. A fixed number of workers in this process (two per user) each send one request
 * at a time over loopback, choosing by weight among word searches, word details, sentence
 * and vocabulary lists, new sentences, new vocabularies, renames of their own vocabularies
 * and words added to them. Every request is meant to succeed, so any other answer is an
 * error. Afterwards every acknowledged write is looked up through the API and in the
 * database, and each vocabulary must carry the last name its rename was acknowledged with.
 * Exits 1 on any error or any write missing.
 */

import { performance } from 'node:perf_hooks';
import { ApiClient, benchDatabase, listAll, requireDatabaseKind, rowsInDatabase, startServer } from './server-process';
import { percentile } from './stats';
import { sentenceResource } from '../src/contract/sentences';
import { vocabularyResource, vocabularyWordLink } from '../src/contract/vocabularies';
import { wordsApi } from '../src/contract/api/words';

const KIND = requireDatabaseKind(process.argv[2]);
const SECONDS = Number(process.argv[3] ?? 60);
const USERS = 8;
const WORKERS_PER_USER = 2;

const WORDS = wordsApi.url;
const SENTENCES = sentenceResource.url;
const VOCABULARIES = vocabularyResource.url;
const VOCABULARY_WORDS = vocabularyWordLink.url;
const SEARCH_TERMS = ['chōca', 'itta', 'cal', 'atl', 'tla', 'xōchitl', 'to see', 'comer', 'nemi', 'tōtōtl'];

/** Every write the API acknowledged, as it should now be stored. */
interface Ledger {
  sentences: Map<number, string>;
  /** The name of each vocabulary as last acknowledged (its creation or its latest rename). */
  vocabularies: Map<number, string>;
  renames: number;
  links: Map<number, { vocabulary: number; nahuatl_word: number }>;
}

/** What the requests did: every latency by operation, and the unexpected answers by operation and status. */
interface Tally {
  operations: Map<string, { write: boolean; ms: number[] }>;
  errors: Map<string, number>;
}

interface Worker {
  name: string;
  client: ApiClient;
  random: () => number;
  /** This worker's own vocabularies; only it renames them, so its last acknowledged name is the stored one. */
  vocabularies: Array<{ id: number; nextWord: number }>;
  writes: number;
}

interface Run {
  wordIds: number[];
  ledger: Ledger;
  tally: Tally;
}

/** A small seeded generator (mulberry32), so every run makes the same choices. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(worker: Worker, items: readonly T[]): T => items[Math.floor(worker.random() * items.length)]!;

/** Sends one request and books it: its latency, and an error unless the status is the expected one. */
async function call(
  run: Run,
  worker: Worker,
  operation: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<any> {
  const response = await worker.client.request(method, path, body);
  const latencies = run.tally.operations.get(operation) ?? { write: method !== 'GET', ms: [] };
  latencies.ms.push(response.ms);
  run.tally.operations.set(operation, latencies);
  const expected = method === 'POST' ? 201 : 200;
  if (response.status === expected) return response.body;
  const key = `${operation}: ${response.status === 0 ? `network error ${response.body}` : response.status}`;
  run.tally.errors.set(key, (run.tally.errors.get(key) ?? 0) + 1);
  return null;
}

async function createSentence(run: Run, worker: Worker): Promise<void> {
  const sentence = `Nicchīhua ${worker.name}-${(worker.writes += 1)} in tlahtōlli.`;
  const created = await call(run, worker, 'create sentence', 'POST', SENTENCES, { sentence });
  if (created) run.ledger.sentences.set(created.id, sentence);
}

async function createVocabulary(run: Run, worker: Worker): Promise<void> {
  const name = `Load ${worker.name}-${(worker.writes += 1)}`;
  const created = await call(run, worker, 'create vocabulary', 'POST', VOCABULARIES, { name, tags: [] });
  if (!created) return;
  run.ledger.vocabularies.set(created.id, name);
  worker.vocabularies.push({ id: created.id, nextWord: 0 });
}

async function renameVocabulary(run: Run, worker: Worker): Promise<void> {
  if (worker.vocabularies.length === 0) return createVocabulary(run, worker);
  const { id } = pick(worker, worker.vocabularies);
  const name = `Renamed ${worker.name}-${(worker.writes += 1)}`;
  if (await call(run, worker, 'rename vocabulary', 'PATCH', `${VOCABULARIES}${id}/`, { name })) {
    run.ledger.vocabularies.set(id, name);
    run.ledger.renames += 1;
  }
}

/** Adds the next word the newest vocabulary lacks, so no add is a duplicate; a full one makes way for a new one. */
async function addVocabularyWord(run: Run, worker: Worker): Promise<void> {
  const vocabulary = worker.vocabularies.at(-1);
  if (!vocabulary || vocabulary.nextWord >= run.wordIds.length) return createVocabulary(run, worker);
  const link = { vocabulary: vocabulary.id, nahuatl_word: run.wordIds[vocabulary.nextWord]! };
  vocabulary.nextWord += 1;
  const created = await call(run, worker, 'add vocabulary word', 'POST', VOCABULARY_WORDS, link);
  if (created) run.ledger.links.set(created.id, link);
}

/** The mix: about two thirds reads, one third writes. */
const OPERATIONS: Array<{ weight: number; run: (run: Run, worker: Worker) => Promise<void> }> = [
  {
    weight: 14,
    run: (run, w) =>
      call(run, w, 'search words', 'GET', `${WORDS}?search=${encodeURIComponent(pick(w, SEARCH_TERMS))}`),
  },
  { weight: 12, run: (run, w) => call(run, w, 'words starting with te', 'GET', `${WORDS}?plain__istartswith=te`) },
  { weight: 14, run: (run, w) => call(run, w, 'word details', 'GET', `${WORDS}${pick(w, run.wordIds)}/`) },
  { weight: 10, run: (run, w) => call(run, w, 'list sentences', 'GET', SENTENCES) },
  { weight: 8, run: (run, w) => call(run, w, 'list vocabularies', 'GET', VOCABULARIES) },
  {
    weight: 8,
    run: (run, w) =>
      call(run, w, 'list vocabulary words', 'GET', `${VOCABULARY_WORDS}?vocabulary=${w.vocabularies.at(-1)?.id ?? 1}`),
  },
  { weight: 12, run: createSentence },
  { weight: 6, run: createVocabulary },
  { weight: 6, run: renameVocabulary },
  { weight: 10, run: addVocabularyWord },
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, operation) => sum + operation.weight, 0);

function chooseOperation(worker: Worker): (run: Run, worker: Worker) => Promise<void> {
  let roll = worker.random() * TOTAL_WEIGHT;
  for (const operation of OPERATIONS) {
    roll -= operation.weight;
    if (roll < 0) return operation.run;
  }
  return OPERATIONS.at(-1)!.run;
}

async function work(run: Run, worker: Worker, deadline: number): Promise<void> {
  while (performance.now() < deadline) await chooseOperation(worker)(run, worker);
}

/** How many of the acknowledged writes a source holds exactly as acknowledged. */
interface Found {
  sentences: number;
  vocabularies: number;
  links: number;
}

const sameLink = (row: any, link: { vocabulary: number; nahuatl_word: number } | undefined) =>
  link !== undefined && Number(row.vocabulary) === link.vocabulary && Number(row.nahuatl_word) === link.nahuatl_word;

function countFound(
  ledger: Ledger,
  sentences: Map<number, any>,
  vocabularies: Map<number, any>,
  links: Map<number, any>,
): Found {
  const count = <T>(acknowledged: Map<number, T>, stored: Map<number, any>, same: (row: any, expected: T) => boolean) =>
    [...acknowledged].filter(([id, expected]) => stored.has(id) && same(stored.get(id), expected)).length;
  return {
    sentences: count(ledger.sentences, sentences, (row, text) => row.sentence === text),
    vocabularies: count(ledger.vocabularies, vocabularies, (row, name) => row.name === name),
    links: count(ledger.links, links, sameLink),
  };
}

async function foundThroughApi(ledger: Ledger, clients: Array<ApiClient & { userId: number }>): Promise<Found> {
  const reader = clients[0]!;
  const sentences = (
    await Promise.all(clients.map((c) => listAll(reader, `${SENTENCES}?owner=${c.userId}&page_size=200`)))
  ).flat();
  const vocabularies = await listAll(reader, `${VOCABULARIES}?page_size=200`);
  const links = await listAll(reader, `${VOCABULARY_WORDS}?page_size=200`);
  const byId = (items: any[]) => new Map(items.map((item) => [item.id as number, item]));
  return countFound(ledger, byId(sentences), byId(vocabularies), byId(links));
}

async function foundInDatabase(databaseUrl: string, ledger: Ledger): Promise<Found> {
  return countFound(
    ledger,
    await rowsInDatabase(databaseUrl, 'nahuatl_sentence', [...ledger.sentences.keys()]),
    await rowsInDatabase(databaseUrl, 'vocabulary', [...ledger.vocabularies.keys()]),
    await rowsInDatabase(databaseUrl, 'vocabulary_word', [...ledger.links.keys()]),
  );
}

function report(run: Run, seconds: number, api: Found, database: Found): boolean {
  const { ledger, tally } = run;
  const n = (value: number) => value.toLocaleString('en-US');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const operations = [...tally.operations];
  const latencies = (write: boolean) => operations.filter(([, o]) => o.write === write).flatMap(([, o]) => o.ms);
  const [reads, writes] = [latencies(false), latencies(true)];
  const all = [...reads, ...writes];
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  const acknowledged = ledger.sentences.size + ledger.vocabularies.size + ledger.links.size;
  const total = (found: Found) => found.sentences + found.vocabularies + found.links;
  console.log(
    `${KIND === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${USERS} users, ${USERS * WORKERS_PER_USER} workers, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `requests   ${n(all.length)} (${n(reads.length)} reads, ${n(writes.length)} writes): ${n(Math.round(all.length / seconds))} req/s`,
  );
  console.log(
    `latency    p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))} (reads p99 ${ms(percentile(reads, 99))}, writes p99 ${ms(percentile(writes, 99))}), max ${ms(percentile(all, 100))}`,
  );
  for (const [operation, { ms: times }] of operations) {
    console.log(
      `           ${operation.padEnd(24)} ${n(times.length).padStart(7)}  p50 ${ms(percentile(times, 50)).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}`,
    );
  }
  console.log(`errors     ${n(errors)}`);
  for (const [key, count] of tally.errors) console.log(`           ${key} × ${n(count)}`);
  console.log(
    `acknowledged writes ${n(acknowledged)}: ${n(ledger.sentences.size)} sentences, ${n(ledger.vocabularies.size)} vocabularies (renamed ${n(ledger.renames)} times), ${n(ledger.links.size)} vocabulary words`,
  );
  for (const [where, found] of [
    ['through the API', api],
    ['in the database', database],
  ] as const) {
    console.log(
      `found ${where}: ${n(total(found))} of ${n(acknowledged)} (sentences ${n(found.sentences)}, vocabularies with their last name ${n(found.vocabularies)}, vocabulary words ${n(found.links)})`,
    );
  }
  return errors === 0 && total(api) === acknowledged && total(database) === acknowledged;
}

const database = await benchDatabase(KIND);
let passed = false;
try {
  const server = await startServer(database.url);
  try {
    const clients = await Promise.all(
      Array.from({ length: USERS }, (_, i) => ApiClient.signUp(server.origin, `load${i + 1}`)),
    );
    const run: Run = {
      wordIds: (await listAll(clients[0]!, `${WORDS}?page_size=200`)).map((word) => word.id as number),
      ledger: { sentences: new Map(), vocabularies: new Map(), renames: 0, links: new Map() },
      tally: { operations: new Map(), errors: new Map() },
    };
    const workers: Worker[] = Array.from({ length: USERS * WORKERS_PER_USER }, (_, i) => ({
      name: `w${i + 1}`,
      client: clients[i % USERS]!,
      random: seededRandom(i + 1),
      vocabularies: [],
      writes: 0,
    }));
    const start = performance.now();
    await Promise.all(workers.map((worker) => work(run, worker, start + SECONDS * 1000)));
    const seconds = (performance.now() - start) / 1000;
    const api = await foundThroughApi(run.ledger, clients);
    const stored = await foundInDatabase(database.url, run.ledger);
    passed = report(run, seconds, api, stored);
  } finally {
    await server.stop();
  }
} finally {
  await database.dispose();
}
process.exitCode = passed ? 0 : 1;
