import { Link } from 'react-router';
import styles from './sentences.module.css';

/** An unknown, deleted or unshared sentence: the API does not say which, and neither do we. */
export function SentenceNotFound() {
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>Sentence not found</h1>
      <p>There is no sentence at this address. It may have been deleted, or its owner has not shared it.</p>
      <p>
        <Link to="/sentences">Search the sentences</Link>
      </p>
    </section>
  );
}
