import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import { useGuestDeckOffer } from '../../../components/guest-deck-offer';
import { useLogIn } from '../api/log-in';
import { accountPageHref, safeNextPath } from '../../../api/next-path';
import { SignedInNotice } from './signed-in-notice';
import styles from './account-form.module.css';
import { accountsApi } from '../../../../contract/accounts';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** /accounts/login/: signs in, then returns to the page named by `?next=`. */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const location = useLocation();
  const logIn = useLogIn();
  const t = useT();
  const guestDeck = useGuestDeckOffer(next);
  const { draft, textField, errors, setErrors, form } = useFormDraft<Record<Field, string>>({
    username: '',
    password: '',
  });
  const { username, password } = draft;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = fieldErrors<Field>({
      ...(username.trim() ? {} : { username: [t('accounts.login.enterUsername')] }),
      ...(password ? {} : { password: [t('accounts.login.enterPassword')] }),
    });
    setErrors(missing);
    if (missing !== NO_ERRORS) return;
    logIn.mutate(
      { username, password },
      {
        onSuccess: guestDeck.signedIn,
        onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
      },
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="login-title">
      <h1 id="login-title">{t('accounts.login.title')}</h1>
      <SignedInNotice next={next} hidden={logIn.isSuccess}>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={errors.general} />
          <TextField
            label={t('accounts.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...textField('username')}
          />
          <TextField
            label={t('accounts.password')}
            type="password"
            autoComplete="current-password"
            {...textField('password')}
          />
          <Button type="submit" disabled={logIn.isPending}>
            {t(logIn.isPending ? 'accounts.login.pending' : 'accounts.login.submit')}
          </Button>
        </form>
        <p className={styles.aside}>
          <FormattedMessage
            id="accounts.login.newHere"
            values={{ link: (chunks) => <Link to={accountPageHref(accountsApi.signup, location)}>{chunks}</Link> }}
          />
        </p>
      </SignedInNotice>
      {guestDeck.offer}
    </section>
  );
}
