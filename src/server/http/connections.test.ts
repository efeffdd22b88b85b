import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { beginInTurns } from './connections';

// Decision 084: under load, a visitor's new connection waited seconds to be accepted (Node
// accepts one connection a turn of the event loop, and a turn ran every waiting request).

/** How long one request's work holds the event loop, as a search's queries do on SQLite. */
const WORK_MS = 10;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A server whose one route holds the event loop {@link WORK_MS}, with or without turn-taking.
 * The work comes after a later step of the event loop, as a SQLite query does after the version
 * read the requests of a phase share: a turn cannot time what it begins.
 */
async function busyServer(takingTurns: boolean): Promise<string> {
  app = Fastify();
  if (takingTurns) beginInTurns(app);
  app.get('/', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const until = performance.now() + WORK_MS;
    while (performance.now() < until);
    return 'done';
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
}

/** One GET through `agent`; resolves with its milliseconds, from asking to the whole answer. */
function timedGet(url: string, agent: Agent): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - start));
    }).on('error', reject);
  });
}

/**
 * 20 visitors asking one request after another on kept connections, and meanwhile 10 new
 * visitors: the milliseconds of each new visitor's first answer (its connection's accepting included).
 */
async function newVisitorsUnderLoad(url: string): Promise<number[]> {
  const kept = new Agent({ keepAlive: true, maxSockets: 20 });
  let loading = true;
  const load = Array.from({ length: 20 }, async () => {
    while (loading) await timedGet(url, kept);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const newcomers = await Promise.all(Array.from({ length: 10 }, () => timedGet(url, new Agent())));
  loading = false;
  await Promise.all(load);
  kept.destroy();
  return newcomers;
}

describe('requests under load', { timeout: 20_000 }, () => {
  it('answers a new connection in about the time of the requests already waiting', async () => {
    // 30 requests of 10 ms ahead of the last newcomer at most: a third of a second.
    const waits = await newVisitorsUnderLoad(await busyServer(true));
    expect(Math.max(...waits)).toBeLessThan(1_000);
  });

  it('left out, a new connection waits a turn of every waiting request for each connection before it', async () => {
    // The same server without turn-taking: the measure above can fail.
    const waits = await newVisitorsUnderLoad(await busyServer(false));
    expect(Math.max(...waits)).toBeGreaterThan(1_000);
  });
});
