import type { Locale } from '../../../contract/locales';
import type { Alphabet } from '../../../contract/accounts';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { usernameSkeleton } from './skeleton';

export { usernameSkeleton } from './skeleton';

/** The fields a new account starts with. */
export interface NewUser {
  username: string;
  first_name?: string;
  email?: string;
  password_hash: string | null;
  is_staff?: boolean;
}

/** The fields of an account its owner may change. */
export interface UserChanges {
  username?: string;
  first_name?: string;
  email?: string;
  password_hash?: string | null;
  is_staff?: boolean;
  language?: Locale | null;
  alphabet?: Alphabet | null;
}

/**
 * Usernames are unique whatever their case, accents or compatibility forms: `Ana`, `ana`,
 * `ａｎａ` and `𝐚𝐧𝐚` are one account (NFKC first, as Django normalises usernames).
 */
export const usernameKey = (username: string) => foldNahuatl(username.normalize('NFKC'));

/** All SQL for the `app_user` table. */
export function userRepository(db: Db) {
  const { kysely } = db;
  const columns = [
    'id', 'username', 'username_key', 'username_skeleton', 'first_name', 'email', 'password_hash', 'is_staff', 'is_active', 'date_joined',
    'language', 'alphabet',
  ] as const;
  return {
    getById(id: number): Promise<UserRow | undefined> {
      return kysely.selectFrom('app_user').select(columns).where('id', '=', id).executeTakeFirst();
    },

    getByUsername(username: string): Promise<UserRow | undefined> {
      return kysely.selectFrom('app_user').select(columns).where('username_key', '=', usernameKey(username)).executeTakeFirst();
    },

    /** The account whose name looks like `username` (the same confusable skeleton), if any. */
    getLookAlike(username: string): Promise<UserRow | undefined> {
      return kysely.selectFrom('app_user').select(columns).where('username_skeleton', '=', usernameSkeleton(username)).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await kysely.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(user: NewUser): Promise<UserRow> {
      return kysely
        .insertInto('app_user')
        .values({
          username: user.username,
          username_key: usernameKey(user.username),
          username_skeleton: usernameSkeleton(user.username),
          first_name: user.first_name ?? '',
          email: user.email ?? '',
          password_hash: user.password_hash,
          is_staff: user.is_staff ?? false,
          is_active: true,
          date_joined: new Date().toISOString(),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /**
     * Changes an account. A new username brings its key and skeleton, except that an account
     * migration 019 found looking like an older one (a null skeleton) keeps it null while its
     * new name still looks like its old one: it may change case, but not take the older's place.
     */
    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      let skeleton: { username_skeleton?: string } = {};
      if (changes.username !== undefined) {
        const next = usernameSkeleton(changes.username);
        const current = await this.getById(id);
        const keepsNull = current !== undefined && current.username_skeleton === null && usernameSkeleton(current.username) === next;
        if (!keepsNull) skeleton = { username_skeleton: next };
      }
      const values = {
        ...changes,
        ...(changes.username !== undefined ? { username_key: usernameKey(changes.username) } : {}),
        ...skeleton,
      };
      if (Object.keys(values).length === 0) return this.getById(id);
      return kysely.updateTable('app_user').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
