import { Link } from 'react-router';
import { useScreenTitle } from './screen-title';
import styles from './screen.module.css';

/** Stands in for a screen of the route table that is not built yet, named by its route. */
export function ComingSoonScreen() {
  const title = useScreenTitle() ?? 'This screen';
  return (
    <section className={styles.screen}>
      <h1>{title}</h1>
      <p>This screen is coming soon. It is not built yet.</p>
      <p>
        <Link to="/piyali">Back to the welcome page</Link>
      </p>
    </section>
  );
}
