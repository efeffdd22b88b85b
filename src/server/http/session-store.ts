import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../contract/locales';
import type { Alphabet } from '../../contract/accounts';
import type { Db } from '../db/database';
import { inKeyOrder, phaseBatch } from '../db/phase-batch';

/** How long a session lasts: two weeks, as Django's default. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  username: string;
  first_name: string;
  email: string;
  is_staff: boolean;
  /** Their stored interface language, which answers them when their browser has no `lang` cookie. */
  language: Locale | null;
  /** The alphabet they read Nahuatl in (decision 052). */
  alphabet: Alphabet | null;
}

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** All SQL for the `app_session` table. */
export function sessionStore(db: Db) {
  const { kysely } = db;
  const liveSessionUser = phaseBatch(async (hashes: readonly string[]) => {
    const rows = await kysely
      .selectFrom('app_session')
      .innerJoin('app_user', 'app_user.id', 'app_session.user_id')
      .select([
        'app_session.id_hash',
        'app_user.id',
        'app_user.username',
        'app_user.first_name',
        'app_user.email',
        'app_user.is_staff',
        'app_user.language',
        'app_user.alphabet',
      ])
      .where('app_session.id_hash', 'in', hashes)
      .where('app_session.expires_at', '>', new Date().toISOString())
      .where('app_user.is_active', '=', true)
      .execute();
    return inKeyOrder(hashes, rows, (row) => row.id_hash).map((row) => {
      if (row === undefined) return undefined;
      const { id_hash: _hash, ...user } = row;
      return user;
    });
  });
  return {
    /** Starts a session for `userId` and returns the secret id for the cookie. */
    async create(userId: number, now = new Date()): Promise<string> {
      const sessionId = randomBytes(32).toString('base64url');
      await kysely
        .insertInto('app_session')
        .values({
          id_hash: hashId(sessionId),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
        })
        .execute();
      return sessionId;
    },

    /**
     * The active user of a live session, or null. The sessions asked for in one event-loop
     * phase are read together (decision 049): one round trip for a burst of signed-in requests.
     */
    async findUser(sessionId: string): Promise<SessionUser | null> {
      const row = await liveSessionUser(hashId(sessionId));
      return row ? { ...row, is_staff: Boolean(row.is_staff) } : null;
    },

    async remove(sessionId: string): Promise<void> {
      await kysely.deleteFrom('app_session').where('id_hash', '=', hashId(sessionId)).execute();
    },

    /** Ends every session of a user (their password changed: whoever held a session must sign in again). */
    async removeAllFor(userId: number): Promise<void> {
      await kysely.deleteFrom('app_session').where('user_id', '=', userId).execute();
    },

    /** Drops expired sessions; called now and then so the table does not grow without bound. */
    async removeExpired(now = new Date()): Promise<void> {
      await kysely.deleteFrom('app_session').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
