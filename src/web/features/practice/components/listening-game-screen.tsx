import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Word } from '../../../../contract/words';
import { useReviewDeck } from '../../../api/review-deck';
import { Button } from '../../../components/button';
import { GAME_CARD } from '../../../components/game/game-card';
import { GameHints } from '../../../components/game/game-hints';
import type { Random } from '../../../components/game/random';
import { TurnGamePanel } from '../../../components/game/turn-game-panel';
import { canGoNext, canHint, canSkip, scoreText, takeHint } from '../../../components/game/turn-game';
import { useTurnGame } from '../../../components/game/use-turn-game';
import { verdictText } from '../../../components/game/verdict';
import { GoBack } from '../../../components/go-back';
import { RecordingPlayer } from '../../../components/recordings/recording-player';
import { ScreenLoading } from '../../../components/screen-loading';
import gameStyles from '../../../components/game/game.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import cardStyles from '../../../components/card.module.css';
import { useAlphabet, useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useLocale, useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { useListeningWords } from '../api/listening-words';
import { SESSION_LENGTH, sessionSummary } from '../conjugation-game';
import {
  answerOf,
  canListen,
  checkListening,
  isListeningMode,
  LISTENING_MODES,
  listeningHints,
  nextListening,
  skipListening,
  startListeningGame,
  type HeardWord,
  type ListeningGame,
  type ListeningMode,
} from '../listening-game';
import { SessionSummary } from './session-summary';
import styles from './practice.module.css';

const MODE_LABELS: Record<ListeningMode, MessageId> = {
  choose: 'practice.listen.mode.choose',
  type: 'practice.listen.mode.type',
};

/** /practice/listen: hear a recorded word, then pick it among four or type it (issue 51). */
export function ListeningGameScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('mode');
  const mode: ListeningMode = isListeningMode(requested) ? requested : 'choose';
  const { heard, others, error, retry } = useListeningWords();

  function choose(next: ListeningMode) {
    // The mode lives in the address, so a reload or a shared link opens the same one.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className={screenStyles.stack}>
      <GoBack fallback="/vocabularies" />
      <h1 className={screenStyles.title}>{t('practice.listen.title')}</h1>
      {error && heard === undefined ? (
        <div role="alert" className={styles.alert}>
          <p>{t('practice.listen.loadFailed', { error: error.message })}</p>
          <Button variant="secondary" onClick={retry}>
            {t('practice.tryAgain')}
          </Button>
        </div>
      ) : heard === undefined ? (
        <ScreenLoading />
      ) : !canListen(heard, others) ? (
        <section className={`${cardStyles.card} ${cardStyles.compactOnPhones}`}>
          <p>{t('practice.listen.none')}</p>
          <p>
            <Link to="/words">{t('practice.listen.toWords')}</Link>
          </p>
        </section>
      ) : (
        <>
          <div className={`${cardStyles.card} ${cardStyles.compactOnPhones} ${styles.choice}`}>
            <div role="group" aria-label={t('practice.listen.modes')} className={styles.choiceButtons}>
              {LISTENING_MODES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={styles.choiceButton}
                  aria-pressed={mode === option}
                  onClick={() => choose(option)}
                >
                  {t(MODE_LABELS[option])}
                </button>
              ))}
            </div>
            <p className={textStyles.muted}>{t('practice.listen.about', { count: heard.length })}</p>
          </div>
          <ListeningSessions key={mode} heard={heard} others={others} mode={mode} random={Math.random} />
        </>
      )}
    </div>
  );
}

interface SessionsProps {
  heard: readonly HeardWord[];
  others: readonly Word[];
  mode: ListeningMode;
  random: Random;
}

/** What the next session asks: `length` questions, or only the words missed last time. */
interface SessionPlan {
  /** Counts the sessions, so that each starts afresh. */
  number: number;
  length: number;
  only?: readonly HeardWord[];
}

