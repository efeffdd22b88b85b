import type { Db } from '../../db/database';

/** The window over which failed logins are counted. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** All SQL for the `login_failure` table, the memory of the login rate limit. */
export function loginFailureRepository(db: Db) {
  const { kysely } = db;
  return {
    async record(usernameKey: string, ip: string, now = new Date()): Promise<void> {
      await kysely.insertInto('login_failure').values({ username_key: usernameKey, ip, at: now.toISOString() }).execute();
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

    /** A successful login forgets that username's failures; old rows go at the same time. */
    async clear(usernameKey: string, now = new Date()): Promise<void> {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      await kysely
        .deleteFrom('login_failure')
        .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('at', '<=', since)]))
        .execute();
    },
  };
}

export type LoginFailureRepository = ReturnType<typeof loginFailureRepository>;
