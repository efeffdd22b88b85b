/**
 * The Conjugate and Conjugate+ games (SPEC.md §4, §5, §9) as plain data and pure
 * functions. A question is a verb, a tense, a person and, for a transitive verb, an
 * object; the learner types the form. The React drill only draws this state.
 *
 * Between questions exactly one of verb, person or tense changes, chosen by a turn
 * counter (see {@link nextTurn}), so each new question differs from the last in one
 * thing the learner can notice and compare.
 */

import type { NewCard } from '../../api/review-deck';
import type { Word } from '../../../contract/words';
import {
  acceptedForms,
  checkConjugationAnswer,
  type AnswerCheck,
  conjugate,
  isVerb,
  OBJECT_PREFIX_CODES,
  PERSON_INDICES,
  TENSE_IDS,
  type DictionaryVerb,
  type ObjectPrefix,
  type Tense,
} from '../../../nahuatl';
import { dictionaryVerb } from '../../api/dictionary-verb';
import { builtAs, recipeHint, skeletonHint, type Spell } from '../../components/game/form-pieces';
import { glossOf } from '../../components/game/gloss';
import { pickOne, type Random } from '../../components/game/random';
import type { Say } from '../../components/game/say';
import {
  canSkip,
  checkTurn,
  firstTurn,
  goToNextTurn,
  hintsTaken,
  skipTurn,
  type TurnState,
} from '../../components/game/turn-game';
import type { Combination } from '../../components/game/prompt-words';

/** SPEC.md §5: Conjugate and Conjugate+ need this many verbs. */
export const MIN_VERBS = 3;
/** SPEC.md §9: the turn counter starts here and resets to it when it runs out. */
export const TURN_COUNTER_RESET = 4;
/** Issue 34: a session ends after this many questions, unless the learner picks another length. */
export const SESSION_LENGTH = 10;
/** The lengths a learner may pick for a session. */
export const SESSION_LENGTHS = [5, 10, 20] as const;

export type ConjugationMode = 'conjugate' | 'conjugate-plus';

/** SPEC.md §9: Conjugate asks the first three tenses (present, past, future), Conjugate+ all six. */
export const MODE_TENSES: Readonly<Record<ConjugationMode, readonly Tense[]>> = {
  conjugate: TENSE_IDS.slice(0, 3),
  'conjugate-plus': TENSE_IDS,
};

/** A verb of the vocabulary, ready for the engine. */
export interface PracticeVerb {
  id: number;
  word: string;
  /** The first English definition without its "to ": "sleep", "eat (something)". */
  gloss: string;
  /** The first Spanish definition ("dormir"), '' when there is none. */
  spanishGloss: string;
  verb: DictionaryVerb;
  /** The dictionary's word, for the review card a mistake makes. */
  entry: Word;
}

/** The parts of a prompt, for marking which of them changed since the last question. */
export type PromptPart = 'verb' | 'tense' | 'person' | 'object';

/** What the turn counter may change. A transitive verb's object belongs with the person. */
export type Dimension = 'verb' | 'person' | 'tense';

export interface Question extends Combination {
  /** 1 for the first question of the session. */
  number: number;
  /** Every accepted spelling, the printed form first (the core's `acceptedForms`). */
  answers: readonly string[];
  /** The parts that differ from the previous question; empty for the first. */
  changed: readonly PromptPart[];
}

/** A session: the shared turn state (hints, verdict, score, the question skipped) and the questions' own. */
export interface ConjugationGame extends TurnState<Question> {
  readonly mode: ConjugationMode;
  readonly verbs: readonly PracticeVerb[];
  readonly question: Question;
  /** Turns left before the verb changes (see {@link nextTurn}). */
  readonly turnCounter: number;
  /** Keys of the combinations asked since the session (or its last full lap) began. */
  readonly seen: ReadonlySet<string>;
  /** How many questions the session asks. */
  readonly length: number;
  /** When set, the session asks these and only these, in order (the ones missed last time). */
  readonly only: readonly Combination[] | null;
  /** Each question answered or skipped so far, in order. */
  readonly outcomes: readonly Outcome[];
  /** True once the last question is answered and Next pressed (or it is skipped): the summary shows. */
  readonly over: boolean;
}

/** How one question of a session went: right, right but with its long vowels wrong, wrong, or skipped. */
export type OutcomeKind = 'right' | 'macron' | 'wrong' | 'skipped';

export interface Outcome {
  question: Question;
  kind: OutcomeKind;
}

/** How a session went, for its summary: the counts, and the questions missed (wrong or skipped) with their forms. */
export interface SessionSummary<Asked = Question> {
  counts: Readonly<Record<OutcomeKind, number>>;
  missed: readonly Asked[];
}

