import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/locale';
import { useFirstScreenDrawn } from './first-screen';
import styles from '../components/screen.module.css';

/**
 * Shown in the content area when a screen fails to load or render, typically because a
 * new version was deployed and this page still asks for the old code. The shell stays usable.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => console.error(error), [error]);
  useFirstScreenDrawn();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className={styles.screen} role="alert">
      <h1>{t('shell.routeError.title')}</h1>
      <p>{t('shell.routeError.body', { detail: detail ?? 'none' })}</p>
      <p>
        <FormattedMessage
          id="shell.routeError.actions"
          values={{
            reload: (text) => <a href={window.location.href}>{text}</a>,
            home: (text) => <Link to="/piyali">{text}</Link>,
          }}
        />
      </p>
    </section>
  );
}
