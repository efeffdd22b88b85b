import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { formErrorsOf } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ScreenLoading } from '../../../components/screen-loading';
import { useCurrentUser } from '../../../api/current-user';
import { useT } from '../../../i18n/locale';
import { useLogOut } from '../api/log-out';
import { HOME_PATH } from '../../../api/next-path';
import { SignedInAs } from './signed-in-as';
import styles from './account-form.module.css';
import { accountsApi } from '../../../../contract/accounts';

/** /accounts/logout/: asks, then posts the logout and goes to the welcome page. */
export function LogoutScreen() {
  const { data: user } = useCurrentUser();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logOut.mutate(undefined, {
      onSuccess: () => navigate(HOME_PATH, { replace: true }),
      onError: (failure) => setError(formErrorsOf(failure, []).general),
    });
  };

  // Back where the user came from; home when this page was opened directly.
  const cancel = () => (location.key === 'default' ? navigate(HOME_PATH) : navigate(-1));

  if (user === undefined) return <ScreenLoading />;

  return (
    <section className={styles.screen} aria-labelledby="logout-title">
      <h1 id="logout-title">{t('accounts.logout.title')}</h1>
      {user === null && !logOut.isSuccess ? (
        <p>
          <FormattedMessage
            id="accounts.logout.notSignedIn"
            values={{ link: (chunks) => <Link to={accountsApi.login}>{chunks}</Link> }}
          />
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <FormAlert message={error} />
          {user && <SignedInAs user={user} />}
          <div className={styles.actions}>
            <Button type="submit" disabled={logOut.isPending}>
              {t(logOut.isPending ? 'accounts.logout.pending' : 'accounts.logout.submit')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
