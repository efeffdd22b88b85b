import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The window over which failed logins are counted. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The login limit (decision 037): one username tried from one address may have this many
 * failures checked in a window, then that pair is refused. A username and an address are
 * only ever slowed down (see {@link loginSlowdownMs}), so a stranger guessing at `admin`
 * cannot keep its owner, at another address, from signing in with the right password.
 */
export const ADDRESS_SLOWDOWN_FACTOR = 3;
/** The wait before a password is checked once a username or an address is over its failures. */
export const LOGIN_SLOWDOWN_BASE_MS = 500;
export const LOGIN_SLOWDOWN_MAX_MS = 8000;

/**
 * How long to wait before checking a password, given the failures already counted in the
 * window for its username (from every address) and for its address (on every username):
 * nothing below `limit` for the username and three times that for the address, then half a
 * second, doubled for each further `limit` failures, up to eight seconds. Every attempt
 * waits alike, right or wrong, so the wait tells nothing about the password.
 */
export function loginSlowdownMs(usernameFailures: number, addressFailures: number, limit: number): number {
  const over = Math.max(usernameFailures - limit, addressFailures - ADDRESS_SLOWDOWN_FACTOR * limit);
  if (over < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_BASE_MS * 2 ** Math.floor(over / limit));
}

/**
 * All SQL for the `login_failure` table, the memory of the login rate limit. Every
 * attempt is recorded *before* its password is checked (a reservation), and a success
 * takes only its own reservation back, so however many attempts arrive at once no more
 * than the limit are ever checked in a window for one username and address pair.
 */
export function loginFailureRepository(db: Db) {
  const { kysely, dialect } = db;
  return {
    /**
     * Records an attempt if this username and address pair is under `perPair` failures, in
     * one atomic step: the id of the reservation, or null when the attempt must be refused.
     * SQLite runs the single INSERT … SELECT under its write lock; PostgreSQL serialises
     * attempts on the same pair with a transaction-scoped advisory lock.
     */
    async reserve(usernameKey: string, ip: string, perPair: number, now = new Date()): Promise<number | null> {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      return kysely.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(hashtext(${`login-pair:${JSON.stringify([usernameKey, ip])}`}))`.execute(trx);
        }
        // PostgreSQL types a bare parameter in a select list as text, so the time is cast.
        const at = dialect === 'postgres' ? sql`cast(${now.toISOString()} as timestamptz)` : sql`${now.toISOString()}`;
        const row = await sql<{ id: number }>`
          insert into login_failure (username_key, ip, at)
          select cast(${usernameKey} as text), cast(${ip} as text), ${at}
          where (select count(*) from login_failure where username_key = ${usernameKey} and ip = ${ip} and at > ${since}) < ${perPair}
          returning id`.execute(trx);
        return row.rows[0]?.id ?? null;
      });
    },

    /** Takes back the reservation of an attempt that succeeded. */
    async release(id: number): Promise<void> {
      await kysely.deleteFrom('login_failure').where('id', '=', id).execute();
    },

    /**
     * Failures (and reservations) in the window for this username from every address, for this
     * address on every username, and for the pair, with when the pair's oldest counted one was.
     */
    async recent(usernameKey: string, ip: string, now = new Date()) {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      const row = await kysely
        .selectFrom('login_failure')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('username_key', '=', usernameKey).then(1).else(0).end()).as('by_username'),
          eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('by_ip'),
          eb.fn.min<string | Date>(eb.case().when(eb.and([eb('username_key', '=', usernameKey), eb('ip', '=', ip)])).then(eb.ref('at')).end()).as('pair_oldest'),
        ])
        .where('at', '>', since)
        .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('ip', '=', ip)]))
        .executeTakeFirstOrThrow();
      return {
        byUsername: Number(row.by_username ?? 0),
        byIp: Number(row.by_ip ?? 0),
        pairOldest: row.pair_oldest ? new Date(row.pair_oldest) : null,
      };
    },

    /** Forgets attempts older than the window, so the table does not grow without bound. */
    async removeExpired(now = new Date()): Promise<void> {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      await kysely.deleteFrom('login_failure').where('at', '<=', since).execute();
    },
  };
}

export type LoginFailureRepository = ReturnType<typeof loginFailureRepository>;
