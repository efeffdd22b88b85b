import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/locale';
import { acceptedForms, PERSON_INDICES } from '../../../nahuatl';
import { glossOf } from '../../components/game/gloss';
import { canCheck, canGoNext, canHint, canSkip, scoreText, takeHint } from '../../components/game/turn-game';
import {
  answerBreakdown,
  checkAnswer,
  combinationsOf,
  conjugateDisabledReason,
  MODE_TENSES,
  nextCombination,
  nextQuestion,
  nextTurn,
  practiceVerbs,
  SESSION_LENGTH,
  sessionSummary,
  shownHints,
  skipQuestion,
  startConjugationGame,
  TURN_COUNTER_RESET,
  type ConjugationGame,
  type ConjugationMode,
  type PracticeVerb,
  type PromptPart,
} from './conjugation-game';
import { promptText, promptWords, type Combination } from '../../components/game/prompt-words';
import { seededRandom } from '../../test/seeded-random';
import { EVERYDAY_VERBS, THREE_INTRANSITIVE, word } from '../../test/everyday-verbs';

const everyday = practiceVerbs(EVERYDAY_VERBS);
const threeIntransitive = practiceVerbs(THREE_INTRANSITIVE);
const indexOf = (verbs: readonly PracticeVerb[], spelling: string) => verbs.findIndex((verb) => verb.word === spelling);

/** A game whose current question is set by hand. */
function gameAt(
  verbs: readonly PracticeVerb[],
  combination: Combination,
  mode: ConjugationMode = 'conjugate',
): ConjugationGame {
  const game = startConjugationGame(verbs, mode, seededRandom(1));
  const question = {
    ...combination,
    number: 1,
    answers: acceptedForms(verbs[combination.verb]!.verb, combination),
    changed: [],
  };
  return {
    ...game,
    question,
    seen: new Set([`${combination.verb}|${combination.tense}|${combination.person}|${combination.object ?? '-'}`]),
  };
}

/** Plays `turns` questions, skipping or answering each, and returns every question asked. */
function play(game: ConjugationGame, turns: number, seed: number) {
  const random = seededRandom(seed);
  // These follow the questions' order beyond a session's end.
  const games = [{ ...game, length: Number.POSITIVE_INFINITY }];
  for (let turn = 1; turn < turns; turn += 1) {
    const current = games[games.length - 1]!;
    games.push(turn % 3 === 0 ? skipQuestion(current, random) : nextQuestion(checkAnswer(current, 'x'), random));
  }
  return games;
}

const keyOf = ({ verb, tense, person, object }: Combination) => `${verb}|${tense}|${person}|${object ?? '-'}`;

describe('the verbs of a vocabulary', () => {
  it('keeps the words whose type starts with "tlach", in order, each once', () => {
    const words = [
      word(1, 'nāntli'),
      EVERYDAY_VERBS[0]!,
      word(2, 'cualli', { type: 'adjective' }),
      EVERYDAY_VERBS[2]!,
      EVERYDAY_VERBS[0]!,
    ];
    expect(practiceVerbs(words).map((verb) => [verb.word, verb.gloss])).toEqual([
      ['cochi', 'sleep'],
      ['cuā', 'eat (something)'],
    ]);
  });

  it('gives the first English definition without its "to "', () => {
    expect(glossOf(['to eat (something)', 'to bite'])).toBe('eat (something)');
    expect(glossOf(['To  see'])).toBe('see');
    expect(glossOf(['tomorrow'])).toBe('tomorrow');
    expect(glossOf([])).toBe('');
  });

  it('uses a stored irregular form from the server’s tenses, and the engine for the rest', () => {
    const cochi = EVERYDAY_VERBS[0]!;
    const irregular = {
      ...cochi,
      tenses: { ...cochi.tenses!, present: ['nicochitzin', ...cochi.tenses!.present.slice(1)] },
    };
    const [verb] = practiceVerbs([irregular]);
    expect(verb?.verb.overrides).toEqual({ present: ['nicochitzin', null, null, null, null, null] });
    expect(acceptedForms(verb!.verb, { tense: 'present', person: 0 })).toEqual(['nicochitzin']);
    expect(acceptedForms(verb!.verb, { tense: 'future', person: 0 })).toEqual(['nicochiz']);
  });

  it('keeps the engine’s variant spellings where the stored form is the regular one', () => {
    const itta = practiceVerbs([EVERYDAY_VERBS[3]!])[0]!;
    expect(itta.verb.overrides).toBeUndefined();
    expect(acceptedForms(itta.verb, { tense: 'present', person: 2 })).toEqual(['quiitta', 'quitta']);
  });

  it('disables Conjugate below three verbs, and says why', () => {
    expect(conjugateDisabledReason([], translate)).toBe('This vocabulary has 0 verbs; conjugating needs at least 3.');
    expect(conjugateDisabledReason(everyday.slice(0, 1), translate)).toBe(
      'This vocabulary has 1 verb; conjugating needs at least 3.',
    );
    expect(conjugateDisabledReason(everyday.slice(0, 2), translate)).toBe(
      'This vocabulary has 2 verbs; conjugating needs at least 3.',
    );
    expect(conjugateDisabledReason(everyday.slice(0, 3), translate)).toBeNull();
  });
});

