import type { User } from '../../../contract/users';
import type { UserRow } from '../../db/tables';
import type { SessionUser } from '../../http/session-store';

/** A user on the wire: never the password hash or the folded key. */
export function presentUser(row: UserRow | SessionUser): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    email: row.email,
    is_staff: Boolean(row.is_staff),
  };
}
