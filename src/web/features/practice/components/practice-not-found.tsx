import { Link } from 'react-router';
import screenStyles from '../../../components/screen.module.css';

/** An unknown or unshared vocabulary: the API does not say which, and neither do we. */
export function PracticeNotFound() {
  return (
    <section className={screenStyles.stack}>
      <h1 className={screenStyles.title}>Vocabulary not found</h1>
      <p>
        There is no vocabulary to practise at this address. It may have been deleted, or its owner has not shared it.
      </p>
      <p>
        <Link to="/vocabularies">See the vocabularies</Link>
      </p>
    </section>
  );
}
