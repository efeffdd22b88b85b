import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useReviewDeck, type NewCard } from '../../../api/review-deck';
import type { Random } from '../../../components/game/random';
import type { Say } from '../../../components/game/say';
import { TurnGamePanel } from '../../../components/game/turn-game-panel';
import { useTurnGame } from '../../../components/game/use-turn-game';
import {
  answerBreakdown,
  answerOf,
  checkAnswer,
  combinationsOf,
  mistakeCard,
  nextQuestion,
  SESSION_LENGTH,
  sessionSummary,
  shownHints,
  skipQuestion,
  startConjugationGame,
  type ConjugationMode,
  type PracticeVerb,
  type PromptPart,
} from '../conjugation-game';
import { promptText, promptWords, type Combination } from '../../../components/game/prompt-words';
import type { MessageId } from '../../../i18n/messages';
import { PromptText } from '../../../components/game/prompt-text';
import { SessionSummary } from './session-summary';
import { useAlphabet, useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useLocale, useT } from '../../../i18n/locale';
import styles from './practice.module.css';

const TITLES: Record<ConjugationMode, MessageId> = {
  conjugate: 'practice.games.conjugate',
  'conjugate-plus': 'practice.games.conjugatePlus',
};

interface ConjugationDrillProps {
  verbs: readonly PracticeVerb[];
  mode: ConjugationMode;
  random?: Random;
  /** Put the cursor in the answer box at once (when the learner has just chosen the game). */
  focusOnStart?: boolean;
}

const PART_NAMES: Record<PromptPart, MessageId> = {
  verb: 'practice.conjugate.part.verb',
  tense: 'practice.conjugate.part.tense',
  person: 'practice.conjugate.part.person',
  object: 'practice.conjugate.part.object',
};

/** "New since the last question: the verb and the person." */
function changeNote(changed: readonly PromptPart[], say: Say): string | null {
  if (changed.length === 0) return null;
  const names = changed.map((part) => say(PART_NAMES[part]));
  const last = names[names.length - 1] ?? '';
  const list =
    names.length === 1 ? last : say('practice.conjugate.partList', { first: names.slice(0, -1).join(', '), last });
  return say('practice.conjugate.changed', { list });
}

/** One part of the prompt, marked (in words as well as style) when it is new. */
function PromptPiece({ text, changed, lang }: { text: string; changed: boolean; lang?: string }) {
  return changed ? (
    <strong className={styles.changed} lang={lang}>
      {text}
    </strong>
  ) : (
    <span lang={lang}>{text}</span>
  );
}

/** What the next session asks: `length` questions, or only the ones missed last time. */
interface SessionPlan {
  /** Counts the sessions, so that each starts afresh. */
  number: number;
  length: number;
  only?: readonly Combination[];
}

/**
 * Conjugate and Conjugate+ (SPEC.md §4): sessions of questions (ten unless the learner picks
 * another length), each ending in its summary, from which the next begins.
 */
export function ConjugationDrill({ focusOnStart = false, ...props }: ConjugationDrillProps) {
  const [plan, setPlan] = useState<SessionPlan>({ number: 1, length: SESSION_LENGTH });
  const begin = (next: Omit<SessionPlan, 'number'>) => setPlan({ ...next, number: plan.number + 1 });
  return (
    <ConjugationSession
      key={plan.number}
      {...props}
      plan={plan}
      focusOnStart={focusOnStart || plan.number > 1}
      onPractiseMissed={(only) => begin({ length: plan.length, only })}
      onNewSession={(length) => begin({ length })}
    />
  );
}

interface ConjugationSessionProps extends ConjugationDrillProps {
  plan: SessionPlan;
  onPractiseMissed: (only: readonly Combination[]) => void;
  onNewSession: (length: number) => void;
}

/** One session: a prompt in words, an answer box, Check, Next, Hint and Skip; then its summary. */
function ConjugationSession({
  verbs,
  mode,
  random = Math.random,
  focusOnStart = false,
  plan,
  onPractiseMissed,
  onNewSession,
}: ConjugationSessionProps) {
  const deck = useReviewDeck();
  const addMistake = (card: NewCard | null) => card && void deck.addMistake(card);
  const play = useTurnGame(
    () => startConjugationGame(verbs, mode, random, { length: plan.length, only: plan.only }),
    {
      check: checkAnswer,
      next: (game) => nextQuestion(game, random),
      skip: (game) => skipQuestion(game, random),
    },
    { focusOnStart, onMistake: (game) => addMistake(mistakeCard(game)) },
  );
  const t = useT();
  const shown = useNahuatl();
  const { alphabet } = useAlphabet();
  const { locale } = useLocale();
  const { game } = play;
  const { question } = game;
  const words = promptWords(game.verbs, question, t, locale);
  const note = changeNote(question.changed, t);

  if (game.over) {
    const summary = sessionSummary(game);
    const missed = summary.missed.map((asked) => ({
      key: asked.number,
      prompt: <PromptText words={promptWords(game.verbs, asked, t, locale)} />,
      answer: answerOf(asked),
    }));
    return (
      <SessionSummary
        title={t(TITLES[mode])}
        summary={{ ...summary, missed }}
        length={plan.length}
        onPractiseMissed={() => onPractiseMissed(combinationsOf(summary.missed))}
        onNewSession={onNewSession}
      />
    );
  }

  return (
    <TurnGamePanel
      play={play}
      title={t(TITLES[mode])}
      instructions={t(
        alphabet === 'modern' ? 'practice.conjugate.instructionsSchool' : 'practice.conjugate.instructions',
      )}
      number={question.number}
      total={game.length}
      prompt={
        <>
          <PromptPiece text={shown(words.word)} changed={question.changed.includes('verb')} lang={NAHUATL_LANG} />
          {words.gloss !== '' && (
            <>
              {' — '}
              <PromptPiece text={words.gloss} changed={question.changed.includes('verb')} lang={words.glossLang} />
            </>
          )}
          {' · '}
          <PromptPiece text={words.tense} changed={question.changed.includes('tense')} />
          {' · '}
          <PromptPiece text={words.person} changed={question.changed.includes('person')} />
          {words.object !== null && (
            <>
              {' · '}
              <PromptPiece text={words.object} changed={question.changed.includes('object')} />
            </>
          )}
        </>
      }
      promptNote={note && <p className={styles.changeNote}>{note}</p>}
      checkLabel={t('practice.conjugate.check')}
      nextLabel={t('practice.conjugate.next')}
      hints={shownHints(game, t, shown)}
      answerLabel={t('practice.conjugate.answer')}
      answer={shown(answerOf(question))}
      breakdown={answerBreakdown(game, t, shown)}
      skipNote={
        game.skipped === null ? null : (
          <FormattedMessage
            id="practice.conjugate.skipped"
            values={{
              prompt: promptText(promptWords(game.verbs, game.skipped, t, locale)),
              answer: shown(answerOf(game.skipped)),
              strong: (chunks) => <strong lang={NAHUATL_LANG}>{chunks}</strong>,
            }}
          />
        )
      }
    />
  );
}
