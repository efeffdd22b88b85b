/**
 * Crash safety (DESIGN.md §8): after `kill -9` during writes the database passes its
 * integrity check and every acknowledged write is there.
 *
 *   npx tsx bench/crash.ts [sqlite|postgres]
 *
 * The real server runs in its own process on a fresh SQLite file or a throwaway PostgreSQL
 * cluster. In each round a few signed-in users stream new sentences, and every id the API
 * acknowledged (201) is recorded; a moment into the stream the server gets SIGKILL. It is
 * restarted on the same database, which must pass its check (SQLite: PRAGMA
 * integrity_check on the file; PostgreSQL: every table readable), and every sentence
 * acknowledged in this round or any earlier one must be there, with its text, through the
 * API and in the database. Requests in flight at the kill got no answer: they may or may
 * not have been stored, and are only counted. Exits 1 on any loss or failed check.
 */

import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import {
  ApiClient,
  benchDatabase,
  listAll,
  requireDatabaseKind,
  rowsInDatabase,
  startServer,
  type ServerProcess,
} from './server-process';
import { sentenceResource } from '../src/contract/sentences';

const KIND = requireDatabaseKind(process.argv[2]);
const ROUNDS = 5;
const USERS = 4;
const WRITERS_PER_USER = 2;
const SENTENCES = sentenceResource.url;

/** The sentences the API acknowledged over every round (id → text), and the writes that got no answer. */
interface Ledger {
  acknowledged: Map<number, string>;
  unanswered: string[];
  /** Answers that were neither a 201 nor the network error of the kill. */
  unexpected: string[];
}

type Client = ApiClient & { userId: number };

/** One writer: posts sentences one after another until the server stops answering. */
async function streamWrites(ledger: Ledger, client: Client, name: string): Promise<void> {
  for (let n = 1; ; n += 1) {
    const sentence = `Nictlālia ${name}-${n} in amatl.`;
    const response = await client.request('POST', SENTENCES, { sentence });
    if (response.status === 201) {
      ledger.acknowledged.set(response.body.id, sentence);
    } else if (response.status === 0) {
      ledger.unanswered.push(sentence);
      return;
    } else {
      ledger.unexpected.push(`${response.status} ${JSON.stringify(response.body)}`);
    }
  }
}

/** Kills the server once the round's writes are flowing: after its first acknowledgement and a varying pause. */
async function killMidStream(server: ServerProcess, ledger: Ledger, round: number): Promise<void> {
  const before = ledger.acknowledged.size;
  while (ledger.acknowledged.size === before) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 300 + ((round * 397) % 1200)));
  await server.kill();
}

/**
 * The database after the restart: SQLite's integrity check of the file, or on PostgreSQL
 * (whose own recovery is not what is tested here) every table read through. Returns a
 * problem, or null, and the row count.
 */
async function checkDatabase(databaseUrl: string): Promise<{ problem: string | null; rows: number }> {
  let problem: string | null = null;
  if (KIND === 'sqlite') {
    const file = new SQLite(databaseUrl.slice('sqlite:'.length), { fileMustExist: true, timeout: 10_000 });
    const result = file.pragma('integrity_check', { simple: true });
    file.close();
    if (result !== 'ok') problem = `integrity_check: ${String(result)}`;
  }
  const db = openDatabase(databaseUrl);
  try {
    let rows = 0;
    for (const table of await db.kysely.introspection.getTables()) {
      const { count } = (
        await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(db.kysely)
      ).rows[0]!;
      rows += Number(count);
    }
    return { problem, rows };
  } catch (error) {
    return { problem: `reading the tables: ${(error as Error).message}`, rows: 0 };
  } finally {
    await db.close();
  }
}

/** How many acknowledged sentences are stored with their text, through the API and in the database; and how many unanswered ones were stored anyway. */
async function countFound(
  databaseUrl: string,
  ledger: Ledger,
  clients: Client[],
): Promise<{ api: number; database: number; unansweredStored: number }> {
  const listed = (
    await Promise.all(clients.map((c) => listAll(clients[0]!, `${SENTENCES}?owner=${c.userId}&page_size=200`)))
  ).flat();
  const viaApi = new Map(listed.map((item) => [item.id as number, item.sentence as string]));
  const stored = await rowsInDatabase(databaseUrl, 'nahuatl_sentence', [...ledger.acknowledged.keys()]);
  const texts = new Set(viaApi.values());
  const found = (source: Map<number, unknown>, text: (row: any) => string) =>
    [...ledger.acknowledged].filter(([id, sentence]) => source.has(id) && text(source.get(id)) === sentence).length;
  return {
    api: found(viaApi, (row) => row),
    database: found(stored, (row) => row.sentence),
    unansweredStored: ledger.unanswered.filter((sentence) => texts.has(sentence)).length,
  };
}

const database = await benchDatabase(KIND);
let passed = true;
try {
  let server = await startServer(database.url);
  try {
    const clients = await Promise.all(
      Array.from({ length: USERS }, (_, i) => ApiClient.signUp(server.origin, `crash${i + 1}`)),
    );
    const ledger: Ledger = { acknowledged: new Map(), unanswered: [], unexpected: [] };
    console.log(
      `${KIND === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${ROUNDS} rounds of kill -9 during writes from ${USERS * WRITERS_PER_USER} writers`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = ledger.acknowledged.size;
      const writers = clients.flatMap((client, u) =>
        Array.from({ length: WRITERS_PER_USER }, (_, w) => streamWrites(ledger, client, `r${round}u${u + 1}w${w + 1}`)),
      );
      await killMidStream(server, ledger, round);
      await Promise.all(writers);
      server = await startServer(database.url, { port: server.port });
      const check = await checkDatabase(database.url);
      const found = await countFound(database.url, ledger, clients);
      const total = ledger.acknowledged.size;
      const ok = check.problem === null && found.api === total && found.database === total;
      passed &&= ok;
      console.log(
        `round ${round}: ${total - before} writes acknowledged (${total} so far), ${ledger.unanswered.length} unanswered so far (${found.unansweredStored} of them stored); ` +
          `${check.problem ?? (KIND === 'sqlite' ? 'integrity_check ok' : 'every table readable')}, ${check.rows} rows; ` +
          `found through the API ${found.api} of ${total}, in the database ${found.database} of ${total}${ok ? '' : '  <-- FAILED'}`,
      );
    }
    if (ledger.unexpected.length > 0) {
      passed = false;
      console.log(`unexpected answers: ${ledger.unexpected.length}, e.g. ${ledger.unexpected.slice(0, 3).join('; ')}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.dispose();
}
console.log(passed ? 'no acknowledged write lost' : 'FAILED');
process.exitCode = passed ? 0 : 1;
