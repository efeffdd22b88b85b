import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/passwords';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import { useGuestDeckOffer } from '../../review/guest-deck-offer';
import { useSignUp } from '../api/sign-up';
import { accountPageHref, safeNextPath } from '../next-path';
import { passwordAdvice } from '../password-advice';
import { SignedInNotice } from './signed-in-notice';
import styles from './account-form.module.css';
import { accountsApi } from '../../../../contract/users';

const FIELDS = ['username', 'first_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Account = Record<Field, string>;

const EMPTY: Account = { username: '', first_name: '', email: '', password: '' };

/** /accounts/signup/: creates an ordinary account, signs it in, then returns to `?next=`. */
export function SignupScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const location = useLocation();
  const signUp = useSignUp();
  const t = useT();
  const guestDeck = useGuestDeckOffer(next);
  const { draft: account, textField: field, errors, setErrors, form } = useFormDraft<Account>(EMPTY);

  // The server runs the same rules; showing them while typing saves a round trip.
  const advice = account.password ? passwordAdvice(t, account.password, account.username) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = passwordAdvice(t, account.password, account.username);
    const found = fieldErrors<Field>({
      ...(account.username.trim() ? {} : { username: [t('accounts.signup.chooseUsername')] }),
      ...(problems.length > 0 ? { password: problems } : {}),
    });
    setErrors(found);
    if (found !== NO_ERRORS) return;
    signUp.mutate(account, {
      onSuccess: guestDeck.signedIn,
      onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
    });
  };

  return (
    <section className={styles.screen} aria-labelledby="signup-title">
      <h1 id="signup-title">{t('accounts.signup.title')}</h1>
      <SignedInNotice next={next} hidden={signUp.isSuccess}>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={errors.general} />
          <TextField
            label={t('accounts.username')}
            hint={t('accounts.signup.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField label={t('accounts.firstName')} optional autoComplete="given-name" {...field('first_name')} />
          <TextField label={t('accounts.email')} optional type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('accounts.password')}
            type="password"
            autoComplete="new-password"
            hint={t('accounts.signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            advice={advice}
            {...field('password')}
          />
          <Button type="submit" disabled={signUp.isPending}>
            {t(signUp.isPending ? 'accounts.signup.pending' : 'accounts.signup.submit')}
          </Button>
        </form>
        <p className={styles.aside}>
          <FormattedMessage
            id="accounts.signup.haveAccount"
            values={{ link: (chunks) => <Link to={accountPageHref(accountsApi.login, location)}>{chunks}</Link> }}
          />
        </p>
      </SignedInNotice>
      {guestDeck.offer}
    </section>
  );
}
