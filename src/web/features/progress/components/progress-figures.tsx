import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CARD_STATES } from '../../../../contract/api/review';
import type { ReviewStats } from '../../../../contract/review';
import { ContentLanguageSwitch, useContentLanguage } from '../../../components/content-language';
import { useT } from '../../../i18n/locale';
import { DayChart, type DayCount } from './day-chart';
import styles from './progress.module.css';

type Props = { stats: ReviewStats };

const stateLabels = {
  new: 'progress.states.new',
  learning: 'progress.states.learning',
  review: 'progress.states.review',
  relearning: 'progress.states.relearning',
} as const;

/** Whether the learner has no card and has never answered one: nothing to chart yet. */
export const isEmptyDeck = (stats: ReviewStats) =>
  CARD_STATES.every((state) => stats.states[state] === 0) && stats.reviews_per_day.every((day) => day.count === 0);

const total = (days: readonly DayCount[]) => days.reduce((sum, day) => sum + day.count, 0);

/** The current and longest streaks of days with a review. */
export function Streak({ stats }: Props) {
  const t = useT();
  const figures = [
    ['progress.streak.current', stats.streak.current],
    ['progress.streak.longest', stats.streak.longest],
  ] as const;
  return (
    <section className={styles.block} aria-labelledby="progress-streak">
      <h2 id="progress-streak">{t('progress.streak.title')}</h2>
      <dl className={styles.tiles}>
        {figures.map(([label, days]) => (
          <div key={label} className={styles.tile}>
            <dt>{t(label)}</dt>
            <dd>{t('progress.streak.days', { count: days })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Reviews per day over the last 90 days, summed up by its caption. */
export function ReviewsChart({ stats }: Props) {
  const t = useT();
  const intl = useIntl();
  const days = stats.reviews_per_day;
  const best = days.reduce<DayCount | null>((top, day) => (day.count > (top?.count ?? 0) ? day : top), null);
  const summary = t('progress.reviews.summary', {
    total: total(days),
    days: days.filter((day) => day.count > 0).length,
    best: best
      ? intl.formatDate(new Date(`${best.day}T00:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' })
      : '',
    most: best?.count ?? 0,
  });
  return (
    <DayChart
      title={t('progress.reviews.title')}
      summary={summary}
      countName={t('progress.chart.reviews')}
      days={days}
      today={stats.today}
    />
  );
}

/** Cards due per day over the next 30; today's are those to review now, as /review counts them, and those due later today. */
export function DueChart({ stats }: Props) {
  const t = useT();
  const days = stats.due_per_day;
  const summary = t('progress.due.summary', {
    total: total(days),
    today: days.find((day) => day.day === stats.today)?.count ?? 0,
    now: stats.due_now,
  });
  return (
    <DayChart
      title={t('progress.due.title')}
      summary={summary}
      countName={t('progress.chart.cards')}
      days={days}
      today={stats.today}
    />
  );
}

/** True retention from the log: how many reviews of learnt cards were remembered. */
export function Retention({ stats }: Props) {
  const t = useT();
  const { reviews, rate } = stats.retention;
  return (
    <section className={styles.block} aria-labelledby="progress-retention">
      <h2 id="progress-retention">{t('progress.retention.title')}</h2>
      <p className={styles.figure}>
        {rate === null ? t('progress.retention.none') : t('progress.retention.rate', { rate, reviews })}
      </p>
      <p className={styles.hint}>{t('progress.retention.hint')}</p>
    </section>
  );
}

/** How many cards are in each FSRS state. */
export function CardStates({ stats }: Props) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className={styles.block} aria-labelledby="progress-states">
      <h2 id="progress-states">{t('progress.states.title')}</h2>
      <dl className={styles.tiles}>
        {CARD_STATES.map((state) => (
          <div key={state} className={styles.tile}>
            <dt>{t(stateLabels[state])}</dt>
            <dd>{intl.formatNumber(stats.states[state])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Each vocabulary in the deck written in the reader's language (every language behind the
 * switch, decision 076): how many of its words are known, as a sentence and a bar. Twins in
 * another language share its words, so without the filter each would be listed as studied.
 */
export function VocabularyProgress({ stats }: Props) {
  const t = useT();
  const { shown } = useContentLanguage();
  if (stats.vocabularies.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="progress-vocabularies">
      <h2 id="progress-vocabularies">{t('progress.vocabularies.title')}</h2>
      <p className="standalone-link">
        <ContentLanguageSwitch />
      </p>
      <ul className={styles.vocabularies}>
        {shown(stats.vocabularies).map((vocabulary) => (
          <li key={vocabulary.id}>
            <Link
              id={`progress-vocabulary-${vocabulary.id}`}
              to={`/vocabulary/${vocabulary.id}`}
              lang={vocabulary.language}
              translate="no"
            >
              {vocabulary.name}
            </Link>
            <progress
              max={Math.max(1, vocabulary.words)}
              value={vocabulary.known}
              aria-labelledby={`progress-vocabulary-${vocabulary.id}`}
            />
            <span className={styles.hint}>
              {t('progress.vocabularies.known', { known: vocabulary.known, words: vocabulary.words })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The empty deck: where cards come from. */
export function EmptyDeck() {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby="progress-empty">
      <h2 id="progress-empty">{t('progress.empty.title')}</h2>
      <p>
        <FormattedMessage
          id="progress.empty.body"
          values={{
            vocabularies: (chunks) => <Link to="/vocabularies">{chunks}</Link>,
            review: (chunks) => <Link to="/review">{chunks}</Link>,
          }}
        />
      </p>
    </section>
  );
}
