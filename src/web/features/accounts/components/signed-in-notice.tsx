import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { SignedInAs } from './signed-in-as';
import styles from './account-form.module.css';
import { accountsApi } from '../../../../contract/accounts';

interface SignedInNoticeProps {
  /** Where the user meant to go. */
  next: string;
  /** True once this screen has signed someone in and is on its way to `next`. */
  hidden: boolean;
  /** The screen's form, shown to guests. */
  children: ReactNode;
}

/** Guards the login and sign-up forms: someone already signed in is told so and sent on. */
export function SignedInNotice({ next, hidden, children }: SignedInNoticeProps) {
  const { data: user } = useCurrentUser();
  if (hidden) return null;
  if (!user) return children;
  return (
    <div className={styles.notice}>
      <SignedInAs user={user} />
      <p>
        <FormattedMessage
          id="accounts.notice.continue"
          values={{
            continue: (chunks) => <Link to={next}>{chunks}</Link>,
            logout: (chunks) => <Link to={accountsApi.logout}>{chunks}</Link>,
          }}
        />
      </p>
    </div>
  );
}