/** The verbs of a vocabulary's words (type "tlach…", SPEC.md §5), each once, in order. */
export function practiceVerbs(words: readonly Word[]): PracticeVerb[] {
  const verbs: PracticeVerb[] = [];
  for (const word of words) {
    if (!isVerb(word.type) || verbs.some((verb) => verb.id === word.id)) continue;
    const verb = dictionaryVerb(word);
    if (conjugate(verb, { tense: 'present', person: 0 }) === null) continue;
    verbs.push({
      id: word.id,
      entry: word,
      word: word.word,
      gloss: glossOf(word.definition_english),
      spanishGloss: (word.definition_spanish[0] ?? '').trim(),
      verb,
    });
  }
  return verbs;
}

/** Whether a vocabulary with these verbs can play Conjugate and Conjugate+. */
export const canConjugate = (verbs: readonly PracticeVerb[]): boolean => verbs.length >= MIN_VERBS;

/** Why Conjugate is disabled, or null when it is not. */
export function conjugateDisabledReason(verbs: readonly PracticeVerb[], say: Say): string | null {
  if (canConjugate(verbs)) return null;
  return say('practice.conjugate.tooFewVerbs', { count: verbs.length, needed: MIN_VERBS });
}

// ——— Turns ———

/**
 * The turn counter (SPEC.md §4). It starts at {@link TURN_COUNTER_RESET} (4) and counts
 * down by one after every question, answered or skipped. The value it reaches picks what
 * changes next: 3 and 1 the person, 2 the tense, and 0 the verb, when the counter resets
 * to 4. So each verb is asked four times in a row — person, tense, person, then a new
 * verb in the same tense and person — and the learner compares one change at a time.
 */
export function nextTurn(counter: number): { change: Dimension; counter: number } {
  const left = counter - 1;
  if (left <= 0) return { change: 'verb', counter: TURN_COUNTER_RESET };
  return { change: left % 2 === 0 ? 'tense' : 'person', counter: left };
}

/** If the counter's choice has nothing new left to offer, the next in its row is tried. */
const FALLBACKS: Readonly<Record<Dimension, readonly Dimension[]>> = {
  person: ['person', 'tense', 'verb'],
  tense: ['tense', 'person', 'verb'],
  verb: ['verb', 'person', 'tense'],
};

const keyOf = ({ verb, tense, person, object }: Combination) => `${verb}|${tense}|${person}|${object ?? '-'}`;

function answersFor(verbs: readonly PracticeVerb[], { verb, tense, person, object }: Combination): string[] {
  const entry = verbs[verb];
  return entry === undefined ? [] : acceptedForms(entry.verb, { tense, person, object });
}

const exists = (verbs: readonly PracticeVerb[], combination: Combination) => answersFor(verbs, combination).length > 0;

/** The objects a verb is asked with: none unless it is marked transitive (unknown counts as none). */
function objectsOf(verb: PracticeVerb | undefined): readonly (ObjectPrefix | null)[] {
  return verb?.verb.transitive === true ? OBJECT_PREFIX_CODES : [null];
}

/**
 * The combinations one step away from `current` along `dimension`. A person step on a
 * transitive verb changes the subject or the object (which one first is chosen at random,
 * the other when the first has nothing to offer). A verb step keeps tense and person, and
 * the object when the new verb can take it.
 */
function oneStepAway(
  verbs: readonly PracticeVerb[],
  tenses: readonly Tense[],
  current: Combination,
  dimension: Dimension,
  allowed: (combination: Combination) => boolean,
  random: Random,
): Combination[] {
  const keep = (candidates: Combination[]) =>
    candidates.filter((candidate) => exists(verbs, candidate) && allowed(candidate));
  if (dimension === 'tense') {
    return keep(tenses.filter((tense) => tense !== current.tense).map((tense) => ({ ...current, tense })));
  }
  if (dimension === 'person') {
    const subjects = () =>
      keep(PERSON_INDICES.filter((person) => person !== current.person).map((person) => ({ ...current, person })));
    if (verbs[current.verb]?.verb.transitive !== true) return subjects();
    const objects = () =>
      keep(OBJECT_PREFIX_CODES.filter((object) => object !== current.object).map((object) => ({ ...current, object })));
    const [first, second] = random() < 0.5 ? [subjects, objects] : [objects, subjects];
    const found = first();
    return found.length > 0 ? found : second();
  }
  const candidates: Combination[] = [];
  verbs.forEach((verb, index) => {
    if (index === current.verb) return;
    const sameObject = { ...current, verb: index };
    if (objectsOf(verb).includes(current.object) && exists(verbs, sameObject)) candidates.push(sameObject);
    else candidates.push(...objectsOf(verb).map((object) => ({ ...current, verb: index, object })));
  });
  return keep(candidates);
}

