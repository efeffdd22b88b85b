import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/locale';
import {
  clearMismatch,
  isEndgame,
  isWon,
  MATCH_WORD_LIMIT,
  matchFeedback,
  matchPairs,
  newMatchGame,
  pairsLeft,
  pick,
  type MatchGame,
  type MatchPair,
  type MatchSide,
} from './match-game';
import { seededRandom } from '../../test/seeded-random';

const entry = (id: number, word: string, definition_english: string[]) => ({ id, word, definition_english });

const PAIRS: MatchPair[] = [
  { id: 1, word: 'cochi', definition: 'to sleep', lang: 'en' },
  { id: 2, word: 'chōca', definition: 'to cry; to weep', lang: 'en' },
  { id: 3, word: 'cuā', definition: 'to eat (something)', lang: 'en' },
  { id: 4, word: 'itta', definition: 'to see; to look at', lang: 'en' },
  { id: 5, word: 'tequiti', definition: 'to work', lang: 'en' },
];

/** A game with the columns in a known order: words 1…n, definitions n…1 (no row aligned for n = 5). */
function fixedGame(pairs: MatchPair[] = PAIRS): MatchGame {
  const game = newMatchGame(pairs, () => 0);
  return {
    ...game,
    words: pairs.map((pair) => ({ pair: pair.id, text: pair.word, lang: 'nah' })),
    definitions: [...pairs].reverse().map((pair) => ({ pair: pair.id, text: pair.definition, lang: pair.lang })),
  };
}

const wordIndex = (game: MatchGame, id: number) => game.words.findIndex((card) => card.pair === id);
const definitionIndex = (game: MatchGame, id: number) => game.definitions.findIndex((card) => card.pair === id);

