import type { CurrentUser } from '../../../contract/users';
import type { UserRow } from '../../db/tables';
import type { SessionUser } from '../../http/session-store';

/** A user on the wire (always the signed-in one): never the password hash or the folded key. */
export function presentUser(row: UserRow | SessionUser): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    email: row.email,
    is_staff: Boolean(row.is_staff),
    language: row.language,
    alphabet: row.alphabet,
  };
}
