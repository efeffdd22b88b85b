/**
 * Slow clients against the real server (issue 49, decision 078): attackers open connections from
 * one address (127.0.0.2) and send a log-in whose body trickles in, one byte every few seconds,
 * as the audit's did. Meanwhile an ordinary visitor (127.0.0.1) reads a small list, one request
 * after another. The same visitor reads the bare node:http server of the same run, before and
 * during the attack: the machine is shared, so the app's figures mean something beside it.
 *
 *   npx tsx bench/slow-clients.ts [attackers=3000] [seconds=20] [requestTimeout=10]
 *   npm run bench:slow-clients
 *
 * `requestTimeout` is the server's REQUEST_TIMEOUT_SECONDS for the run (60 by default in
 * production: a shorter one keeps the bench short; the mechanism is the same). The report: the
 * visitor's latencies (p50, p99, failures) on the app and on bare node, before and during; how
 * many attack connections the server closed at once (the cap per address), how many by the
 * request timeout, and how many were still open at the end.
 */

import { execFileSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { benchDatabase, startBareServer, startServer } from './server-process';
import { percentile } from './stats';

const attackers = Number(process.argv[2] ?? 3000);
const seconds = Number(process.argv[3] ?? 20);
const requestTimeout = Number(process.argv[4] ?? 10);

/** An ordinary visitor's reads for `ms`, one after another: their latencies and failures. */
async function visitor(
  url: string,
  ms: number,
): Promise<{ p50: number; p99: number; failures: number; count: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures, count: latencies.length };
}

/** One attacker: connects from 127.0.0.2 and trickles a log-in's body; resolves how its connection ended. */
function attacker(port: number, opened: number): { socket: Socket; ended: Promise<number> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
  const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  socket.on('error', () => undefined);
  // Read what the server sends (its 408): a paused socket never hears the server close it.
  socket.resume();
  let trickle: ReturnType<typeof setInterval> | undefined;
  socket.once('connect', () => {
    socket.write(
      'POST /accounts/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    trickle = setInterval(() => socket.writable && socket.write('{'), 5_000);
  });
  socket.once('close', () => clearInterval(trickle));
  return { socket, ended };
}

const row = (name: string, figures: Awaited<ReturnType<typeof visitor>>) =>
  `${name.padEnd(28)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms  ${figures.count} reads, ${figures.failures} failed`;

const database = await benchDatabase('sqlite');
const server = await startServer(database.url, {
  env: { REQUEST_TIMEOUT_SECONDS: String(requestTimeout), LOG_LEVEL: 'error' },
});
const bare = await startBareServer();
const read = `${server.origin}/utoaztecan/api/vocabulary/count/`;
try {
  console.log(`${attackers} slow log-ins from 127.0.0.2 for ${seconds} s; REQUEST_TIMEOUT_SECONDS=${requestTimeout}`);
  console.log(row('bare node:http, before', await visitor(`${bare.origin}/`, 3_000)));
  console.log(row('app, before', await visitor(read, 3_000)));

  const opened = Date.now();
  const attack = Array.from({ length: attackers }, () => attacker(server.port, opened));
  const closedAt: number[] = [];
  for (const { ended } of attack) void ended.then((ms) => closedAt.push(ms));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  console.log(row('app, during', await visitor(read, ((seconds - 1) * 1000) / 2)));
  console.log(row('bare node:http, during', await visitor(`${bare.origin}/`, ((seconds - 1) * 1000) / 2)));

  // The request timeout is checked every quarter of it: a connection past it closes within 1.25 times it.
  const due = requestTimeout * 1250;
  const within = (from: number, to: number) => closedAt.filter((ms) => ms >= from && ms < to).length;
  console.log(
    `attack connections: ${attackers} opened; closed within 3 s (the cap per address, and the queue of connects): ${within(0, 3_000)}; ` +
      `by the request timeout (3 s to ${(due / 1000).toFixed(1)} s): ${within(3_000, due)}; later: ${within(due, Infinity)}; ` +
      `still open after ${seconds} s: ${attackers - closedAt.length}`,
  );
  // What the server still holds, as the kernel sees it: its established connections from 127.0.0.2.
  const held = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${server.port} and dst 127.0.0.2 )`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line.trim() !== '').length;
  console.log(`the server's side: ${held} connections from 127.0.0.2 still established after ${seconds} s`);
  for (const { socket } of attack) socket.destroy();
} finally {
  bare.child.kill('SIGTERM');
  await server.stop();
  await database.dispose();
}
