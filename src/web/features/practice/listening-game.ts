/**
 * The listening game, Listen (issue 51), as plain data and pure functions: a recording of a
 * word is played and the learner picks the word among four, or types it. The turn rules
 * (hints, Check, Next, Skip, the score) are the turn-based games' (`turn-game.ts`), and a
 * session counts and ends as Conjugate's does. The React screen only draws this state.
 */

import type { Locale } from '../../../contract/locales';
import type { Recording } from '../../../contract/recordings';
import type { Word } from '../../../contract/words';
import { checkConjugationAnswer, spellingKey } from '../../../nahuatl';
import { hideVowels, type Spell } from '../../components/game/form-pieces';
import { pickOne, shuffle, type Random } from '../../components/game/random';
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
import { SESSION_LENGTH, type OutcomeKind } from './conjugation-game';
import { definitionOf } from './match-game';

/** How many words the learner chooses among: the one heard and three others. */
export const LISTENING_CHOICES = 4;

/** Choose the word among {@link LISTENING_CHOICES}, or type it. */
export const LISTENING_MODES = ['choose', 'type'] as const;
export type ListeningMode = (typeof LISTENING_MODES)[number];

export const isListeningMode = (value: string | null): value is ListeningMode =>
  LISTENING_MODES.some((mode) => mode === value);

/** A word that can be heard: the dictionary's word and the recordings of it (of the word itself, not a form). */
export interface HeardWord {
  word: Word;
  recordings: readonly Recording[];
}

/** One question: the word heard and, to choose from, four spellings (the answer's among them) in the order shown. */
export interface ListeningQuestion {
  /** 1 for the first question of the session. */
  number: number;
  heard: HeardWord;
  choices: readonly string[];
}

export interface ListeningOutcome {
  question: ListeningQuestion;
  kind: OutcomeKind;
}

/** A session: the shared turn state, the words it draws from, its question and how the ones before went. */
export interface ListeningGame extends TurnState<ListeningQuestion> {
  readonly mode: ListeningMode;
  readonly heard: readonly HeardWord[];
  /** Words that are only ever offered as wrong choices (from the dictionary, when few words are recorded). */
  readonly others: readonly Word[];
  readonly question: ListeningQuestion;
  /** How many questions the session asks. */
  readonly length: number;
  /** When set, the session asks these words and only these, in order (the ones missed last time). */
  readonly only: readonly HeardWord[] | null;
  readonly outcomes: readonly ListeningOutcome[];
  /** True once the last question is answered and Next pressed (or it is skipped): the summary shows. */
  readonly over: boolean;
}

const spellingOf = (word: Pick<Word, 'word'>) => word.word.normalize('NFC').trim();

/**
 * The words that can be heard, in the order their first recording comes: each approved
 * recording of a word itself (a recording of one of its forms says something else), grouped
 * by word. A word the dictionary no longer has is left out, and so is one that reads like an
 * earlier one, since the learner could not tell by ear which was meant.
 */
export function heardWords(recordings: readonly Recording[], words: readonly Word[]): HeardWord[] {
  const byId = new Map(words.map((word) => [word.id, word]));
  const heard = new Map<number, HeardWord>();
  const keys = new Set<string>();
  for (const recording of recordings) {
    if (recording.word === null || recording.tense !== null || recording.status !== 'approved') continue;
    const known = heard.get(recording.word);
    if (known !== undefined) {
      heard.set(recording.word, { ...known, recordings: [...known.recordings, recording] });
      continue;
    }
    const word = byId.get(recording.word);
    const key = word === undefined ? '' : spellingKey(word.word);
    if (word === undefined || key === '' || keys.has(key)) continue;
    keys.add(key);
    heard.set(recording.word, { word, recordings: [recording] });
  }
  return [...heard.values()];
}

/** The ids of the words these recordings are of (the word itself), each once, in order: what to read from the dictionary. */
export function recordedWordIds(recordings: readonly Recording[]): number[] {
  const ids = recordings.flatMap((recording) =>
    recording.word !== null && recording.tense === null ? [recording.word] : [],
  );
  return [...new Set(ids)];
}

/** Whether there is anything to play: one recorded word, and three other words to choose among. */
export const canListen = (heard: readonly HeardWord[], others: readonly Word[]): boolean =>
  heard.length > 0 &&
  new Set([...heard.map(({ word }) => word), ...others].map((word) => spellingKey(word.word))).size >=
    LISTENING_CHOICES;

/**
 * The four choices of a question: the answer and three words that read differently from it
 * and from each other, drawn first from the other recorded words (the learner may have heard
 * them) and then from the dictionary's, shuffled.
 */
function choicesFor(answer: Word, heard: readonly HeardWord[], others: readonly Word[], random: Random): string[] {
  const taken = new Set([spellingKey(answer.word)]);
  const choices = [spellingOf(answer)];
  const pools = [
    shuffle(
      heard.map(({ word }) => word),
      random,
    ),
    shuffle(others, random),
  ];
  for (const word of pools.flat()) {
    if (choices.length === LISTENING_CHOICES) break;
    const key = spellingKey(word.word);
    if (key === '' || taken.has(key)) continue;
    taken.add(key);
    choices.push(spellingOf(word));
  }
  return shuffle(choices, random);
}

