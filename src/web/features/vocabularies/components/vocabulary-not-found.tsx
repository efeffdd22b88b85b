import { Link } from 'react-router';
import screenStyles from '../../../components/screen.module.css';

/** An unknown or unshared vocabulary: the API does not say which, and neither do we. */
export function VocabularyNotFound() {
  return (
    <section className={`${screenStyles.stack} ${screenStyles.tight} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Vocabulary not found</h1>
      <p>There is no vocabulary at this address. It may have been deleted, or its owner has not shared it.</p>
      <p>
        <Link to="/vocabularies">See all vocabularies</Link>
      </p>
    </section>
  );
}