/** Sessions of questions, each ending in its summary, from which the next begins (as Conjugate's do). */
function ListeningSessions(props: SessionsProps) {
  const [plan, setPlan] = useState<SessionPlan>({ number: 1, length: SESSION_LENGTH });
  const begin = (next: Omit<SessionPlan, 'number'>) => setPlan({ ...next, number: plan.number + 1 });
  return (
    <ListeningSession
      key={plan.number}
      {...props}
      plan={plan}
      onPractiseMissed={(only) => begin({ length: plan.length, only })}
      onNewSession={(length) => begin({ length })}
    />
  );
}

interface SessionProps extends SessionsProps {
  plan: SessionPlan;
  onPractiseMissed: (only: readonly HeardWord[]) => void;
  onNewSession: (length: number) => void;
}

/** What both modes show of a question: the player, the hints taken, and what the word just skipped was. */
function useQuestionParts(game: ListeningGame) {
  const t = useT();
  const { locale } = useLocale();
  const shown = useNahuatl();
  const { question } = game;
  return {
    // The play button must not say the word: it is named by the question instead.
    player: (
      <RecordingPlayer
        key={question.number}
        recordings={question.heard.recordings}
        label={t('practice.listen.theWord', { number: question.number })}
      />
    ),
    hints: listeningHints(game, t, locale, shown),
    skipNote:
      game.skipped === null ? null : (
        <FormattedMessage
          id="practice.listen.skipped"
          values={{
            answer: shown(answerOf(game.skipped)),
            strong: (chunks) => <strong lang={NAHUATL_LANG}>{chunks}</strong>,
          }}
        />
      ),
  };
}

/** One session in the chosen mode: its questions, then its summary. */
function ListeningSession(props: SessionProps) {
  return props.mode === 'type' ? <TypedSession {...props} /> : <ChosenSession {...props} />;
}

/** The first question of a session as its plan says. */
const startOf = ({ heard, others, mode, random, plan }: SessionProps) =>
  startListeningGame(heard, others, mode, random, { length: plan.length, only: plan.only });

/** A word missed is asked again in review: from its meaning, the learner recalls it. */
function useMissedToReview() {
  const deck = useReviewDeck();
  return (game: ListeningGame) => void deck.addMistake({ kind: 'recall', word: game.question.heard.word });
}

/** The end of a session: its counts and the words missed, with what to do next. */
function ListeningSummary({ game, plan, onPractiseMissed, onNewSession }: SessionProps & { game: ListeningGame }) {
  const t = useT();
  const shown = useNahuatl();
  const summary = sessionSummary(game);
  const missed = summary.missed.map((question) => ({
    key: question.number,
    prompt: t('practice.listen.missedPrompt', { number: question.number }),
    answer: shown(answerOf(question)),
  }));
  return (
    <SessionSummary
      title={t('practice.listen.title')}
      summary={{ ...summary, missed }}
      length={plan.length}
      onPractiseMissed={() => onPractiseMissed(summary.missed.map((question) => question.heard))}
      onNewSession={onNewSession}
    />
  );
}

/** Type mode: the recording, then the answer box, Check, Next, Hint and Skip of every turn-based game. */
function TypedSession(props: SessionProps) {
  const { random, plan } = props;
  const t = useT();
  const { alphabet } = useAlphabet();
  const shown = useNahuatl();
  const onMistake = useMissedToReview();
  const play = useTurnGame(
    () => startOf(props),
    {
      check: checkListening,
      next: (game) => nextListening(game, random),
      skip: (game) => skipListening(game, random),
    },
    { focusOnStart: plan.number > 1, onMistake },
  );
  const { game } = play;
  const { player, hints, skipNote } = useQuestionParts(game);
  if (game.over) return <ListeningSummary {...props} game={game} />;
  return (
    <TurnGamePanel
      play={play}
      title={t('practice.listen.title')}
      instructions={t(
        alphabet === 'modern' ? 'practice.listen.typeInstructionsSchool' : 'practice.listen.typeInstructions',
      )}
      number={game.question.number}
      total={game.length}
      prompt={t('practice.listen.typePrompt')}
      promptNote={player}
      checkLabel={t('practice.conjugate.check')}
      nextLabel={t('practice.conjugate.next')}
      hints={hints}
      answerLabel={t('practice.conjugate.answer')}
      answer={shown(answerOf(game.question))}
      skipNote={skipNote}
    />
  );
}