/** The word the next question asks: the next of `only`, else a recorded word not asked yet this lap, else any but the last. */
function nextWord(
  game: Pick<ListeningGame, 'heard' | 'only' | 'outcomes'>,
  number: number,
  last: HeardWord | null,
  random: Random,
): HeardWord {
  const planned = game.only?.[number - 1];
  if (planned !== undefined) return planned;
  const asked = new Set(game.outcomes.map(({ question }) => question.heard.word.id));
  if (last !== null) asked.add(last.word.id);
  const fresh = game.heard.filter(({ word }) => !asked.has(word.id));
  const pool = fresh.length > 0 ? fresh : game.heard.filter(({ word }) => word.id !== last?.word.id);
  return pickOne(pool, random) ?? (game.heard[0] as HeardWord);
}

function questionFor(
  game: Pick<ListeningGame, 'heard' | 'others' | 'only' | 'outcomes'>,
  number: number,
  last: HeardWord | null,
  random: Random,
): ListeningQuestion {
  const heard = nextWord(game, number, last, random);
  return { number, heard, choices: choicesFor(heard.word, game.heard, game.others, random) };
}

export interface ListeningSessionOptions {
  /** How many questions (default {@link SESSION_LENGTH}); ignored when `only` is given. */
  length?: number;
  /** Ask these words and only these, in order: "Practise the ones I missed". */
  only?: readonly HeardWord[];
}

/** A new session: score zero and a first question. Needs one heard word (see {@link canListen}). */
export function startListeningGame(
  heard: readonly HeardWord[],
  others: readonly Word[],
  mode: ListeningMode,
  random: Random,
  { length = SESSION_LENGTH, only }: ListeningSessionOptions = {},
): ListeningGame {
  if (heard.length === 0) throw new RangeError('The listening game needs a recorded word.');
  const asked = only !== undefined && only.length > 0 ? only : null;
  const base = { mode, heard, others, only: asked, outcomes: [] };
  return {
    ...base,
    question: questionFor(base, 1, null, random),
    length: asked?.length ?? Math.max(1, length),
    over: false,
    ...firstTurn(),
  };
}

// ——— Moves ———

const withOutcome = (game: ListeningGame, kind: OutcomeKind): ListeningGame => ({
  ...game,
  outcomes: [...game.outcomes, { question: game.question, kind }],
});

/**
 * Check: a chosen or typed spelling against the word heard, as Conjugate compares (case,
 * spacing and macrons forgiven, with a note on the long vowels; either alphabet accepted).
 */
export function checkListening(game: ListeningGame, attempt: string): ListeningGame {
  const checked = checkTurn(game, attempt, (typed) =>
    checkConjugationAnswer(typed, [spellingOf(game.question.heard.word)]),
  );
  if (checked === game || checked.result === null) return checked;
  const { correct, missedLongVowels, extraLongVowels } = checked.result;
  const kind: OutcomeKind = !correct
    ? 'wrong'
    : missedLongVowels.length + extraLongVowels.length > 0
      ? 'macron'
      : 'right';
  return withOutcome(checked, kind);
}

const dealOrEnd = (game: ListeningGame, random: Random): ListeningGame =>
  game.outcomes.length >= game.length
    ? { ...game, over: true }
    : { ...game, question: questionFor(game, game.question.number + 1, game.question.heard, random) };

/** Next: only once the answer is shown; after the session's last question, the session is over. */
export function nextListening(game: ListeningGame, random: Random): ListeningGame {
  return goToNextTurn(game, (current) => dealOrEnd(current, random));
}

/** Skip: counts the question as skipped and moves on (or ends the session); only while it is open. */
export function skipListening(game: ListeningGame, random: Random): ListeningGame {
  if (!canSkip(game)) return game;
  return skipTurn(withOutcome(game, 'skipped'), game.question, (current) => dealOrEnd(current, random));
}

/** The word heard, as printed. */
export const answerOf = (question: ListeningQuestion): string => spellingOf(question.heard.word);

/**
 * The hints taken so far: first what the word means (in the learner's language when the
 * dictionary has it), then its letters with the vowels hidden, in the learner's alphabet.
 */
export function listeningHints(game: ListeningGame, say: Say, locale: Locale, spell: Spell = (text) => text): string[] {
  const { word } = game.question.heard;
  const { definition } = definitionOf(word, locale);
  const meaning =
    definition === ''
      ? say('practice.listen.hintNoMeaning')
      : say('practice.listen.hintMeaning', { meaning: definition });
  return hintsTaken(game, [
    meaning,
    say('practice.hint.letters', { letters: hideVowels(spell(answerOf(game.question))) }),
  ]);
}
