import { describe, expect, it } from 'vitest';
import { fsrs, generatorParameters, Rating, createEmptyCard } from 'ts-fsrs';
import { addDays, answer, dayIn, endOfDay, memoryOf, newMemory, nextIntervals, schedulerFor } from './review-schedule';
import { cardAnswers, cardKey, proposedRating } from './api/review';

const NOON = new Date('2026-03-10T18:00:00.000Z'); // noon in Mexico City
const MINUTE = 60_000;

describe('the review schedule', () => {
  const scheduler = schedulerFor({ desired_retention: 0.9 });

  it('does not bring a new card answered Easy back the same day', () => {
    const { memory } = answer(newMemory(NOON), 'easy', NOON, scheduler);
    expect(new Date(memory.due).getTime()).toBeGreaterThan(endOfDay(dayIn(NOON, 'America/Mexico_City'), 'America/Mexico_City').getTime());
    expect(memory.state).toBe('review');
  });

  it('brings a new card answered Again back within minutes', () => {
    const { memory, log } = answer(newMemory(NOON), 'again', NOON, scheduler);
    const wait = new Date(memory.due).getTime() - NOON.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10 * MINUTE);
    expect(log).toMatchObject({ rating: 'again', state_before: 'new', state_after: 'learning', due_before: NOON.toISOString() });
  });

  it('gives every due date ts-fsrs gives for the learner’s retention', () => {
    for (const retention of [0.8, 0.9, 0.95]) {
      const ours = schedulerFor({ desired_retention: retention });
      const theirs = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
      let memory = newMemory(NOON);
      let card = createEmptyCard(NOON);
      let now = NOON;
      for (const [rating, grade] of [['good', Rating.Good], ['good', Rating.Good], ['again', Rating.Again], ['hard', Rating.Hard], ['easy', Rating.Easy]] as const) {
        memory = answer(memory, rating, now, ours).memory;
        card = theirs.next(card, now, grade).card;
        expect(memory.due).toBe(card.due.toISOString());
        expect(memory.stability).toBe(card.stability);
        now = new Date(card.due.getTime() + MINUTE);
      }
    }
  });

  it('shows the intervals the four ratings would give', () => {
    const intervals = nextIntervals(newMemory(NOON), NOON, scheduler);
    for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
      expect(intervals[rating]).toBe(new Date(answer(newMemory(NOON), rating, NOON, scheduler).memory.due).getTime() - NOON.getTime());
    }
    expect(intervals.again).toBeLessThan(intervals.easy);
  });

  it('counts days in the learner’s time zone', () => {
    expect(dayIn(new Date('2026-03-11T05:00:00Z'), 'America/Mexico_City')).toBe('2026-03-10');
    expect(dayIn(new Date('2026-03-11T05:00:00Z'), 'UTC')).toBe('2026-03-11');
    expect(endOfDay('2026-03-10', 'America/Mexico_City').toISOString()).toBe('2026-03-11T06:00:00.000Z');
    expect(endOfDay('2026-03-10', 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('a card’s memory', () => {
  const scheduler = schedulerFor({ desired_retention: 0.9 });

  it('is the same whether the card is on the wire, in a guest’s deck or a stored row, and holds nothing else', () => {
    const { memory } = answer(newMemory(NOON), 'good', NOON, scheduler);
    const wire = { id: 7, kind: 'recall', word: 3, prompt: '', created_at: NOON.toISOString(), ...memory };
    const row = {
      ...wire,
      owner: 1,
      card_key: 'recall:3',
      state: 1,
      due: new Date(memory.due),
      last_review: memory.last_review === null ? null : new Date(memory.last_review),
    };
    expect(memoryOf(wire)).toEqual(memory);
    expect(memoryOf(row)).toEqual(memory);
    expect(memory.state).toBe('learning');
  });
});

describe('what a card asks', () => {
  const verb = { word: 'cochi', past: 'cochqui', type: 'tlach1', transitive: false };

  it('accepts the forms the language core gives', () => {
    expect(cardAnswers({ kind: 'conjugation', tense: 'present', person: 0, object: null }, verb)).toContain('nicochi');
    expect(cardAnswers({ kind: 'recall' }, verb)).toEqual(['cochi']);
    expect(cardAnswers({ kind: 'meaning' }, verb)).toEqual([]);
    expect(cardAnswers({ kind: 'pattern', expected: 'Quena, nicochi.' }, null)).toEqual(['Quena, nicochi.']);
  });

  it('keys a card by what it is about', () => {
    expect(cardKey({ kind: 'meaning', word: 3 })).toBe('meaning:3');
    expect(cardKey({ kind: 'conjugation', word: 3, tense: 'future', person: 0, object: '' })).not.toBe(
      cardKey({ kind: 'conjugation', word: 3, tense: 'future', person: 0, object: null }),
    );
    expect(cardKey({ kind: 'pattern', pattern: 2, prompt: ' Tlen  ticochi? ' })).toBe(cardKey({ kind: 'pattern', pattern: 2, prompt: 'tlen ticochi?' }));
  });

  it('proposes Again for a wrong answer, Good for a right one, Hard for one missing a long vowel', () => {
    expect(proposedRating({ correct: false, exact: false })).toBe('again');
    expect(proposedRating({ correct: true, exact: true })).toBe('good');
    expect(proposedRating({ correct: true, exact: false })).toBe('hard');
  });
});