/** Among verb changes, the verbs asked least so far come first, so every verb gets its turn. */
function leastUsedVerbs(candidates: Combination[], seen: ReadonlySet<string>): Combination[] {
  const uses = new Map<number, number>();
  for (const key of seen) {
    const verb = Number(key.split('|')[0]);
    uses.set(verb, (uses.get(verb) ?? 0) + 1);
  }
  const fewest = Math.min(...candidates.map((candidate) => uses.get(candidate.verb) ?? 0));
  return candidates.filter((candidate) => (uses.get(candidate.verb) ?? 0) === fewest);
}

function everyCombination(verbs: readonly PracticeVerb[], tenses: readonly Tense[]): Combination[] {
  const all: Combination[] = [];
  verbs.forEach((verb, index) => {
    for (const tense of tenses) {
      for (const person of PERSON_INDICES) {
        for (const object of objectsOf(verb)) {
          const combination = { verb: index, tense, person, object };
          if (exists(verbs, combination)) all.push(combination);
        }
      }
    }
  });
  return all;
}

/**
 * The next combination: one step along the counter's dimension to a combination not yet
 * asked; failing that, along the fallbacks; failing that, any combination not yet asked.
 * When every combination has been asked, a new lap begins (`newLap`) and only the current
 * one is avoided.
 */
export function nextCombination(
  verbs: readonly PracticeVerb[],
  tenses: readonly Tense[],
  current: Combination,
  change: Dimension,
  seen: ReadonlySet<string>,
  random: Random,
): { combination: Combination; newLap: boolean } {
  const step = (allowed: (combination: Combination) => boolean): Combination | undefined => {
    for (const dimension of FALLBACKS[change]) {
      let candidates = oneStepAway(verbs, tenses, current, dimension, allowed, random);
      if (dimension === 'verb' && candidates.length > 0) candidates = leastUsedVerbs(candidates, seen);
      const chosen = pickOne(candidates, random);
      if (chosen !== undefined) return chosen;
    }
    return undefined;
  };
  const unseen = (combination: Combination) => !seen.has(keyOf(combination));
  const near = step(unseen) ?? pickOne(everyCombination(verbs, tenses).filter(unseen), random);
  if (near !== undefined) return { combination: near, newLap: false };
  return { combination: step(() => true) ?? current, newLap: true };
}

function changedParts(previous: Combination, next: Combination): PromptPart[] {
  return (['verb', 'tense', 'person', 'object'] as const).filter((part) => previous[part] !== next[part]);
}

function questionFor(
  verbs: readonly PracticeVerb[],
  combination: Combination,
  number: number,
  changed: PromptPart[],
): Question {
  return { ...combination, number, answers: answersFor(verbs, combination), changed };
}

function firstCombination(verbs: readonly PracticeVerb[], tenses: readonly Tense[], random: Random): Combination {
  const verb = Math.min(verbs.length - 1, Math.floor(random() * verbs.length));
  const tense = pickOne(tenses, random) ?? 'present';
  const person = pickOne(PERSON_INDICES, random) ?? 0;
  const objects = objectsOf(verbs[verb]).filter((object) => exists(verbs, { verb, tense, person, object }));
  return { verb, tense, person, object: pickOne(objects, random) ?? null };
}

export interface SessionOptions {
  /** How many questions (default {@link SESSION_LENGTH}); ignored when `only` is given. */
  length?: number;
  /** Ask these and only these, in order: "Practise the ones I missed". */
  only?: readonly Combination[];
}

/** A new session: score zero, a random first question (or the first of `only`). Needs at least one verb. */
export function startConjugationGame(
  verbs: readonly PracticeVerb[],
  mode: ConjugationMode,
  random: Random,
  { length = SESSION_LENGTH, only }: SessionOptions = {},
): ConjugationGame {
  if (verbs.length === 0) throw new RangeError('The conjugation game needs at least one verb.');
  const asked = only !== undefined && only.length > 0 ? only : null;
  const combination = asked?.[0] ?? firstCombination(verbs, MODE_TENSES[mode], random);
  return {
    mode,
    verbs,
    question: questionFor(verbs, combination, 1, []),
    turnCounter: TURN_COUNTER_RESET,
    seen: new Set([keyOf(combination)]),
    length: asked?.length ?? Math.max(1, length),
    only: asked,
    outcomes: [],
    over: false,
    ...firstTurn(),
  };
}

// ——— Moves (the buttons' states are the shared turn state's) ———

