/**
 * The Match game (SPEC.md §3, §4, §5, §9) as plain data and pure functions: two shuffled
 * columns, words and definitions, and a pick that either selects a card, deselects it,
 * matches a pair or flags a wrong one. The React board only draws this state.
 */

import type { Locale } from '../../../contract/locales';
import type { Word } from '../../../contract/words';
import { shuffle, type Random } from '../../components/game/random';
import type { Say } from '../../components/game/say';

/** SPEC.md §9: the game uses up to this many words. */
export const MATCH_WORD_LIMIT = 10;

/** With this many pairs left or fewer, the cards still in play are tinted (SPEC.md §4). */
export const ENDGAME_PAIRS = 3;

/** One word and its definitions, as the two cards of a pair show them. */
export interface MatchPair {
  /** The word's id: SPEC.md §4 matches on it. */
  id: number;
  word: string;
  /** The definitions in the learner's language (else English), joined with "; ". */
  definition: string;
  /** The language of `definition`. */
  lang: DefinitionLang;
}

/** The language a definition is written in. */
export type DefinitionLang = 'es' | 'en';

/** One card in a column: the pair it belongs to and the text it shows. */
export interface MatchCard {
  pair: number;
  text: string;
  /** The language of the text: Nahuatl for a word, a definition's own. */
  lang: DefinitionLang | 'nah';
}

export type MatchSide = 'word' | 'definition';

/** Which card of each column is picked (an index into that column), if any. */
export type MatchSelection = Readonly<Record<MatchSide, number | null>>;

/** What the last pick did, for the feedback line. */
export type MatchEvent =
  | { kind: 'selected'; side: MatchSide; index: number }
  | { kind: 'deselected'; side: MatchSide; index: number }
  | { kind: 'matched'; pair: number }
  /** A wrong pair; `kept` is the side whose card stays picked (the one picked first). */
  | { kind: 'mismatched'; word: number; definition: number; kept: MatchSide };

/** SPEC.md §3's state: the two columns, the matched flags (by pair) and the selected indexes. */
export interface MatchGame {
  readonly words: readonly MatchCard[];
  readonly definitions: readonly MatchCard[];
  readonly matched: ReadonlySet<number>;
  readonly selected: MatchSelection;
  /** The wrong pair being flagged, until the next pick or {@link clearMismatch}. */
  readonly mismatch: { readonly word: number; readonly definition: number } | null;
  readonly last: MatchEvent | null;
}

const joinDefinitions = (definitions: readonly string[]) =>
  definitions
    .map((definition) => definition.trim())
    .filter(Boolean)
    .join('; ');

type MatchWord = Pick<Word, 'id' | 'word' | 'definition_english'> & Partial<Pick<Word, 'definition_spanish'>>;

/**
 * What a pair shows of a word: in Spanish its Spanish definitions, else (or in English) its
 * English ones, as issue 30 asks ("Spanish definitions first in Spanish").
 */
export function definitionOf(word: MatchWord, locale: Locale): { definition: string; lang: DefinitionLang } {
  const spanish = locale === 'es' ? joinDefinitions(word.definition_spanish ?? []) : '';
  return spanish !== ''
    ? { definition: spanish, lang: 'es' }
    : { definition: joinDefinitions(word.definition_english), lang: 'en' };
}

/**
 * The pairs of a vocabulary's words, in the vocabulary's order, with the definitions of
 * `locale` (see {@link definitionOf}): words with no definition are left out (they have nothing to match), and so is any word whose
 * definitions read exactly like an earlier word's (SPEC.md §5: "duplicates removed by
 * identical English definition lists") or whose spelling repeats an earlier word's, since
 * two cards that look the same could not be told apart. Then the first
 * {@link MATCH_WORD_LIMIT} are kept, so a duplicate does not cost the game a pair.
 */
export function matchPairs(words: readonly MatchWord[], locale: Locale): MatchPair[] {
  const pairs: MatchPair[] = [];
  const seenDefinitions = new Set<string>();
  const seenWords = new Set<string>();
  for (const word of words) {
    if (pairs.length === MATCH_WORD_LIMIT) break;
    const { definition, lang } = definitionOf(word, locale);
    const spelling = word.word.normalize('NFC').trim();
    if (definition === '' || spelling === '' || seenDefinitions.has(definition) || seenWords.has(spelling)) continue;
    seenDefinitions.add(definition);
    seenWords.add(spelling);
    pairs.push({ id: word.id, word: spelling, definition, lang });
  }
  return pairs;
}

/**
 * Moves any definition that landed beside its own word: a row that already reads as a
 * pair would teach nothing. Swapping it with the next row's definition fixes that row
 * without creating a new one (the moved definition cannot belong to the next word).
 */
function withoutAlignedRows(words: readonly MatchCard[], definitions: MatchCard[]): MatchCard[] {
  if (definitions.length < 2) return definitions;
  for (let row = 0; row < definitions.length; row += 1) {
    if (definitions[row]?.pair !== words[row]?.pair) continue;
    const next = (row + 1) % definitions.length;
    [definitions[row], definitions[next]] = [definitions[next] as MatchCard, definitions[row] as MatchCard];
  }
  return definitions;
}

