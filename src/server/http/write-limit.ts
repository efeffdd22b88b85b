import type { FastifyInstance } from 'fastify';
import type { WriteCount, WriteCountRepository } from '../db/write-counts';
import { errors } from './errors';

/** The write limit's window: a minute, as its settings are per minute. */
export const WRITE_WINDOW_MS = 60_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many writes a signed-in user, and an address whoever sends them, may send in a minute. */
export interface WriteLimits {
  perUser: number;
  perAddress: number;
}

/**
 * The writes of the minute that ends now, estimated from two counted minutes (a sliding
 * window counter): all of this minute's, and of the minute before the share still inside the
 * window, as if its writes had been spread evenly. A burst across a minute's edge is counted
 * whole, not reset (issue 49); the counts stay two rows per key, shared by every instance.
 */
export function writesInWindow(count: WriteCount, now: number): number {
  const elapsed = (now % WRITE_WINDOW_MS) / WRITE_WINDOW_MS;
  return count.previous * (1 - elapsed) + count.hits;
}

/**
 * Milliseconds from `now` until one more write of a key with `count` (its refused write taken
 * back) fits in `limit`, if it writes nothing meanwhile.
 */
export function waitUntilAllowed(count: WriteCount, limit: number, now: number): number {
  const minuteStart = now - (now % WRITE_WINDOW_MS);
  // One more fits when the window's share of the earlier minute falls to `room`.
  const when = (start: number, earlier: number, room: number) =>
    room >= earlier ? start : start + WRITE_WINDOW_MS * (1 - Math.max(0, room) / earlier);
  const at =
    count.hits + 1 <= limit
      ? when(minuteStart, count.previous, limit - count.hits - 1)
      : when(minuteStart + WRITE_WINDOW_MS, count.hits, limit - 1);
  return Math.max(0, at - now);
}

/**
 * Limits writes per signed-in user and per address (decision 037): every POST, PUT, PATCH and
 * DELETE but those to `exempt` addresses (log-in and log-out, which have their own rules) is
 * counted in a sliding minute (`writesInWindow`), and one over either limit is refused with a
 * 429 and Retry-After before its body is read, so it changes nothing and is not counted. A bulk request counts once. Runs after the
 * session hook (it needs the user) and the CSRF check (a forged write is not counted).
 */
export function installWriteLimit(
  app: FastifyInstance,
  counts: WriteCountRepository,
  limits: WriteLimits,
  exempt: readonly string[],
): void {
  const exemptUrls = new Set(exempt);
  // The last minute this process swept; each process sweeps once a minute, after a write.
  let swept = 0;
  // A callback hook, not an async one: a read costs no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!WRITES.has(request.method) || exemptUrls.has(request.routeOptions.url ?? '')) {
      done();
      return;
    }
    const now = Date.now();
    const minute = Math.floor(now / WRITE_WINDOW_MS);
    const limited: Array<[key: string, limit: number]> = [[`address:${request.ip}`, limits.perAddress]];
    if (request.user) limited.push([`user:${request.user.id}`, limits.perUser]);
    const keys = limited.map(([key]) => key);
    const count = async () => {
      const after = await counts.count(keys, minute);
      if (minute > swept) {
        swept = minute;
        // The window reaches back into the minute before this one.
        await counts.removeExpired(minute - 1);
      }
      // For each key over its limit, how long until one more write of it fits.
      const waits = limited.flatMap(([key, limit]) => {
        const counted = after.get(key);
        if (!counted || writesInWindow(counted, now) <= limit) return [];
        return [waitUntilAllowed({ ...counted, hits: counted.hits - 1 }, limit, now)];
      });
      if (waits.length > 0) {
        await counts.uncount(keys, minute);
        throw errors.throttled(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
      }
    };
    count().then(() => done(), (error: Error) => done(error));
  });
}