describe('the turn counter', () => {
  it('starts at 4 and changes person, tense, person, then the verb, resetting to 4', () => {
    const changes: string[] = [];
    let counter = TURN_COUNTER_RESET;
    for (let turn = 0; turn < 8; turn += 1) {
      const next = nextTurn(counter);
      changes.push(`${next.change}:${next.counter}`);
      counter = next.counter;
    }
    expect(changes).toEqual(['person:3', 'tense:2', 'person:1', 'verb:4', 'person:3', 'tense:2', 'person:1', 'verb:4']);
  });

  it('drives the questions: each differs from the last only in what the counter chose', () => {
    const allowed: Record<string, PromptPart[][]> = {
      person: [['person'], ['object']],
      tense: [['tense']],
      // A new verb may bring or drop an object; tense and person stay.
      verb: [['verb'], ['verb', 'object']],
    };
    for (const seed of [1, 2, 3, 4, 5]) {
      const games = play(startConjugationGame(everyday, 'conjugate-plus', seededRandom(seed)), 40, seed);
      let counter = TURN_COUNTER_RESET;
      for (const game of games.slice(1)) {
        const { change } = nextTurn(counter);
        expect(allowed[change]).toContainEqual(game.question.changed);
        counter = game.turnCounter;
      }
    }
  });

  it('every verb comes up before any comes up twice', () => {
    const games = play(startConjugationGame(everyday, 'conjugate', seededRandom(9)), 4 * everyday.length, 9);
    expect(new Set(games.map((game) => game.question.verb)).size).toBe(everyday.length);
  });
});

