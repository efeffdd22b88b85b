import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { GAME_CARD } from '../../../components/game/game-card';
import type { MessageId } from '../../../i18n/messages';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { SESSION_LENGTHS, type OutcomeKind, type SessionSummary as Summary } from '../conjugation-game';
import gameStyles from '../../../components/game/game.module.css';
import styles from './practice.module.css';

const OUTCOME_LABELS: Record<OutcomeKind, MessageId> = {
  right: 'practice.session.right',
  macron: 'practice.session.macron',
  wrong: 'practice.session.wrong',
  skipped: 'practice.session.skipped',
};

/** A question missed, as the summary lists it: what was asked, and its answer. */
export interface MissedQuestion {
  key: number;
  prompt: ReactNode;
  answer: string;
}

interface SessionSummaryProps {
  title: string;
  summary: Summary<MissedQuestion>;
  /** The length of the session just played, offered again for the next. */
  length: number;
  onPractiseMissed: () => void;
  onNewSession: (length: number) => void;
}

/**
 * The end of a session of Conjugate or Listen: how it went (right, right with a note on the
 * long vowels, wrong, skipped), the prompts missed with their answers, and what to do next. The cursor
 * goes to its heading, so a screen reader reads the summary as it appears.
 */
export function SessionSummary({ title, summary, length, onPractiseMissed, onNewSession }: SessionSummaryProps) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [nextLength, setNextLength] = useState(length);
  const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={gameStyles.gameHeader}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={gameStyles.gameTitle}>
          {t('practice.session.title', { game: title })}
        </h2>
        <p className={gameStyles.counter}>{t('practice.session.total', { count: total })}</p>
      </div>
      <dl className={styles.outcomes}>
        {(Object.keys(OUTCOME_LABELS) as OutcomeKind[]).map((kind) => (
          <div key={kind}>
            <dt>{t(OUTCOME_LABELS[kind])}</dt>
            <dd>{summary.counts[kind]}</dd>
          </div>
        ))}
      </dl>
      {summary.missed.length === 0 ? (
        <p>{t('practice.session.noneMissed')}</p>
      ) : (
        <>
          <h3 className={styles.missedTitle}>{t('practice.session.missedTitle', { count: summary.missed.length })}</h3>
          <ul className={styles.missed}>
            {summary.missed.map((question) => (
              <li key={question.key}>
                {question.prompt}: <strong lang={NAHUATL_LANG}>{question.answer}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={gameStyles.actions}>
        {summary.missed.length > 0 && (
          <Button onClick={onPractiseMissed}>{t('practice.session.practiseMissed')}</Button>
        )}
        <Button variant={summary.missed.length > 0 ? 'secondary' : 'primary'} onClick={() => onNewSession(nextLength)}>
          {t('practice.session.new')}
        </Button>
        <label className={styles.lengthChoice}>
          {t('practice.session.length')}{' '}
          <select value={nextLength} onChange={(event) => setNextLength(Number(event.target.value))}>
            {SESSION_LENGTHS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
