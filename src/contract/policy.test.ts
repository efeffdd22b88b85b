import { describe, expect, it } from 'vitest';
import { can, refusal, STAFF_ONLY, type Action, type Guarded, type Viewer } from './policy';
import { guardOf } from './resource';
import { entryResource } from './entries';
import { sentenceResource } from './sentences';

const ana: Viewer = { id: 2, is_staff: false };
const beto: Viewer = { id: 3, is_staff: false };
const staff: Viewer = { id: 1, is_staff: true };

const shared: Guarded = { owner: 2, share: true };
const hidden: Guarded = { owner: 2, share: false };
// A recording waiting for staff (decision 086): ana added it, beto is its speaker.
const pending: Guarded = { owner: 2, share: false, moderated: true, alsoOwnedBy: 3 };
const carol: Viewer = { id: 4, is_staff: false };

describe('the one permission rule', () => {
  it.each<[string, Viewer | null, Action, Guarded, ReturnType<typeof refusal>]>([
    ['a guest reads a shared record', null, 'read', shared, null],
    ['a guest may not see an unshared one', null, 'read', hidden, 'not-found'],
    ['its owner sees it', ana, 'read', hidden, null],
    ['a guest may not create', null, 'create', {}, 'not-authenticated'],
    ['a signed-in user creates', beto, 'create', {}, null],
    ['the owner changes their record', ana, 'update', shared, null],
    ['another user may not', beto, 'update', shared, 'denied'],
    ['nor delete it', beto, 'delete', shared, 'denied'],
    ['to another user an unshared record is not there', beto, 'delete', hidden, 'not-found'],
    ['staff do not change what is not theirs', staff, 'update', shared, 'denied'],
    ['the dictionary is staff’s to change', staff, 'update', STAFF_ONLY, null],
    ['and no one else’s', ana, 'update', STAFF_ONLY, 'denied'],
    ['staff alone feature a record', staff, 'feature', shared, null],
    ['its owner may not feature it', ana, 'feature', shared, 'denied'],
    ['staff see what waits for them', staff, 'read', pending, null],
    ['so does the speaker heard in it', beto, 'read', pending, null],
    ['but not another user', carol, 'read', pending, 'not-found'],
    ['staff moderate it', staff, 'moderate', pending, null],
    ['its owner may not', ana, 'moderate', pending, 'denied'],
    ['nor anyone who cannot see it', carol, 'moderate', pending, 'not-found'],
    ['staff may take it down', staff, 'delete', pending, null],
    ['so may its speaker', beto, 'delete', pending, null],
    ['and its owner', ana, 'delete', pending, null],
    ['but its speaker may not change it', beto, 'update', pending, 'denied'],
    ['nor staff', staff, 'update', pending, 'denied'],
    ['staff see no hidden record they do not moderate', staff, 'read', hidden, 'not-found'],
  ])('%s', (_case, viewer, action, record, expected) => {
    expect(refusal(viewer, action, record)).toBe(expected);
    expect(can(viewer, action, record)).toBe(expected === null);
  });

  it('reads a wire record’s owner and visibility as its contract names them', () => {
    expect(guardOf(sentenceResource, { owner: 2, share: false })).toEqual({ owner: 2, share: false });
    // A blog entry's owner is its `author`, and it is public once published.
    expect(guardOf(entryResource, { author: 2, is_published: false })).toEqual({ owner: 2, share: false });
    expect(can(beto, 'read', guardOf(entryResource, { author: 2, is_published: false }))).toBe(false);
    expect(can(ana, 'update', guardOf(entryResource, { author: 2, is_published: true }))).toBe(true);
  });
});
