/** Who asks: the signed-in user as the policy sees them; null for a guest. */
export interface Viewer {
  id: number;
  is_staff: boolean;
}

/**
 * What a request wants to do with a record. `feature` sets or clears a record's `featured`
 * flag; `moderate` approves or rejects what waits for staff (a recording).
 */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'feature' | 'moderate';

/**
 * What the policy needs to know of a record. `owner` is the owning user's id (for a
 * link, the owner of its parent); `share: false` hides it from everyone but its owner;
 * `staffOnly` marks what only staff may change (the dictionary itself, blog entries'
 * creation, a featured flag).
 */
export interface Guarded {
  owner?: number | null;
  share?: boolean;
  staffOnly?: boolean;
  /**
   * Staff moderate it (a recording, decision 086): they see it while it is hidden, and may
   * take it down as its owner may.
   */
  moderated?: boolean;
  /** Another user who sees it and may take it down as its owner may: the speaker heard in a recording. */
  alsoOwnedBy?: number | null;
}

/** Why the policy refuses: the record is not there for this viewer, they are a guest, or it is not theirs. */
export type Refusal = 'not-found' | 'not-authenticated' | 'denied';

const isOwner = (viewer: Viewer | null, record: Guarded) => viewer !== null && record.owner != null && record.owner === viewer.id;
const isAlsoOwner = (viewer: Viewer | null, record: Guarded) =>
  viewer !== null && record.alsoOwnedBy != null && record.alsoOwnedBy === viewer.id;
const moderates = (viewer: Viewer | null, record: Guarded) => record.moderated === true && viewer?.is_staff === true;

/**
 * The one permission rule of the API (DESIGN.md §4), or why it refuses: reads are open
 * except unshared records, which only their owner sees; creating needs a signed-in user;
 * changing or deleting needs the owner; what is staff-only (and featuring or moderating
 * anything) needs staff. What staff moderate they also see and may delete, and a record's
 * other owner (a recording's speaker) sees it and may delete it. The server answers a
 * refusal with its error; the web app hides the control.
 */
export function refusal(viewer: Viewer | null, action: Action, record: Guarded = {}): Refusal | null {
  const hidden = record.share === false && !isOwner(viewer, record) && !isAlsoOwner(viewer, record) && !moderates(viewer, record);
  if (action === 'read') return hidden ? 'not-found' : null;
  if (viewer === null) return 'not-authenticated';
  if (action === 'moderate') return hidden ? 'not-found' : viewer.is_staff ? null : 'denied';
  if (record.staffOnly || action === 'feature') return viewer.is_staff ? null : 'denied';
  if (action === 'create') return null;
  if (hidden) return 'not-found';
  if (action === 'delete' && (isAlsoOwner(viewer, record) || moderates(viewer, record))) return null;
  return isOwner(viewer, record) ? null : 'denied';
}

/** Whether `viewer` may do `action` to `record` (see {@link refusal}). */
export function can(viewer: Viewer | null, action: Action, record: Guarded = {}): boolean {
  return refusal(viewer, action, record) === null;
}

/** What only staff may do: change the dictionary, write blog entries, feature records. */
export const STAFF_ONLY: Guarded = { staffOnly: true };
