import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Recording } from '../../../contract/recordings';
import { spellingKey } from '../../../nahuatl';
import { translate } from '../../i18n/locale';
import { word } from '../../test/fixtures';
import { seededRandom } from '../../test/seeded-random';
import { sessionSummary } from './conjugation-game';
import {
  answerOf,
  canListen,
  checkListening,
  heardWords,
  LISTENING_CHOICES,
  listeningHints,
  nextListening,
  recordedWordIds,
  skipListening,
  startListeningGame,
  type ListeningGame,
} from './listening-game';

// The recordings here are records only: no audio is made or played.
const recording = (id: number, wordId: number | null, changes: Partial<Recording> = {}): Recording => ({
  id,
  owner: 1,
  speaker: 9,
  speaker_data: { id: 9, name: 'Speaker', place: '', variety: '', licence: 'CC-BY-4.0' },
  word: wordId,
  sentence: wordId === null ? 4 : null,
  tense: null,
  person: null,
  object: null,
  status: 'approved',
  reason: '',
  duration_ms: 800,
  audio: `/utoaztecan/api/recording/${id}/audio/`,
  created_at: '2025-05-01T10:00:00Z',
  ...changes,
});

const WORDS = [
  word(1, 'cochi', { definition_english: ['to sleep'], definition_spanish: ['dormir'] }),
  word(2, 'chōca', { definition_english: ['to cry'] }),
  word(3, 'calli', { definition_english: ['house'] }),
  word(4, 'ātl', { definition_english: ['water'] }),
  word(5, 'tōtōtl', { definition_english: ['bird'] }),
];
const RECORDINGS = WORDS.map((entry) => recording(entry.id * 10, entry.id));
const HEARD = heardWords(RECORDINGS, WORDS);

const play = (game: ListeningGame, answer: (game: ListeningGame) => string, random = () => 0.5) =>
  nextListening(checkListening(game, answer(game)), random);

describe('the words that can be heard', () => {
  it('groups approved recordings of each word itself, in order, and leaves out forms, sentences and others', () => {
    const recordings = [
      recording(1, 3),
      recording(2, 1),
      recording(3, 3),
      recording(4, 2, { tense: 'past', person: 0 }),
      recording(5, null),
      recording(6, 4, { status: 'pending' }),
      recording(7, 99),
    ];
    const heard = heardWords(recordings, WORDS);
    expect(heard.map(({ word: { word } }) => word)).toEqual(['calli', 'cochi']);
    expect(heard[0]?.recordings.map(({ id }) => id)).toEqual([1, 3]);
    expect(recordedWordIds(recordings)).toEqual([3, 1, 4, 99]);
  });

  it('keeps one of two words that read alike, which no ear could tell apart', () => {
    const alike = [word(1, 'cochi'), word(2, 'kochi')];
    expect(heardWords([recording(1, 1), recording(2, 2)], alike).map(({ word: { id } }) => id)).toEqual([1]);
  });

  it('needs one recorded word and four words in all to choose among', () => {
    expect(canListen([], WORDS)).toBe(false);
    expect(canListen(HEARD.slice(0, 1), WORDS.slice(1, 3))).toBe(false);
    expect(canListen(HEARD.slice(0, 1), WORDS.slice(1, 4))).toBe(true);
    expect(canListen(HEARD.slice(0, 4), [])).toBe(true);
  });
});

describe('a question', () => {
  it('offers four words that read differently, the one heard among them', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const game = startListeningGame(HEARD, [], 'choose', seededRandom(seed));
        const { choices } = game.question;
        expect(choices).toHaveLength(LISTENING_CHOICES);
        expect(choices).toContain(answerOf(game.question));
        expect(new Set(choices.map(spellingKey)).size).toBe(LISTENING_CHOICES);
      }),
    );
  });

  it('fills the choices from the dictionary when too few words are recorded, never with the word’s own spelling', () => {
    const heard = HEARD.slice(0, 1);
    const others = [word(40, 'kochi'), ...WORDS.slice(1, 4)];
    const game = startListeningGame(heard, others, 'choose', seededRandom(3));
    expect([...game.question.choices].sort()).toEqual(['calli', 'chōca', 'cochi', 'ātl'].sort());
  });
});

