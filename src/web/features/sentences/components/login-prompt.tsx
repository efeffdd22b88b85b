import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styles from './sentences.module.css';
import { accountsApi } from '../../../../contract/accounts';

/** What guests see in place of the Add Sentence box (SPEC.md §8), with a login that returns here. */
export function LoginPrompt() {
  const { pathname, search } = useLocation();
  return (
    <p className={styles.guestNotice}>
      <FormattedMessage
        id="sentences.loginPrompt"
        values={{
          login: (text) => (
            <Link to={`${accountsApi.login}?next=${encodeURIComponent(pathname + search)}`}>{text}</Link>
          ),
        }}
      />
    </p>
  );
}
