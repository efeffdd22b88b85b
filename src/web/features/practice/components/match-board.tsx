import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { Word } from '../../../../contract/words';
import { useReviewDeck } from '../../../api/review-deck';
import { Button } from '../../../components/button';
import {
  clearMismatch,
  isEndgame,
  isMatched,
  isWon,
  matchFeedback,
  matchPairs,
  newMatchGame,
  pairsLeft,
  pairsLeftText,
  pick,
  type MatchCard,
  type MatchGame,
  type MatchSide,
} from '../match-game';
import type { Random } from '../../../components/game/random';
import { GAME_CARD } from '../../../components/game/game-card';
import gameStyles from '../../../components/game/game.module.css';
import textStyles from '../../../components/text.module.css';
import { useAlphabet, useNahuatl } from '../../../i18n/alphabet';
import { useLocale, useT } from '../../../i18n/locale';
import styles from './practice.module.css';

/** How long a wrong pair stays flagged pink; its text feedback stays until the next pick. */
export const MISMATCH_FLAG_MS = 1200;

interface MatchBoardProps {
  words: readonly Word[];
  random?: Random;
}

/** Where the focus goes after a pick disables the card it was on. */
function nextOpenCard(game: MatchGame, side: MatchSide, from: number): { side: MatchSide; index: number } | null {
  for (const column of [side, side === 'word' ? 'definition' : 'word'] as const) {
    const cards = column === 'word' ? game.words : game.definitions;
    for (let step = 1; step <= cards.length; step += 1) {
      const index = (from + step) % cards.length;
      const card = cards[index];
      if (card !== undefined && !isMatched(game, card)) return { side: column, index };
    }
  }
  return null;
}

/**
 * Match (SPEC.md §4): a column of words and a column of definitions, all toggle buttons. The
 * words are spelled in the learner's alphabet, and a new board is dealt when it changes.
 */
export function MatchBoard(props: MatchBoardProps) {
  const { alphabet } = useAlphabet();
  return <AlphabetMatchBoard key={alphabet} {...props} />;
}

function AlphabetMatchBoard({ words, random = Math.random }: MatchBoardProps) {
  const t = useT();
  const { locale } = useLocale();
  const spelled = useNahuatl();
  // Spelled before the pairs are made, so two words that read alike in this alphabet make one pair.
  const pairs = useMemo(
    () => matchPairs(words.map((word) => ({ ...word, word: spelled(word.word) })), locale),
    [words, locale, spelled],
  );
  const deck = useReviewDeck();
  const [game, setGame] = useState(() => newMatchGame(pairs, random));
  const board = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ side: MatchSide; index: number } | 'play-again' | null>(null);

  // The pink flag is brief; the words saying what went wrong stay until the next pick.
  useEffect(() => {
    if (game.mismatch === null) return;
    const timer = window.setTimeout(() => setGame((current) => clearMismatch(current)), MISMATCH_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [game.mismatch]);

  useEffect(() => {
    if (focusTarget === null) return;
    const selector =
      focusTarget === 'play-again' ? '[data-play-again]' : `[data-card="${focusTarget.side}-${focusTarget.index}"]`;
    board.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (pairs.length === 0) {
    return (
      <section className={GAME_CARD} aria-labelledby="match-title">
        <h2 id="match-title" className={gameStyles.gameTitle}>
          {t('practice.games.match')}
        </h2>
        <p>{t('practice.match.empty')}</p>
      </section>
    );
  }

  function onPick(side: MatchSide, index: number) {
    const next = pick(game, side, index);
    setGame(next);
    // The word paired wrongly comes back in the review, to recall its meaning.
    const last = next.last;
    if (last?.kind === 'mismatched') {
      const mistaken = words.find((word) => word.id === next.words[last.word]?.pair);
      if (mistaken) void deck.addMistake({ kind: 'meaning', word: mistaken });
    }
    // A matched card is disabled, which would drop the focus to the page: move it on.
    if (next.last?.kind === 'matched') setFocusTarget(isWon(next) ? 'play-again' : nextOpenCard(next, side, index));
  }

  function restart() {
    setGame(newMatchGame(pairs, random));
    setFocusTarget({ side: 'word', index: 0 });
  }

  const won = isWon(game);
  const endgame = isEndgame(game);
  const left = pairsLeft(game);

  function renderCard(side: MatchSide, card: MatchCard, index: number) {
    const matched = isMatched(game, card);
    const selected = game.selected[side] === index;
    const flagged = game.mismatch !== null && game.mismatch[side] === index;
    const className = [
      styles.matchCard,
      matched && styles.matched,
      selected && styles.selected,
      flagged && styles.flagged,
      endgame && !matched && styles.tinted,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <li key={`${side}-${card.pair}`}>
        <button
          type="button"
          data-card={`${side}-${index}`}
          className={className}
          aria-pressed={selected}
          disabled={matched}
          onClick={() => onPick(side, index)}
        >
          <span className={styles.cardMark} aria-hidden="true">
            {matched ? '✓' : flagged ? '✗' : selected ? '●' : ''}
          </span>
          <span lang={card.lang} className={styles.cardText}>
            {card.text}
          </span>
          {matched && <span className="visually-hidden">{t('practice.match.cardMatched')}</span>}
          {flagged && <span className="visually-hidden">{t('practice.match.cardNotAPair')}</span>}
        </button>
      </li>
    );
  }

  return (
    <section ref={board} className={GAME_CARD} aria-labelledby="match-title">
      <div className={gameStyles.gameHeader}>
        <h2 id="match-title" className={gameStyles.gameTitle}>
          {t('practice.games.match')}
        </h2>
        <p className={gameStyles.counter}>{pairsLeftText(left, t)}</p>
      </div>
      {won ? (
        <div className={styles.success}>
          <p className={styles.successTitle}>{t('practice.match.success')}</p>
          <p>{t('practice.match.matchedAll', { count: pairs.length })}</p>
          <Button data-play-again onClick={restart}>
            {t('practice.match.playAgain')}
          </Button>
          <details className={styles.review}>
            <summary>{t('practice.match.review')}</summary>
            <dl className={styles.reviewList}>
              {pairs.map((pair) => (
                <Fragment key={pair.id}>
                  <dt lang="nah">{pair.word}</dt>
                  <dd lang={pair.lang}>{pair.definition}</dd>
                </Fragment>
              ))}
            </dl>
          </details>
        </div>
      ) : (
        <p className={textStyles.muted}>
          {t('practice.match.instructions')}
          {endgame && <strong className={styles.endgameNote}> {t('practice.match.endgame')}</strong>}
        </p>
      )}
      <p role="status" className={styles.matchFeedback}>
        {matchFeedback(game, t)}
      </p>
      <div className={styles.columns}>
        <section aria-labelledby="match-words" className={styles.column}>
          <h3 id="match-words" className={styles.columnTitle}>
            {t('practice.match.words')}
          </h3>
          <ul className={styles.cardList}>{game.words.map((card, index) => renderCard('word', card, index))}</ul>
        </section>
        <section aria-labelledby="match-definitions" className={styles.column}>
          <h3 id="match-definitions" className={styles.columnTitle}>
            {t('practice.match.definitions')}
          </h3>
          <ul className={styles.cardList}>
            {game.definitions.map((card, index) => renderCard('definition', card, index))}
          </ul>
        </section>
      </div>
    </section>
  );
}