describe('matchPairs', () => {
  it('joins each word’s English definitions and keeps the vocabulary’s order', () => {
    expect(matchPairs([entry(7, 'chōca', ['to cry', 'to weep']), entry(3, 'cochi', ['to sleep'])], 'en')).toEqual([
      { id: 7, word: 'chōca', definition: 'to cry; to weep', lang: 'en' },
      { id: 3, word: 'cochi', definition: 'to sleep', lang: 'en' },
    ]);
  });

  it('removes a word whose English definition list is identical to an earlier one', () => {
    const pairs = matchPairs(
      [
        entry(1, 'ahci', ['to arrive', 'to reach']),
        entry(2, 'ehco', ['to arrive']),
        entry(3, 'ahcitzin', ['to arrive', 'to reach']),
      ],
      'en',
    );
    expect(pairs.map((pair) => pair.id)).toEqual([1, 2]);
  });

  it('leaves out words without an English definition and repeated spellings', () => {
    const pairs = matchPairs(
      [
        entry(1, 'tlahtoa', []),
        entry(2, 'tlahtoa', ['to speak']),
        entry(3, ' tlahtoa ', ['to talk']),
        entry(4, 'caqui', ['  ', 'to hear']),
      ],
      'en',
    );
    expect(pairs).toEqual([
      { id: 2, word: 'tlahtoa', definition: 'to speak', lang: 'en' },
      { id: 4, word: 'caqui', definition: 'to hear', lang: 'en' },
    ]);
  });

  it(`keeps at most ${MATCH_WORD_LIMIT} pairs, counting only the words it keeps`, () => {
    const words = Array.from({ length: 14 }, (_, index) =>
      entry(index + 1, `word${index + 1}`, [`meaning ${index + 1}`]),
    );
    expect(matchPairs(words, 'en').map((pair) => pair.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A duplicate among the first ten lets the eleventh word in.
    words[3] = entry(4, 'word4', ['meaning 1']);
    expect(matchPairs(words, 'en').map((pair) => pair.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('newMatchGame', () => {
  it('deals every pair once into each column, nothing matched or picked', () => {
    const game = newMatchGame(PAIRS, seededRandom(1));
    expect(game.words.map((card) => card.pair).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(game.definitions.map((card) => card.pair).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(game.words.find((card) => card.pair === 2)?.text).toBe('chōca');
    expect(game.definitions.find((card) => card.pair === 2)?.text).toBe('to cry; to weep');
    expect(pairsLeft(game)).toBe(5);
    expect(game.selected).toEqual({ word: null, definition: null });
    expect(game.mismatch).toBeNull();
    expect(matchFeedback(game, translate)).toBe('');
  });

  it('is replayable with the same random numbers, and shuffles differently with others', () => {
    const order = (game: MatchGame) => [...game.words, ...game.definitions].map((card) => card.pair).join();
    expect(order(newMatchGame(PAIRS, seededRandom(5)))).toBe(order(newMatchGame(PAIRS, seededRandom(5))));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => order(newMatchGame(PAIRS, seededRandom(seed)))));
    expect(orders.size).toBeGreaterThan(10);
  });

  it('never deals a definition beside its own word', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer(), (size, seed) => {
        const pairs = Array.from({ length: size }, (_, index) => ({
          id: index + 1,
          word: `w${index}`,
          definition: `d${index}`,
          lang: 'en' as const,
        }));
        const game = newMatchGame(pairs, seededRandom(seed));
        game.words.forEach((card, row) => expect(game.definitions[row]?.pair).not.toBe(card.pair));
      }),
    );
  });

  it('deals a single pair as it is', () => {
    const game = newMatchGame([PAIRS[0]!], seededRandom(3));
    expect(pick(pick(game, 'word', 0), 'definition', 0).matched.has(1)).toBe(true);
  });
});

describe('pick', () => {
  it('a word then its definition: both matched, the selection clears', () => {
    let game = fixedGame();
    game = pick(game, 'word', wordIndex(game, 3));
    expect(game.selected).toEqual({ word: 2, definition: null });
    expect(matchFeedback(game, translate)).toBe('Selected cuā. Now pick its definition.');
    game = pick(game, 'definition', definitionIndex(game, 3));
    expect([...game.matched]).toEqual([3]);
    expect(game.selected).toEqual({ word: null, definition: null });
    expect(game.last).toEqual({ kind: 'matched', pair: 3 });
    expect(pairsLeft(game)).toBe(4);
    expect(matchFeedback(game, translate)).toBe('✓ Matched: cuā means “to eat (something)”. 4 pairs left.');
  });

  it('a definition then its word matches too', () => {
    let game = fixedGame();
    game = pick(game, 'definition', definitionIndex(game, 1));
    expect(matchFeedback(game, translate)).toBe('Selected “to sleep”. Now pick its word.');
    game = pick(game, 'word', wordIndex(game, 1));
    expect(game.matched.has(1)).toBe(true);
  });

  it('a wrong pair is flagged; the card picked first stays picked', () => {
    let game = fixedGame();
    game = pick(game, 'word', wordIndex(game, 1));
    game = pick(game, 'definition', definitionIndex(game, 2));
    expect(game.matched.size).toBe(0);
    expect(game.mismatch).toEqual({ word: wordIndex(game, 1), definition: definitionIndex(game, 2) });
    expect(game.selected).toEqual({ word: wordIndex(game, 1), definition: null });
    expect(matchFeedback(game, translate)).toBe(
      '✗ Not a pair: cochi does not mean “to cry; to weep”. cochi is still selected: try another definition.',
    );

    // The next pick ends the flag, and the kept word can still be matched.
    game = pick(game, 'definition', definitionIndex(game, 1));
    expect(game.mismatch).toBeNull();
    expect(game.matched.has(1)).toBe(true);
  });

  it('a wrong pair started from a definition keeps the definition', () => {
    let game = fixedGame();
    game = pick(game, 'definition', definitionIndex(game, 4));
    game = pick(game, 'word', wordIndex(game, 5));
    expect(game.selected).toEqual({ word: null, definition: definitionIndex(game, 4) });
    expect(game.last).toMatchObject({ kind: 'mismatched', kept: 'definition' });
    expect(matchFeedback(game, translate)).toBe(
      '✗ Not a pair: tequiti does not mean “to see; to look at”. “to see; to look at” is still selected: try another word.',
    );
  });

  it('clearMismatch ends the flag and keeps the selection', () => {
    let game = fixedGame();
    game = pick(pick(game, 'word', 0), 'definition', 0);
    const cleared = clearMismatch(game);
    expect(cleared.mismatch).toBeNull();
    expect(cleared.selected).toEqual(game.selected);
    expect(clearMismatch(cleared)).toBe(cleared);
  });

  it('picking a selected card deselects it', () => {
    let game = fixedGame();
    game = pick(game, 'word', 1);
    game = pick(game, 'word', 1);
    expect(game.selected).toEqual({ word: null, definition: null });
    expect(matchFeedback(game, translate)).toBe('Deselected chōca.');
  });

  it('picking another card in the same column moves the selection', () => {
    let game = fixedGame();
    game = pick(game, 'word', 1);
    game = pick(game, 'word', 3);
    expect(game.selected).toEqual({ word: 3, definition: null });
  });

  it('matched cards cannot be picked, and indexes outside the columns do nothing', () => {
    let game = fixedGame();
    game = pick(pick(game, 'word', wordIndex(game, 2)), 'definition', definitionIndex(game, 2));
    expect(pick(game, 'word', wordIndex(game, 2))).toBe(game);
    expect(pick(game, 'definition', definitionIndex(game, 2))).toBe(game);
    expect(pick(game, 'word', 99)).toBe(game);
    expect(pick(game, 'definition', -1)).toBe(game);
  });

  it('tints the cards in play with 3 pairs left or fewer, and says "Success!" at zero', () => {
    let game = fixedGame();
    const match = (id: number) => {
      game = pick(pick(game, 'word', wordIndex(game, id)), 'definition', definitionIndex(game, id));
    };
    match(1);
    expect(isEndgame(game)).toBe(false);
    match(2);
    expect(pairsLeft(game)).toBe(3);
    expect(isEndgame(game)).toBe(true);
    match(3);
    match(4);
    expect(matchFeedback(game, translate)).toBe('✓ Matched: itta means “to see; to look at”. 1 pair left.');
    expect(isWon(game)).toBe(false);
    match(5);
    expect(pairsLeft(game)).toBe(0);
    expect(isEndgame(game)).toBe(false);
    expect(isWon(game)).toBe(true);
    expect(matchFeedback(game, translate)).toBe('✓ tequiti: “to work”. Success!');
  });

  it('an empty game is never won', () => {
    expect(isWon(newMatchGame([], seededRandom(1)))).toBe(false);
  });

  it('whatever is picked, only true pairs match and at most one card per column is picked', () => {
    const side = fc.constantFrom<MatchSide>('word', 'definition');
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(side, fc.integer({ min: 0, max: 4 })), { maxLength: 60 }),
        (seed, picks) => {
          let game = newMatchGame(PAIRS, seededRandom(seed));
          let matched = 0;
          for (const [column, index] of picks) {
            const before = game;
            game = pick(game, column, index);
            expect(game.matched.size).toBeGreaterThanOrEqual(matched);
            if (game.matched.size > matched) {
              const card = column === 'word' ? before.words[index] : before.definitions[index];
              const partner =
                column === 'word'
                  ? before.definitions[before.selected.definition ?? -1]
                  : before.words[before.selected.word ?? -1];
              expect(partner?.pair).toBe(card?.pair);
              expect(game.matched.has(card!.pair)).toBe(true);
            }
            matched = game.matched.size;
            for (const picked of [game.selected.word, game.selected.definition]) {
              if (picked !== null) expect(picked).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
    );
  });
});