/**
 * Choose mode: the recording, then the four words as buttons; a pick is the answer checked.
 * Once checked, the word heard is marked ✓ and a wrong pick ✗, and the verdict says it in words.
 */
function ChosenSession(props: SessionProps) {
  const { random } = props;
  const t = useT();
  const shown = useNahuatl();
  const titleId = useId();
  const onMistake = useMissedToReview();
  const [game, setGame] = useState(() => startOf(props));
  const [picked, setPicked] = useState<string | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const { player, hints, skipNote } = useQuestionParts(game);
  // A pick disables every choice, the one focused too: the focus goes on to Next.
  useEffect(() => {
    if (game.result !== null) nextButton.current?.focus();
  }, [game.result]);
  if (game.over) return <ListeningSummary {...props} game={game} />;

  const { question, result } = game;
  const answer = answerOf(question);
  const title = t('practice.listen.title');

  function pick(choice: string) {
    const checked = checkListening(game, choice);
    if (checked.result !== null && !checked.result.correct) onMistake(checked);
    setPicked(choice);
    setGame(checked);
  }

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={gameStyles.gameHeader}>
        <h2 id={titleId} className={gameStyles.gameTitle}>
          {title}
        </h2>
        <p className={gameStyles.counter}>{scoreText(game.score, t)}</p>
      </div>
      <p className={textStyles.muted}>{t('practice.listen.chooseInstructions')}</p>
      <div className={gameStyles.question}>
        <p className={gameStyles.questionNumber}>
          {t('practice.game.questionOf', { number: question.number, total: game.length })}
        </p>
        {player}
      </div>
      <div role="group" aria-label={t('practice.listen.choices')} className={styles.listenChoices}>
        {question.choices.map((choice) => {
          const mark = result === null ? null : choice === answer ? 'right' : choice === picked ? 'wrong' : null;
          return (
            <button
              key={choice}
              type="button"
              lang={NAHUATL_LANG}
              className={[styles.listenChoice, mark && styles[mark]].filter(Boolean).join(' ')}
              disabled={result !== null}
              onClick={() => pick(choice)}
            >
              {mark !== null && <span aria-hidden="true">{mark === 'right' ? '✓ ' : '✗ '}</span>}
              {shown(choice)}
            </button>
          );
        })}
      </div>
      <div role="status" className={gameStyles.feedback}>
        {result !== null ? (
          <div className={[gameStyles.verdict, result.correct ? gameStyles.right : gameStyles.wrong].join(' ')}>
            <p className={gameStyles.verdictLine}>
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {verdictText(result, shown(answer), t)}
            </p>
            <p>
              {t('practice.conjugate.answer')}: <strong lang={NAHUATL_LANG}>{shown(answer)}</strong>
            </p>
          </div>
        ) : (
          skipNote !== null && <p className={gameStyles.skipNote}>{skipNote}</p>
        )}
      </div>
      <div className={gameStyles.actions}>
        <Button
          ref={nextButton}
          variant={result === null ? 'secondary' : 'primary'}
          disabled={!canGoNext(game)}
          onClick={() => setGame(nextListening(game, random))}
        >
          {t('practice.conjugate.next')}
        </Button>
        <Button variant="secondary" disabled={!canHint(game)} onClick={() => setGame(takeHint(game))}>
          {t('practice.game.hint', { count: game.hintsLeft })}
        </Button>
        <Button variant="secondary" disabled={!canSkip(game)} onClick={() => setGame(skipListening(game, random))}>
          {t('practice.game.skip')}
        </Button>
      </div>
      <GameHints hints={hints} />
    </section>
  );
}
