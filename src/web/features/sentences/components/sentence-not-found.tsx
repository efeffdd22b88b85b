import { Link } from 'react-router';
import screenStyles from '../../../components/screen.module.css';

/** An unknown, deleted or unshared sentence: the API does not say which, and neither do we. */
export function SentenceNotFound() {
  return (
    <section className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Sentence not found</h1>
      <p>There is no sentence at this address. It may have been deleted, or its owner has not shared it.</p>
      <p>
        <Link to="/sentences">Search the sentences</Link>
      </p>
    </section>
  );
}
