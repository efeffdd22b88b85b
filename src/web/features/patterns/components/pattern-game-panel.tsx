import { FormattedMessage } from 'react-intl';
import type { Pattern } from '../../../../contract/patterns';
import { useReviewDeck } from '../../../api/review-deck';
import type { Random } from '../../../components/game/random';
import { TurnGamePanel } from '../../../components/game/turn-game-panel';
import { verdictText } from '../../../components/game/verdict';
import { useTurnGame } from '../../../components/game/use-turn-game';
import { useAlphabet, useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useLocale, useT } from '../../../i18n/locale';
import {
  nextPatternTurn,
  respond,
  shownHints,
  skipPatternTurn,
  startPatternGame,
  type PatternWord,
} from '../pattern-game';
import { hintText } from '../pattern-texts';

interface PatternGamePanelProps {
  /** A pattern that can make a turn with these words (see unplayableReason). */
  pattern: Pattern;
  words: readonly PatternWord[];
  random?: Random;
}

/**
 * The pattern game (SPEC.md §4): the question, an answer box, Check Response, Next, Hint
 * (two, then disabled) and Skip, and the running score. The rules are pattern-game.ts's;
 * the hints and the verdict are written here, in the interface language, from its data.
 */
export function PatternGamePanel({ pattern, words, random = Math.random }: PatternGamePanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const { alphabet } = useAlphabet();
  const spelled = useNahuatl();
  const deck = useReviewDeck();
  const play = useTurnGame(
    () => startPatternGame(pattern, words, random),
    {
      check: respond,
      next: (game) => nextPatternTurn(game, random),
      skip: (game) => skipPatternTurn(game, random),
    },
    // Play puts the cursor in the answer box; a wrong response comes back in the review, this very question.
    {
      focusOnStart: true,
      onMistake: (game) =>
        void deck.addMistake({
          kind: 'pattern',
          pattern: pattern.id,
          prompt: game.turn.question,
          expected: game.turn.response,
        }),
    },
  );
  const { turn, skipped, result } = play.game;
  // The panel shows the verdict's message: this one, in the interface language, in place of the core's English.
  const shown =
    result === null
      ? play
      : {
          ...play,
          game: { ...play.game, result: { ...result, message: verdictText(result, result.matched ?? '', t) } },
        };

  return (
    <TurnGamePanel
      play={shown}
      title={t('patterns.game.title')}
      instructions={t('patterns.game.instructions')}
      number={play.game.number}
      prompt={<span lang={NAHUATL_LANG}>{spelled(turn.question)}</span>}
      checkLabel={t('patterns.game.check')}
      nextLabel={t('patterns.game.next')}
      hints={shownHints(play.game, (hint) => hintText(hint, t, locale, alphabet))}
      answerLabel={t('patterns.game.answerLabel')}
      // In the modern alphabet a response typed as the dictionary spells it is right "(also written …)".
      answer={spelled(turn.response)}
      skipNote={
        skipped === null ? null : (
          <FormattedMessage
            id="patterns.game.skipped"
            values={{
              question: spelled(skipped.question),
              response: spelled(skipped.response),
              nah: (text) => <span lang={NAHUATL_LANG}>{text}</span>,
              strong: (text) => <strong lang={NAHUATL_LANG}>{text}</strong>,
            }}
          />
        )
      }
    />
  );
}
