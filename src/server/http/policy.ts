import { errors } from './errors';
import type { SessionUser } from './session-store';

/** What a request wants to do with a record. */
export type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * What the policy needs to know of a record. `owner` is the owning user's id (for a
 * link, the owner of its parent); `share: false` hides it from everyone but its owner;
 * `staffOnly` marks the dictionary itself, which only staff may change.
 */
export interface Guarded {
  owner?: number | null;
  share?: boolean;
  staffOnly?: boolean;
}

/**
 * The one permission rule of the API (DESIGN.md §4): reads are open except unshared
 * records, which only their owner sees (others get a 404, as if it were not there);
 * creating needs a signed-in user (staff for the dictionary); changing or deleting
 * needs the owner (staff for the dictionary). Throws the error to answer with.
 */
export function authorize(user: SessionUser | null, action: Action, record: Guarded = {}): void {
  const isOwner = user !== null && record.owner != null && record.owner === user.id;
  if (action === 'read') {
    if (!canRead(user, record)) throw errors.notFound();
    return;
  }
  if (user === null) throw errors.notAuthenticated();
  if (record.staffOnly) {
    if (!user.is_staff) throw errors.permissionDenied();
    return;
  }
  if (action === 'create') return;
  if (record.share === false && !isOwner) throw errors.notFound();
  if (!isOwner) throw errors.permissionDenied();
}

/** Whether `user` may see `record`: anyone, unless it is unshared and not theirs. */
export function canRead(user: SessionUser | null, record: Guarded): boolean {
  return record.share !== false || (user !== null && record.owner != null && record.owner === user.id);
}
