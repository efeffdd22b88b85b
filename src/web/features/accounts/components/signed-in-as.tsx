import { FormattedMessage } from 'react-intl';
import type { User } from '../../../../contract/users';
import { displayName } from '../../../api/current-user';

/** "You are signed in as Ana.": the name is the user's own, marked as not to be translated. */
export function SignedInAs({ user }: { user: User }) {
  return (
    <p>
      <FormattedMessage
        id="accounts.signedInAs"
        values={{ name: displayName(user), strong: (chunks) => <strong translate="no">{chunks}</strong> }}
      />
    </p>
  );
}
