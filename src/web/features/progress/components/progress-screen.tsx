import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { accountsApi } from '../../../../contract/accounts';
import { reviewApi } from '../../../../contract/api/review';
import type { ReviewStats } from '../../../../contract/review';
import { useCurrentUser } from '../../../api/current-user';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import { accountPageHref } from '../../../api/next-path';
import { useReviewSettings, useReviewStats } from '../api/review-progress';
import {
  CardStates,
  DueChart,
  EmptyDeck,
  isEmptyDeck,
  Retention,
  ReviewsChart,
  Streak,
  VocabularyProgress,
} from './progress-figures';
import { ReviewSettingsForm } from './review-settings-form';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './progress.module.css';

/**
 * /progress (issue 31): what the learner's review deck and log say (streak, reviews and
 * due cards per day, true retention, cards by state, each vocabulary's known words), their
 * review settings and the export of their log. A guest's deck lives in their browser: they
 * are told so and asked to keep it in an account, and the owner-only API is not called.
 */
export function ProgressScreen() {
  const t = useT();
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('progress.title')}</h1>
      {isPending ? (
        <ScreenLoading text="progress.loading" />
      ) : user ? (
        <LearnerProgress />
      ) : (
        <GuestNotice />
      )}
    </div>
  );
}

/** A signed-in learner's figures, settings and export. */
function LearnerProgress() {
  const t = useT();
  const stats = useReviewStats();
  const settings = useReviewSettings();
  if (stats.isPending || settings.isPending) return <ScreenLoading text="progress.loading" />;
  return (
    <>
      {stats.data ? <Figures stats={stats.data} /> : <p className={textStyles.error}>{t('progress.failed')}</p>}
      {settings.data && <ReviewSettingsForm settings={settings.data} />}
      <p className="standalone-link">
        <a href={`${reviewApi.log}?format=csv`} download>
          {t('progress.export')}
        </a>
      </p>
    </>
  );
}

/** The figures, or where cards come from when there are none. */
function Figures({ stats }: { stats: ReviewStats }) {
  if (isEmptyDeck(stats)) return <EmptyDeck />;
  return (
    <>
      <Streak stats={stats} />
      <div className={styles.charts}>
        <ReviewsChart stats={stats} />
        <DueChart stats={stats} />
      </div>
      <Retention stats={stats} />
      <CardStates stats={stats} />
      <VocabularyProgress stats={stats} />
    </>
  );
}

/** A guest's progress is in this browser only: an account keeps it. */
function GuestNotice() {
  const t = useT();
  const location = useLocation();
  return (
    <section className={styles.block} aria-labelledby="progress-guest">
      <h2 id="progress-guest">{t('progress.guest.title')}</h2>
      <p>{t('progress.guest.body')}</p>
      <p>
        <FormattedMessage
          id="progress.guest.keep"
          values={{
            signup: (chunks) => <Link to={accountPageHref(accountsApi.signup, location)}>{chunks}</Link>,
            login: (chunks) => <Link to={accountPageHref(accountsApi.login, location)}>{chunks}</Link>,
          }}
        />
      </p>
    </section>
  );
}
