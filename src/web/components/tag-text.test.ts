import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { formatTags, parseTags, withTagsTogether } from './tag-text';

describe('parseTags and formatTags', () => {
  it('splits on commas, trims, and drops blanks and repeats', () => {
    expect(parseTags(' verbs, beginner ,, Verbs, ātl, atl ,')).toEqual(['verbs', 'beginner', 'ātl']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('round-trips', () => {
    expect(parseTags(formatTags(['verbs', 'motion']))).toEqual(['verbs', 'motion']);
  });
});

describe('withTagsTogether', () => {
  it('puts the messages about single tags under the one Tags field, once each', () => {
    const error = new ApiError('Bad request', 400, null, {
      'tags.0': ['A tag has at most 50 characters.'],
      'tags.2': ['A tag has at most 50 characters.'],
      title: ['This field may not be blank.'],
    });
    expect((withTagsTogether(error) as ApiError).fieldErrors).toEqual({
      tags: ['A tag has at most 50 characters.'],
      title: ['This field may not be blank.'],
    });
  });
});
