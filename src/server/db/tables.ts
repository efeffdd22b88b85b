import type { ColumnType, Generated, Selectable } from 'kysely';

/** SQLite stores booleans as 0/1; PostgreSQL as true/false. Presenters read both. */
export type Flag = ColumnType<boolean | number, boolean, boolean>;
/** ISO-8601 text on SQLite, timestamptz on PostgreSQL; written as ISO strings. */
export type Timestamp = ColumnType<string | Date, string, string>;

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** Folded username: uniqueness is case-insensitive, as users expect. */
  username_key: string;
  first_name: string;
  email: string;
  /** null means no usable password (the seed's staff account until `npm run createuser`). */
  password_hash: string | null;
  is_staff: Flag;
  is_active: Flag;
  date_joined: Timestamp;
}

export interface SessionTable {
  /** sha256 of the cookie value, so a copy of the database does not hand out sessions. */
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username_key: string;
  ip: string;
  at: Timestamp;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** Every table the app owns, as Kysely sees them. */
export interface Database {
  app_user: UserTable;
  app_session: SessionTable;
  login_failure: LoginFailureTable;
  app_setting: SettingTable;
}

export type UserRow = Selectable<UserTable>;
