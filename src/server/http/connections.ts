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
const TURN_BUDGET_MS = 2;

/**
 * Requests begin in the order they came, about {@link TURN_BUDGET_MS} of work a turn of the
 * event loop (decision 084). Since Node 20, libuv accepts one new connection per turn; on
 * SQLite a turn that began every request read at once ran all their queries, 50 requests' work,
 * so under load a new connection waited 50 turns of 50 requests each: seconds. A turn now
 * begins requests until about 2 ms of work is done (many cached answers, or one search), then
 * lets the next turn accept a connection and begin the rest.
 */
export function beginInTurns(app: FastifyInstance): void {
  const waiting: Array<() => void> = [];
  let turnAsked = false;
  // An immediate asked from an immediate runs in the next turn, after libuv's poll of the sockets.
  const beginSome = () => {
    const started = performance.now();
    do waiting.shift()?.();
    while (waiting.length > 0 && performance.now() - started < TURN_BUDGET_MS);
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
}