/** What a checked answer counts as: right, right with a note on its long vowels, or wrong. */
function outcomeOf(result: AnswerCheck): OutcomeKind {
  if (!result.correct) return 'wrong';
  return result.missedLongVowels.length + result.extraLongVowels.length > 0 ? 'macron' : 'right';
}

const withOutcome = (game: ConjugationGame, kind: OutcomeKind): ConjugationGame => ({
  ...game,
  outcomes: [...game.outcomes, { question: game.question, kind }],
});

/** Check Answer: the attempt against every accepted spelling; see `checkTurn`. The outcome is kept for the summary. */
export function checkAnswer(game: ConjugationGame, attempt: string): ConjugationGame {
  const checked = checkTurn(game, attempt, (typed) => checkConjugationAnswer(typed, game.question.answers));
  return checked.result === null || checked === game ? checked : withOutcome(checked, outcomeOf(checked.result));
}

/** The next question: the next of `only`, or one step along the turn counter's choice (see {@link nextCombination}). */
function deal(game: ConjugationGame, random: Random): ConjugationGame {
  const turn = nextTurn(game.turnCounter);
  const tenses = MODE_TENSES[game.mode];
  const planned = game.only?.[game.question.number];
  const { combination, newLap } =
    planned !== undefined
      ? { combination: planned, newLap: false }
      : nextCombination(game.verbs, tenses, game.question, turn.change, game.seen, random);
  const key = keyOf(combination);
  return {
    ...game,
    question: questionFor(game.verbs, combination, game.question.number + 1, changedParts(game.question, combination)),
    turnCounter: turn.counter,
    seen: newLap ? new Set([key]) : new Set([...game.seen, key]),
  };
}

/** After the session's last question the summary comes instead of another question. */
const dealOrEnd = (game: ConjugationGame, random: Random): ConjugationGame =>
  game.outcomes.length >= game.length ? { ...game, over: true } : deal(game, random);

/** Next Question: only once the answer is shown; after the last question, the session is over. */
export function nextQuestion(game: ConjugationGame, random: Random): ConjugationGame {
  return goToNextTurn(game, (current) => dealOrEnd(current, random));
}

/** Skip: counts the question as skipped and moves on (or ends the session); only while it is open. */
export function skipQuestion(game: ConjugationGame, random: Random): ConjugationGame {
  if (!canSkip(game)) return game;
  return skipTurn(withOutcome(game, 'skipped'), game.question, (current) => dealOrEnd(current, random));
}

/**
 * How the session went: how many of each outcome, and the questions missed (wrong or
 * skipped), in order. Any game whose session keeps its outcomes so (Listen too) is summed up here.
 */
export function sessionSummary<Asked>(game: {
  readonly outcomes: readonly { question: Asked; kind: OutcomeKind }[];
}): SessionSummary<Asked> {
  const counts: Record<OutcomeKind, number> = { right: 0, macron: 0, wrong: 0, skipped: 0 };
  for (const { kind } of game.outcomes) counts[kind] += 1;
  const missed = game.outcomes
    .filter(({ kind }) => kind === 'wrong' || kind === 'skipped')
    .map(({ question }) => question);
  return { counts, missed };
}

/** The combinations of `questions`, for a session of only those ("Practise the ones I missed"). */
export const combinationsOf = (questions: readonly Question[]): Combination[] =>
  questions.map(({ verb, tense, person, object }) => ({ verb, tense, person, object }));

/** The printed answer of a question. */
export const answerOf = (question: Question): string => question.answers[0] ?? '';

/** The hints taken so far on this question: the recipe, then the skeleton (see form-pieces.ts). */
export function shownHints(game: ConjugationGame, say: Say, spell?: Spell): string[] {
  const { question } = game;
  const verb = game.verbs[question.verb];
  if (verb === undefined) return [];
  return hintsTaken(
    game,
    [recipeHint, skeletonHint].map((hint) => hint(verb.verb, question, answerOf(question), say, spell)),
  );
}

/** How the answer is built ("Built as ti- (we) + cochi + -zceh (future, plural)."), once it is shown. */
export function answerBreakdown(game: ConjugationGame, say: Say, spell?: Spell): string | null {
  const verb = game.verbs[game.question.verb];
  return verb === undefined ? null : builtAs(verb.verb, game.question, answerOf(game.question), say, spell);
}

/** The review card a wrong answer makes: this verb, tense, person and object. */
export function mistakeCard(game: ConjugationGame): NewCard | null {
  const { question } = game;
  const verb = game.verbs[question.verb];
  if (!verb) return null;
  return {
    kind: 'conjugation',
    word: verb.entry,
    tense: question.tense,
    person: question.person,
    object: question.object,
  };
}
