import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/locale';
import { checkConjugationAnswer } from '../../../nahuatl';
import {
  canCheck,
  canGoNext,
  canHint,
  canSkip,
  checkTurn,
  firstTurn,
  goToNextTurn,
  hintsTaken,
  scoreText,
  skipTurn,
  takeHint,
  type TurnState,
} from './turn-game';

/** A small game of the same shape as Conjugate and the pattern game: type the word asked, in order. */
const WORDS = ['cochi', 'chōca', 'cuā'];

interface SpellingGame extends TurnState<string> {
  readonly asked: string;
  readonly number: number;
}

const start = (): SpellingGame => ({ asked: WORDS[0]!, number: 1, ...firstTurn() });
const deal = (game: SpellingGame): SpellingGame => ({
  ...game,
  asked: WORDS[game.number % WORDS.length]!,
  number: game.number + 1,
});
const check = (game: SpellingGame, attempt: string) =>
  checkTurn(game, attempt, (typed) => checkConjugationAnswer(typed, game.asked));
const next = (game: SpellingGame) => goToNextTurn(game, deal);
const skip = (game: SpellingGame) => skipTurn(game, game.asked, deal);
const hints = (game: SpellingGame) =>
  hintsTaken(game, [`It starts with “${game.asked.slice(0, 2)}”.`, `It has ${[...game.asked].length} letters.`]);

/** The four buttons as the learner sees them, with `attempt` typed in the box. */
const buttons = (game: SpellingGame, attempt = '') => ({
  check: canCheck(game, attempt),
  next: canGoNext(game),
  hint: canHint(game),
  skip: canSkip(game),
});

describe('a turn-based game', () => {
  it('starts with a score of zero, two hints and no verdict; Check waits for an attempt', () => {
    const game = start();
    expect(scoreText(game.score, translate)).toBe('Score: 0 of 0 right · 0 skipped');
    expect(game).toMatchObject({ hintsLeft: 2, result: null, skipped: null });
    expect(hints(game)).toEqual([]);
    expect(buttons(game)).toEqual({ check: false, next: false, hint: true, skip: true });
    expect(buttons(game, '  ')).toEqual({ check: false, next: false, hint: true, skip: true });
    expect(buttons(game, 'c')).toEqual({ check: true, next: false, hint: true, skip: true });
  });

  it('checks one answer: the verdict is shown and counted, then only Next moves on', () => {
    const game = check(start(), 'Cochi');
    expect(game.result).toMatchObject({ correct: true, message: 'It matches!' });
    expect(scoreText(game.score, translate)).toBe('Score: 1 of 1 right · 0 skipped');
    expect(buttons(game, 'cochi')).toEqual({ check: false, next: true, hint: true, skip: false });
    expect(check(game, 'cochi')).toBe(game);
    expect(skip(game)).toBe(game);
  });

  it('counts a wrong answer as answered, and one without its macrons as right', () => {
    const wrong = check(start(), 'cochqui');
    expect(wrong.result).toMatchObject({ correct: false, message: 'Not quite.' });
    expect(scoreText(wrong.score, translate)).toBe('Score: 0 of 1 right · 0 skipped');

    const unmarked = check(next(wrong), 'choca');
    expect(unmarked.result).toMatchObject({ correct: true, missedLongVowels: ['ō'] });
    expect(scoreText(unmarked.score, translate)).toBe('Score: 1 of 2 right · 0 skipped');
  });

  it('gives two hints, each adding to the last, then Hint is disabled', () => {
    let game = takeHint(start());
    expect(hints(game)).toEqual(['It starts with “co”.']);
    game = takeHint(game);
    expect(hints(game)).toEqual(['It starts with “co”.', 'It has 5 letters.']);
    expect([game.hintsLeft, canHint(game)]).toEqual([0, false]);
    expect(takeHint(game)).toBe(game);
  });

  it('Next waits for the verdict, then asks a new question with its own two hints and keeps the score', () => {
    const first = takeHint(start());
    expect(next(first)).toBe(first);

    const second = next(check(first, 'cochi'));
    expect(second).toMatchObject({ asked: 'chōca', number: 2, hintsLeft: 2, result: null, skipped: null });
    expect(hints(second)).toEqual([]);
    expect(scoreText(second.score, translate)).toBe('Score: 1 of 1 right · 0 skipped');
    expect(buttons(second)).toEqual({ check: false, next: false, hint: true, skip: true });
  });

  it('Skip counts the question as skipped, moves on, and remembers it until the next answer is checked', () => {
    const skipped = skip(takeHint(start()));
    expect(skipped).toMatchObject({ asked: 'chōca', number: 2, hintsLeft: 2, result: null, skipped: 'cochi' });
    expect(scoreText(skipped.score, translate)).toBe('Score: 0 of 0 right · 1 skipped');

    const twice = skip(skipped);
    expect(twice).toMatchObject({ asked: 'cuā', number: 3, skipped: 'chōca' });
    expect(scoreText(twice.score, translate)).toBe('Score: 0 of 0 right · 2 skipped');

    expect(next(check(twice, 'cuā')).skipped).toBeNull();
  });

  it('leaves the game it is given as it was, so the screen can compare states', () => {
    const game = start();
    const before = structuredClone(game);
    skip(takeHint(game));
    next(check(game, 'cochi'));
    expect(game).toEqual(before);
  });
});
