import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import styles from '../components/screen.module.css';

/**
 * Shown in the content area when a screen fails to load or render, typically because a
 * new version was deployed and this page still asks for the old code. The shell stays usable.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className={styles.screen} role="alert">
      <h1>This screen could not be shown</h1>
      <p>Something went wrong{detail ? ` (${detail})` : ''}. Reloading the page usually helps.</p>
      <p>
        <a href={window.location.href}>Reload this page</a> or <Link to="/piyali">go to the welcome page</Link>.
      </p>
    </section>
  );
}
