import { Link } from 'react-router';
import screenStyles from '../../../components/screen.module.css';

/** An unknown, deleted or unshared pattern: the API does not say which, and neither do we. */
export function PatternNotFound() {
  return (
    <section className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Pattern not found</h1>
      <p>There is no pattern at this address. It may have been deleted, or its owner has not shared it.</p>
      <p>
        <Link to="/patterns">See all patterns</Link>
      </p>
    </section>
  );
}
