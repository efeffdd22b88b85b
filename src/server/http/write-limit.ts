import type { FastifyInstance } from 'fastify';
import type { WriteCountRepository } from '../db/write-counts';
import { errors } from './errors';

/** The write limit's window: a fixed minute, as its settings are per minute. */
export const WRITE_WINDOW_MS = 60_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many writes a signed-in user, and an address whoever sends them, may send in a minute. */
export interface WriteLimits {
  perUser: number;
  perAddress: number;
}

/**
 * Limits writes per signed-in user and per address (decision 037): every POST, PUT, PATCH and
 * DELETE but those to `exempt` addresses (log-in and log-out, which have their own rules) is
 * counted in a fixed minute, and one over either limit is refused with a 429 and Retry-After
 * before its body is read, so it changes nothing. A bulk request counts once. Runs after the
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
    const addressKey = `address:${request.ip}`;
    const userKey = request.user ? `user:${request.user.id}` : null;
    const count = async () => {
      const after = await counts.count(userKey ? [addressKey, userKey] : [addressKey], minute);
      if (minute > swept) {
        swept = minute;
        await counts.removeExpired(minute);
      }
      const over =
        (after.get(addressKey) ?? 0) > limits.perAddress || (userKey !== null && (after.get(userKey) ?? 0) > limits.perUser);
      if (over) throw errors.throttled(Math.max(1, Math.ceil(((minute + 1) * WRITE_WINDOW_MS - now) / 1000)));
    };
    count().then(() => done(), (error: Error) => done(error));
  });
}
