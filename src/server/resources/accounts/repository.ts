import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The window over which failed logins are counted. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** How many login attempts one username and one address may have checked in a window. */
export interface LoginLimits {
  perUsername: number;
  perIp: number;
}

/**
 * All SQL for the `login_failure` table, the memory of the login rate limit. Every
 * attempt is recorded *before* its password is checked (a reservation), and a success
 * takes only its own reservation back, so however many attempts arrive at once no more
 * than the limit are ever checked in a window.
 */
export function loginFailureRepository(db: Db) {
  const { kysely, dialect } = db;
  return {
    /**
     * Records an attempt if this username and address are both under their limits, in one
     * atomic step: the id of the reservation, or null when the attempt must be refused.
     * SQLite runs the single INSERT … SELECT under its write lock; PostgreSQL serialises
     * attempts on the same username and address with transaction-scoped advisory locks.
     */
    async reserve(usernameKey: string, ip: string, limits: LoginLimits, now = new Date()): Promise<number | null> {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      return kysely.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          // One lock per key, taken in a fixed order so two attempts never wait on each other crosswise.
          for (const key of [`login-user:${usernameKey}`, `login-ip:${ip}`].sort()) {
            await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
          }
        }
        // PostgreSQL types a bare parameter in a select list as text, so the time is cast.
        const at = dialect === 'postgres' ? sql`cast(${now.toISOString()} as timestamptz)` : sql`${now.toISOString()}`;
        const row = await sql<{ id: number }>`
          insert into login_failure (username_key, ip, at)
          select cast(${usernameKey} as text), cast(${ip} as text), ${at}
          where (select count(*) from login_failure where username_key = ${usernameKey} and at > ${since}) < ${limits.perUsername}
            and (select count(*) from login_failure where ip = ${ip} and at > ${since}) < ${limits.perIp}
          returning id`.execute(trx);
        return row.rows[0]?.id ?? null;
      });
    },

    /** Takes back the reservation of an attempt that succeeded. */
    async release(id: number): Promise<void> {
      await kysely.deleteFrom('login_failure').where('id', '=', id).execute();
    },

    /** Failures in the window for this username and for this address, and when the oldest counted one was. */
    async recent(usernameKey: string, ip: string, now = new Date()) {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      const row = await kysely
        .selectFrom('login_failure')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('username_key', '=', usernameKey).then(1).else(0).end()).as('by_username'),
          eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('by_ip'),
          eb.fn.min<string | Date>('at').as('oldest'),
        ])
        .where('at', '>', since)
        .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('ip', '=', ip)]))
        .executeTakeFirstOrThrow();
      return {
        byUsername: Number(row.by_username ?? 0),
        byIp: Number(row.by_ip ?? 0),
        oldest: row.oldest ? new Date(row.oldest) : null,
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
