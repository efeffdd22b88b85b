import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/**
 * Caps the connections one address holds at once (issue 49): past `cap`, a new connection from
 * it is closed before it is read, so one client cannot take the file descriptors every visitor
 * needs. Behind a reverse proxy every connection is the proxy's: raise the cap, or set 0 (none).
 */
export function limitConnectionsPerAddress(server: Server, cap: number): void {
  if (cap === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= cap) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** The work one turn of the event loop begins before libuv may accept a connection again. */
const TURN_BUDGET_MS = 5;

/** What a request is taken to cost before any has been answered. */
const FIRST_COST_MS = 1;

/**
 * Requests begin in the order they came, about {@link TURN_BUDGET_MS} of work a turn of the
 * event loop (decision 084). Since Node 20, libuv accepts one new connection per turn; on
 * SQLite a turn that began every request read at once ran all their queries, 50 requests' work,
 * so under load a new connection waited 50 turns of 50 requests each: seconds.
 *
 * A request's work is mostly not done when it begins: its queries run in a later step (the
 * version read of the phase batch, a PostgreSQL answer). So a turn cannot time the requests it
 * begins; it begins as many as fit the budget at what a request has cost lately: the event
 * loop's busy time between two turns over the requests answered in it, averaged. About two
 * searches a turn, or dozens of cached answers: at 2 ms a turn (one search) the turns' own cost
 * took a third of the throughput, at 8 ms the first answers on 50 new connections waited 0.4 s.
 */
export function beginInTurns(app: FastifyInstance): void {
  const waiting: Array<() => void> = [];
  let turnAsked = false;
  let answered = 0;
  let costMs = FIRST_COST_MS;
  let since = performance.eventLoopUtilization();
  // An immediate asked from an immediate runs in the next turn, after libuv's poll of the sockets.
  const beginSome = () => {
    const now = performance.eventLoopUtilization();
    if (answered > 0) costMs = 0.7 * costMs + (0.3 * performance.eventLoopUtilization(now, since).active) / answered;
    since = now;
    answered = 0;
    for (let n = Math.max(1, Math.floor(TURN_BUDGET_MS / costMs)); n > 0 && waiting.length > 0; n--) waiting.shift()!();
    turnAsked = waiting.length > 0;
    if (turnAsked) setImmediate(beginSome);
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (!turnAsked) {
      turnAsked = true;
      setImmediate(beginSome);
    }
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    answered++;
    done();
  });
}