/** A new game: both columns shuffled, nothing matched or picked. Also "Play again". */
export function newMatchGame(pairs: readonly MatchPair[], random: Random): MatchGame {
  const words = shuffle(
    pairs.map((pair) => ({ pair: pair.id, text: pair.word, lang: 'nah' as const })),
    random,
  );
  const definitions = withoutAlignedRows(
    words,
    shuffle(
      pairs.map((pair) => ({ pair: pair.id, text: pair.definition, lang: pair.lang })),
      random,
    ),
  );
  return {
    words,
    definitions,
    matched: new Set(),
    selected: { word: null, definition: null },
    mismatch: null,
    last: null,
  };
}

const otherSide = (side: MatchSide): MatchSide => (side === 'word' ? 'definition' : 'word');

const column = (game: MatchGame, side: MatchSide) => (side === 'word' ? game.words : game.definitions);

/** The card at `index` of a column, if there is one. */
export const cardAt = (game: MatchGame, side: MatchSide, index: number): MatchCard | undefined =>
  column(game, side)[index];

/** Whether a card's pair is already matched (its card is then disabled). */
export const isMatched = (game: MatchGame, card: MatchCard): boolean => game.matched.has(card.pair);

/** How many pairs are still to match. */
export const pairsLeft = (game: MatchGame): number => game.words.length - game.matched.size;

/** Every pair matched: "Success!". */
export const isWon = (game: MatchGame): boolean => game.words.length > 0 && pairsLeft(game) === 0;

/** Few pairs left: the cards still in play are tinted. */
export const isEndgame = (game: MatchGame): boolean => {
  const left = pairsLeft(game);
  return left > 0 && left <= ENDGAME_PAIRS;
};

/**
 * Picks the card at `index` of one column:
 * - a matched card, or an index with no card, changes nothing;
 * - the card already picked in its column is deselected;
 * - with no card picked in the other column, it becomes that column's pick (replacing any other);
 * - otherwise the two make a pair: the same word matches, and both picks clear; a wrong
 *   pair is flagged, and only the card picked second is let go, so the learner can try
 *   another partner for the card they started from.
 */
export function pick(game: MatchGame, side: MatchSide, index: number): MatchGame {
  const card = cardAt(game, side, index);
  if (card === undefined || isMatched(game, card)) return game;
  const base = { ...game, mismatch: null };
  if (game.selected[side] === index) {
    return { ...base, selected: { ...game.selected, [side]: null }, last: { kind: 'deselected', side, index } };
  }
  const partnerIndex = game.selected[otherSide(side)];
  const partner = partnerIndex === null ? undefined : cardAt(game, otherSide(side), partnerIndex);
  if (partnerIndex === null || partner === undefined) {
    return { ...base, selected: { ...game.selected, [side]: index }, last: { kind: 'selected', side, index } };
  }
  const pairIndexes =
    side === 'word' ? { word: index, definition: partnerIndex } : { word: partnerIndex, definition: index };
  if (partner.pair === card.pair) {
    return {
      ...base,
      matched: new Set([...game.matched, card.pair]),
      selected: { word: null, definition: null },
      last: { kind: 'matched', pair: card.pair },
    };
  }
  const kept = otherSide(side);
  return {
    ...base,
    selected: { word: null, definition: null, [kept]: partnerIndex },
    mismatch: pairIndexes,
    last: { kind: 'mismatched', ...pairIndexes, kept },
  };
}

/** Ends the flag on a wrong pair (the board calls this after a moment); the picks stay. */
export function clearMismatch(game: MatchGame): MatchGame {
  return game.mismatch === null ? game : { ...game, mismatch: null };
}

/** "1 pair left", "4 pairs left". */
export const pairsLeftText = (left: number, say: Say): string => say('practice.match.pairsLeft', { count: left });

/**
 * The feedback line for the last pick, for everyone and for screen readers (the board puts
 * it in a live region): what happened, in words, never only in colour.
 */
export function matchFeedback(game: MatchGame, say: Say): string {
  const event = game.last;
  if (event === null) return '';
  if (event.kind === 'selected') {
    const text = cardAt(game, event.side, event.index)?.text ?? '';
    return say(event.side === 'word' ? 'practice.match.selectedWord' : 'practice.match.selectedDefinition', { text });
  }
  if (event.kind === 'deselected') {
    return say('practice.match.deselected', { text: cardAt(game, event.side, event.index)?.text ?? '' });
  }
  if (event.kind === 'matched') {
    const word = game.words.find((card) => card.pair === event.pair)?.text ?? '';
    const definition = game.definitions.find((card) => card.pair === event.pair)?.text ?? '';
    const left = pairsLeft(game);
    return left === 0
      ? say('practice.match.won', { word, definition })
      : say('practice.match.matched', { word, definition, left: pairsLeftText(left, say) });
  }
  const word = cardAt(game, 'word', event.word)?.text ?? '';
  const definition = cardAt(game, 'definition', event.definition)?.text ?? '';
  return say(event.kept === 'word' ? 'practice.match.mismatchKeepWord' : 'practice.match.mismatchKeepDefinition', {
    word,
    definition,
  });
}
