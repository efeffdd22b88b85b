import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/current-user';
import { isWelcome } from '../api/next-path';
import { vocabularies } from '../api/resources';
import { Button } from '../components/button';
import { useLocale, useT } from '../i18n/locale';
import styles from './welcome-notice.module.css';

/** The featured vocabularies the greeting offers. */
const OFFERED = 3;

/**
 * After sign-up, on the page the learner goes on to: a greeting by name and a next step, a
 * featured vocabulary in their language to study or the review (decision 077). It comes with
 * that page, so it moves nothing once drawn; Close takes it away for good, also from history.
 */
export function WelcomeNotice() {
  const location = useLocation();
  const { data: user } = useCurrentUser();
  if (!isWelcome(location.state) || user == null) return null;
  return <Greeting name={user.first_name || user.username} />;
}

/** The greeting itself, which alone asks for the featured vocabularies. */
function Greeting({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const t = useT();
  const titleId = useId();
  const featured = vocabularies.useFeatured().data ?? [];
  const offered = featured.filter((vocabulary) => vocabulary.language === locale).slice(0, OFFERED);
  const close = () => void navigate(location, { replace: true, state: null });

  return (
    <section className={styles.welcome} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('shell.welcome.title', { name })}
      </h2>
      <p>{t('shell.welcome.lead')}</p>
      <ul className={styles.steps}>
        {offered.length > 0 && (
          <li>
            {t('shell.welcome.vocabularies')}{' '}
            {offered.map((vocabulary, index) => (
              <span key={vocabulary.id}>
                {index > 0 && ' · '}
                <Link to={`/vocabulary/${vocabulary.id}`} translate="no">
                  {vocabulary.name}
                </Link>
              </span>
            ))}
          </li>
        )}
        <li>
          <Link to="/review">{t('shell.welcome.review')}</Link>
        </li>
      </ul>
      <Button variant="secondary" onClick={close}>
        {t('shell.welcome.close')}
      </Button>
    </section>
  );
}
