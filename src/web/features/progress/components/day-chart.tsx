import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/locale';
import styles from './progress.module.css';

export interface DayCount {
  /** A calendar day, YYYY-MM-DD. */
  day: string;
  count: number;
}

interface DayChartProps {
  title: string;
  /** The chart said in a sentence: its caption, for everyone. */
  summary: ReactNode;
  /** The table's header of the counts ("Reviews", "Cards"). */
  countName: string;
  days: readonly DayCount[];
  /** The learner's today, marked in the chart and the table. */
  today: string;
}

/** A calendar day as a date at midnight UTC, so formatting it in UTC gives back the same day anywhere. */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The highest count, at least 1 so that an empty chart has a scale. */
const highest = (days: readonly DayCount[]) => Math.max(1, ...days.map((entry) => entry.count));

/**
 * A bar per day, drawn with CSS (no charting package), and its text alternative: the
 * caption sums it up and the figures are a table the learner can open. The bars stretch
 * to the width there is, so 90 days fit a phone.
 */
export function DayChart({ title, summary, countName, days, today }: DayChartProps) {
  const intl = useIntl();
  const t = useT();
  const titleId = useId();
  const max = highest(days);
  const [first, last] = [days.at(0), days.at(-1)];
  const shortDay = (day: string) => intl.formatDate(dateOf(day), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = (day: string) =>
    intl.formatDate(dateOf(day), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.chartTitle}>
        {title}
      </h2>
      <figcaption className={styles.summary}>{summary}</figcaption>
      <div className={styles.plot} aria-hidden="true">
        <span className={styles.scale}>{intl.formatNumber(max)}</span>
        <div className={styles.bars}>
          {days.map(({ day, count }) => (
            <span
              key={day}
              className={day === today ? `${styles.bar} ${styles.today}` : styles.bar}
              style={{ height: count > 0 ? `max(2px, ${(count / max) * 100}%)` : 0 }}
            />
          ))}
        </div>
        <span className={styles.axis}>
          <span>{first && shortDay(first.day)}</span>
          <span>{last && shortDay(last.day)}</span>
        </span>
      </div>
      <details className={styles.figures}>
        <summary>{t('progress.chart.figures')}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.chart.day')}</th>
              <th scope="col">{countName}</th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, count }) => (
              <tr key={day}>
                <th scope="row">
                  {longDay(day)}
                  {day === today && ` (${t('progress.chart.today')})`}
                </th>
                <td>{intl.formatNumber(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
