import { Link, useLocation } from 'react-router';
import styles from '../components/screen.module.css';

/** Any address the route table does not know. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <section className={styles.screen}>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link to="/piyali">Go to the welcome page</Link>
      </p>
    </section>
  );
}
