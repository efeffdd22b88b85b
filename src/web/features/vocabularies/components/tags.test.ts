import { describe, expect, it } from 'vitest';
import { matchesTagFilter, tagsInUse } from './tags';

describe('matchesTagFilter', () => {
  it.each([
    [['beginner', 'verbs'], '', true],
    [['beginner', 'verbs'], '   ', true],
    [['beginner', 'verbs'], 'verbs', true],
    [['beginner', 'verbs'], 'VERB', true],
    [['beginner', 'verbs'], ' verbs ', true],
    [['beginner', 'food'], 'verbs', false],
    [[], 'verbs', false],
    [['nāhuatl'], 'nahuatl', true],
    [['nahuatl'], 'NĀHUATL', true],
    [['beginner', 'verbs'], 'beginner, verbs', true],
    [['beginner', 'food'], 'beginner, verbs', false],
    [['beginner'], 'beginner,,', true],
  ])('%j with filter %j: %s', (tags, filter, expected) => {
    expect(matchesTagFilter(tags, filter)).toBe(expected);
  });
});

describe('tagsInUse', () => {
  it('lists each tag once, ignoring case and macrons, in alphabetical order', () => {
    expect(tagsInUse([{ tags: ['verbs', 'Beginner'] }, { tags: ['beginner', 'ātl'] }, { tags: [] }])).toEqual([
      'ātl',
      'Beginner',
      'verbs',
    ]);
  });
});