describe('the questions', () => {
  it('asks only the tenses of the mode: Conjugate the first three, Conjugate+ all six', () => {
    expect(MODE_TENSES.conjugate).toEqual(['present', 'past', 'future']);
    expect(MODE_TENSES['conjugate-plus']).toHaveLength(6);
    for (const mode of ['conjugate', 'conjugate-plus'] as const) {
      const tenses = new Set(
        play(startConjugationGame(everyday, mode, seededRandom(4)), 80, 4).map((game) => game.question.tense),
      );
      expect([...tenses].every((tense) => MODE_TENSES[mode].includes(tense))).toBe(true);
      expect(tenses.size).toBe(MODE_TENSES[mode].length);
    }
  });

  it('gives transitive verbs an object, and intransitive or unknown ones none', () => {
    for (const game of play(startConjugationGame(everyday, 'conjugate-plus', seededRandom(2)), 120, 2)) {
      const verb = everyday[game.question.verb]!;
      if (verb.verb.transitive === true) expect(game.question.object).not.toBeNull();
      else expect(game.question.object).toBeNull();
    }
  });

  it('never asks a combination without a form (same person as subject and object)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const game of play(startConjugationGame(everyday, 'conjugate-plus', seededRandom(seed)), 30, seed)) {
          expect(game.question.answers.length).toBeGreaterThan(0);
          expect(game.question.answers).toEqual(acceptedForms(everyday[game.question.verb]!.verb, game.question));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('does not repeat a combination until every one has been asked, then starts a new lap', () => {
    // Three intransitive verbs in Conjugate: 3 verbs × 3 tenses × 6 persons.
    const games = play(startConjugationGame(threeIntransitive, 'conjugate', seededRandom(6)), 54 + 10, 6);
    const firstLap = games.slice(0, 54).map((game) => keyOf(game.question));
    expect(new Set(firstLap).size).toBe(54);
    const lapStart = games[54]!;
    expect(lapStart.seen.size).toBe(1);
    for (const [before, after] of games.slice(53).map((game, index) => [game, games[53 + index + 1]] as const)) {
      if (after) expect(keyOf(after.question)).not.toBe(keyOf(before.question));
    }
  });

  it('falls back to another change when the counter’s choice has nothing new', () => {
    const cochi = indexOf(threeIntransitive, 'cochi');
    const current: Combination = { verb: cochi, tense: 'future', person: 3, object: null };
    // Every other person of cochi in the future has been asked.
    const seen = new Set(PERSON_INDICES.map((person) => keyOf({ ...current, person })));
    const { combination, newLap } = nextCombination(
      threeIntransitive,
      MODE_TENSES.conjugate,
      current,
      'person',
      seen,
      seededRandom(1),
    );
    expect(newLap).toBe(false);
    expect(combination).toMatchObject({ verb: cochi, person: 3 });
    expect(combination.tense).not.toBe('future');
  });

  it('takes any unasked combination when no single change reaches one', () => {
    const current: Combination = { verb: 0, tense: 'present', person: 0, object: null };
    const all: Combination[] = [];
    for (const verb of [0, 1, 2])
      for (const tense of MODE_TENSES.conjugate)
        for (const person of PERSON_INDICES) all.push({ verb, tense, person, object: null });
    const last: Combination = { verb: 2, tense: 'future', person: 5, object: null };
    const seen = new Set(all.filter((combination) => keyOf(combination) !== keyOf(last)).map(keyOf));
    expect(nextCombination(threeIntransitive, MODE_TENSES.conjugate, current, 'tense', seen, seededRandom(1))).toEqual({
      combination: last,
      newLap: false,
    });
  });

  it('says the prompt in words', () => {
    const cochi = indexOf(everyday, 'cochi');
    const cua = indexOf(everyday, 'cuā');
    expect(
      promptText(promptWords(everyday, { verb: cochi, tense: 'future', person: 3, object: null }, translate, 'en')),
    ).toBe('cochi — sleep · future · we');
    expect(
      promptText(promptWords(everyday, { verb: cua, tense: 'present', person: 0, object: '' }, translate, 'en')),
    ).toBe('cuā — eat (something) · present · I · him/her/it');
    expect(
      promptText(promptWords(everyday, { verb: cua, tense: 'past', person: 5, object: 'mo' }, translate, 'en')),
    ).toBe('cuā — eat (something) · past · they · themselves');
    const [bare] = practiceVerbs([word(40, 'nemi', { type: 'tlach2', transitive: false, definition_english: [] })]);
    expect(
      promptText(promptWords([bare!], { verb: 0, tense: 'present', person: 2, object: null }, translate, 'en')),
    ).toBe('nemi · present · he/she');
  });
});

describe('a question, move by move (SPEC.md §5 button states)', () => {
  const cochi = indexOf(everyday, 'cochi');
  const futureWe: Combination = { verb: cochi, tense: 'future', person: 3, object: null };

  it('Check Answer waits for an attempt and is spent once the answer is shown; Next waits for it', () => {
    let game = gameAt(everyday, futureWe);
    expect(canCheck(game, '')).toBe(false);
    expect(canCheck(game, '   ')).toBe(false);
    expect(canCheck(game, 't')).toBe(true);
    expect(canGoNext(game)).toBe(false);
    expect(canSkip(game)).toBe(true);
    expect(checkAnswer(game, '  ')).toBe(game);
    expect(nextQuestion(game, seededRandom(1))).toBe(game);

    game = checkAnswer(game, 'ticochizceh');
    expect(game.result).toMatchObject({ correct: true, exact: true, message: 'It matches!' });
    expect(canCheck(game, 'ticochizceh')).toBe(false);
    expect(canGoNext(game)).toBe(true);
    expect(canSkip(game)).toBe(false);
    expect(checkAnswer(game, 'ticochizceh')).toBe(game);
    expect(skipQuestion(game, seededRandom(1))).toBe(game);
    expect(game.score).toEqual({ correct: 1, answered: 1, skipped: 0 });

    game = nextQuestion(game, seededRandom(1));
    expect(game.result).toBeNull();
    expect(game.question.number).toBe(2);
    expect(canGoNext(game)).toBe(false);
  });

  it('a wrong answer is "Not quite." and counts as answered', () => {
    const game = checkAnswer(gameAt(everyday, futureWe), 'ticochiz');
    expect(game.result).toMatchObject({ correct: false, message: 'Not quite.' });
    expect(game.score).toEqual({ correct: 0, answered: 1, skipped: 0 });
    expect(scoreText(game.score, translate)).toBe('Score: 0 of 1 right · 0 skipped');
  });

  it('an answer right but for its macrons is accepted with a note on the long vowels', () => {
    const game = checkAnswer(
      gameAt(everyday, { verb: indexOf(everyday, 'chōca'), tense: 'past', person: 3, object: null }),
      'tichocaqueh',
    );
    expect(game.result).toMatchObject({ correct: true, exact: false, missedLongVowels: ['ō'] });
    expect(game.result?.message).toBe(
      'It matches! Spelled with its long vowels it is tichōcaqueh: mark the long vowel ō.',
    );
    expect(game.score.correct).toBe(1);
  });

  it('an accepted variant spelling counts as right', () => {
    const game = checkAnswer(
      gameAt(everyday, { verb: indexOf(everyday, 'itta'), tense: 'present', person: 2, object: '' }),
      'Quitta',
    );
    expect(game.result).toMatchObject({
      correct: true,
      exact: true,
      matched: 'quitta',
      message: 'It matches! (also written quiitta)',
    });
  });

  it('two hints, each revealing more; Hint is disabled at 0 left', () => {
    let game = gameAt(everyday, futureWe);
    expect(shownHints(game, translate)).toEqual([]);
    game = takeHint(game);
    expect(shownHints(game, translate)).toEqual(['Build it as ti- (we) + stem + -zceh (future, plural).']);
    expect(canHint(game)).toBe(true);
    game = takeHint(game);
    expect(shownHints(game, translate)).toEqual([
      'Build it as ti- (we) + stem + -zceh (future, plural).',
      'Its pieces, stem vowels hidden: ti-c_ch_-zceh',
    ]);
    expect(game.hintsLeft).toBe(0);
    expect(canHint(game)).toBe(false);
    expect(takeHint(game)).toBe(game);
    // Each question has its own two hints.
    expect(nextQuestion(checkAnswer(game, 'x'), seededRandom(2)).hintsLeft).toBe(2);
  });

  it('shows how the answer is built', () => {
    expect(answerBreakdown(checkAnswer(gameAt(everyday, futureWe), 'x'), translate)).toBe(
      'Built as ti- (we) + cochi + -zceh (future, plural).',
    );
  });

  it('Skip counts the question as skipped, moves on, and remembers the skipped question', () => {
    const game = gameAt(everyday, futureWe);
    const skipped = skipQuestion(takeHint(game), seededRandom(3));
    expect(skipped.score).toEqual({ correct: 0, answered: 0, skipped: 1 });
    expect(skipped.skipped).toMatchObject(futureWe);
    expect(skipped.question.number).toBe(2);
    expect(skipped.hintsLeft).toBe(2);
    expect(skipped.turnCounter).toBe(3);
    // The person changed, as the counter's first turn says.
    expect(skipped.question.changed).toEqual(['person']);
    expect(nextQuestion(checkAnswer(skipped, 'x'), seededRandom(3)).skipped).toBeNull();
  });
});

describe('startConjugationGame', () => {
  it('starts at question 1 with a score of zero, the counter at 4 and two hints', () => {
    const game = startConjugationGame(everyday, 'conjugate', seededRandom(8));
    expect(game.question.number).toBe(1);
    expect(game.question.changed).toEqual([]);
    expect(game.turnCounter).toBe(4);
    expect(game.hintsLeft).toBe(2);
    expect(game.score).toEqual({ correct: 0, answered: 0, skipped: 0 });
    expect(game.seen.size).toBe(1);
  });

  it('is replayable with the same random numbers', () => {
    const questions = (seed: number) =>
      play(startConjugationGame(everyday, 'conjugate-plus', seededRandom(seed)), 12, seed).map((game) =>
        keyOf(game.question),
      );
    expect(questions(11)).toEqual(questions(11));
    expect(questions(11)).not.toEqual(questions(12));
  });

  it('needs a verb', () => {
    expect(() => startConjugationGame([], 'conjugate', seededRandom(1))).toThrow(RangeError);
  });
});

describe('a session’s end', () => {
  const answerOf = (game: ConjugationGame) => game.question.answers[0]!;
  /** Answers right with the printed form. */
  const right = (game: ConjugationGame) => checkAnswer(game, answerOf(game));
  /** Answers right but with every macron left off. */
  const plain = (game: ConjugationGame) =>
    checkAnswer(
      game,
      answerOf(game)
        .normalize('NFD')
        .replace(/\u0304/g, ''),
    );
  const wrong = (game: ConjugationGame) => checkAnswer(game, 'x');

  /** Plays a session: each move answers (then Next) or skips the question asked. */
  function playSession(game: ConjugationGame, moves: readonly ('right' | 'plain' | 'wrong' | 'skip')[], seed = 3) {
    const random = seededRandom(seed);
    const asked: Combination[] = [];
    let current = game;
    for (const move of moves) {
      asked.push(current.question);
      if (move === 'skip') current = skipQuestion(current, random);
      else current = nextQuestion({ right, plain, wrong }[move](current), random);
    }
    return { game: current, asked };
  }

  it('lasts ten questions by default: the summary comes after the tenth, not an eleventh question', () => {
    expect(SESSION_LENGTH).toBe(10);
    const start = startConjugationGame(everyday, 'conjugate', seededRandom(5));
    const { game: nine } = playSession(start, Array(9).fill('right'));
    expect(nine.over).toBe(false);
    expect(nine.question.number).toBe(10);
    const tenth = right(nine);
    expect(tenth.over).toBe(false);
    const over = nextQuestion(tenth, seededRandom(1));
    expect(over.over).toBe(true);
    expect(over.question.number).toBe(10);
    expect(sessionSummary(over).counts).toEqual({ right: 10, macron: 0, wrong: 0, skipped: 0 });
  });

  it('counts right, right with a macron note, wrong and skipped, and lists the missed with their forms', () => {
    const start = startConjugationGame(everyday, 'conjugate', seededRandom(7), { length: 5 });
    // A form with a long vowel, so that leaving its macrons off earns a note.
    const long = { verb: indexOf(everyday, 'chōca'), tense: 'past' as const, person: 3 as const, object: null };
    const withLong = {
      ...start,
      question: { ...start.question, ...long, answers: acceptedForms(everyday[long.verb]!.verb, long) },
    };
    const { game, asked } = playSession(withLong, ['plain', 'wrong', 'right', 'skip', 'wrong']);
    expect(game.over).toBe(true);
    const summary = sessionSummary(game);
    expect(summary.counts).toEqual({ right: 1, macron: 1, wrong: 2, skipped: 1 });
    expect(summary.missed.map((question) => keyOf(question))).toEqual([asked[1]!, asked[3]!, asked[4]!].map(keyOf));
    expect(summary.missed.every((question) => question.answers.length > 0)).toBe(true);
  });

  it('ends at once when the last question is skipped', () => {
    const start = startConjugationGame(everyday, 'conjugate', seededRandom(2), { length: 1 });
    const over = skipQuestion(start, seededRandom(2));
    expect(over.over).toBe(true);
    expect(sessionSummary(over).missed).toEqual([start.question]);
  });

  it('“Practise the ones I missed” asks those and only those, in order, then ends', () => {
    const start = startConjugationGame(everyday, 'conjugate-plus', seededRandom(11), { length: 5 });
    const first = playSession(start, ['wrong', 'right', 'skip', 'right', 'wrong']).game;
    const missed = combinationsOf(sessionSummary(first).missed);
    expect(missed).toHaveLength(3);

    const again = startConjugationGame(everyday, 'conjugate-plus', seededRandom(12), { only: missed });
    expect(again.length).toBe(3);
    const { game, asked } = playSession(again, ['right', 'right', 'right']);
    expect(asked.map(keyOf)).toEqual(missed.map(keyOf));
    expect(game.over).toBe(true);
    expect(sessionSummary(game).counts).toEqual({ right: 3, macron: 0, wrong: 0, skipped: 0 });
  });
});
