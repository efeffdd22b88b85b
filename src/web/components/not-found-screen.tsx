import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/locale';
import styles from './screen.module.css';

/** Any address the route table does not know. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <section className={styles.screen}>
      <h1>{t('shell.notFound.title')}</h1>
      <p>
        <FormattedMessage id="shell.notFound.body" values={{ path: pathname, code: (path) => <code translate="no">{path}</code> }} />
      </p>
      <p>
        <Link to="/piyali">{t('shell.notFound.home')}</Link>
      </p>
    </section>
  );
}
