import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { savedOffline } from './saved-queries';

/** A query as the saved copy sees it: its key and the parts of its state that matter here. */
const query = (queryKey: unknown[], state: { status: 'success' | 'error' | 'pending'; data?: unknown; error?: unknown }) =>
  ({ queryKey, state }) as unknown as Pick<Query, 'queryKey' | 'state'>;

const unreachable = new ApiError('the server could not be reached', 0);

describe('what the saved copy keeps (issue 48)', () => {
  it('keeps the learner and their deck when asking again failed for want of a connection', () => {
    expect(savedOffline(query(['current-user'], { status: 'error', data: { id: 7 }, error: unreachable }))).toBe(true);
    expect(savedOffline(query(['review-deck', 'due'], { status: 'error', data: [{ id: 1 }], error: unreachable }))).toBe(true);
  });

  it('keeps a guest (null) as an answer, and nothing for a query never answered', () => {
    expect(savedOffline(query(['current-user'], { status: 'success', data: null }))).toBe(true);
    expect(savedOffline(query(['current-user'], { status: 'error', error: unreachable }))).toBe(false);
    expect(savedOffline(query(['current-user'], { status: 'pending' }))).toBe(false);
  });

  it('keeps only the learner’s own roots', () => {
    expect(savedOffline(query(['words', 'search', 'cochi'], { status: 'success', data: [] }))).toBe(false);
    expect(savedOffline(query(['entries', 'list', {}], { status: 'success', data: [] }))).toBe(false);
  });

  it('keeps the learner’s progress: its figures and settings', () => {
    expect(savedOffline(query(['review', 'stats'], { status: 'success', data: { streak: 2 } }))).toBe(true);
    expect(savedOffline(query(['review', 'settings'], { status: 'success', data: { daily_new: 20 } }))).toBe(true);
  });
});