describe('checking', () => {
  const start = () => startListeningGame(HEARD, [], 'type', seededRandom(7));

  it.each([
    ['the word as printed', (answer: string) => answer, 'right'],
    ['in capitals, with spaces', (answer: string) => ` ${answer.toUpperCase()} `, 'right'],
    ['without its macrons', (answer: string) => answer.normalize('NFD').replace(/\u0304/g, ''), 'macron'],
    ['another word', () => 'xochitl', 'wrong'],
  ] as const)('counts %s', (_, typed, kind) => {
    const game = startListeningGame(heardWords([recording(1, 5)], WORDS), WORDS.slice(0, 3), 'type', seededRandom(1));
    const checked = checkListening(game, typed(answerOf(game.question)));
    expect(checked.outcomes.map((outcome) => outcome.kind)).toEqual([kind]);
    expect(checked.score).toEqual({ correct: kind === 'wrong' ? 0 : 1, answered: 1, skipped: 0 });
  });

  it('forgives the k/qu spelling as Conjugate does', () => {
    const game = startListeningGame(heardWords([recording(1, 1)], WORDS), WORDS.slice(1, 4), 'type', seededRandom(1));
    const checked = checkListening(game, 'kochi');
    expect(checked.result).toMatchObject({ correct: true, otherAlphabet: true });
  });

  it('checks once: a second answer to the same question changes nothing', () => {
    const checked = checkListening(start(), 'xochitl');
    expect(checkListening(checked, answerOf(checked.question))).toBe(checked);
  });
});

describe('a session', () => {
  it('asks every recorded word before any again, and ends after its length with the summary', () => {
    let game = startListeningGame(HEARD, [], 'choose', seededRandom(11), { length: 7 });
    const asked: number[] = [];
    while (!game.over) {
      asked.push(game.question.heard.word.id);
      game = play(game, (current) => answerOf(current.question), seededRandom(asked.length));
    }
    expect(asked).toHaveLength(7);
    expect(new Set(asked.slice(0, 5)).size).toBe(5);
    expect(asked[5]).not.toBe(asked[4]);
    expect(sessionSummary(game).counts).toEqual({ right: 7, macron: 0, wrong: 0, skipped: 0 });
  });

  it('lists the words missed, wrong or skipped, and a session of only those asks them in order', () => {
    let game = startListeningGame(HEARD, [], 'choose', seededRandom(5), { length: 3 });
    const first = game.question.heard;
    game = play(game, () => 'xochitl');
    const second = game.question.heard;
    game = skipListening(game, () => 0.5);
    game = play(game, (current) => answerOf(current.question));
    expect(game.over).toBe(true);
    const summary = sessionSummary(game);
    expect(summary.counts).toEqual({ right: 1, macron: 0, wrong: 1, skipped: 1 });
    expect(summary.missed.map(({ heard }) => heard)).toEqual([first, second]);

    const again = startListeningGame(HEARD, [], 'type', seededRandom(5), {
      only: summary.missed.map(({ heard }) => heard),
    });
    expect(again.length).toBe(2);
    expect(again.question.heard).toBe(first);
    expect(skipListening(again, () => 0.5).question.heard).toBe(second);
  });

  it('keeps the skipped word, so the screen can say what it was', () => {
    const game = startListeningGame(HEARD, [], 'choose', seededRandom(2));
    expect(skipListening(game, () => 0.5).skipped).toBe(game.question);
  });
});

describe('hints', () => {
  it('gives the meaning in the learner’s language, then the letters with the vowels hidden', () => {
    const game = startListeningGame(heardWords([recording(1, 1)], WORDS), WORDS.slice(1, 4), 'type', seededRandom(1));
    const say = translate;
    expect(listeningHints(game, say, 'en')).toEqual([]);
    const once = { ...game, hintsLeft: 1 };
    expect(listeningHints(once, say, 'en')).toEqual(['It means “to sleep”.']);
    expect(listeningHints(once, say, 'es')).toEqual(['It means “dormir”.']);
    expect(listeningHints({ ...game, hintsLeft: 0 }, say, 'en')[1]).toBe('Its letters, vowels hidden: c_ch_');
  });
});
