import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/passwords';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { contractMessage } from '../../../i18n/contract-message';
import { useT } from '../../../i18n/locale';
import { useGuestDeckOffer } from '../../../components/guest-deck-offer';
import { useSignUp } from '../api/sign-up';
import { accountPageHref, safeNextPath, WELCOME_STATE } from '../../../api/next-path';
import { passwordAdvice } from '../password-advice';
import { SignedInNotice } from './signed-in-notice';
import styles from './account-form.module.css';
import { Username } from '../../../../contract/users';
import { accountsApi } from '../../../../contract/accounts';

const FIELDS = ['username', 'first_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Account = Record<Field, string>;

const EMPTY: Account = { username: '', first_name: '', email: '', password: '' };

/**
 * What is wrong with a username before it is sent: blank, or against the API's own rule
 * (the contract's `Username`), in the interface language; so a bad username is reported
 * even when the password's problems stop the form from being sent.
 */
function usernameErrors(username: string, t: ReturnType<typeof useT>): { username?: string[] } {
  if (!username.trim()) return { username: [t('accounts.signup.chooseUsername')] };
  const checked = Username.safeParse(username);
  return checked.success
    ? {}
    : { username: [...new Set(checked.error.issues.map((issue) => contractMessage(issue.message)))] };
}

/** /accounts/signup/: creates an ordinary account, signs it in, then returns to `?next=`. */
export function SignupScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const location = useLocation();
  const signUp = useSignUp();
  const t = useT();
  // The page it goes on to greets the new learner and offers a next step (decision 077).
  const guestDeck = useGuestDeckOffer(next, WELCOME_STATE);
  const { draft: account, textField: field, errors, setErrors, form } = useFormDraft<Account>(EMPTY);

  // The server runs the same rules; showing them while typing saves a round trip. A rule
  // the last Sign up already reported as the field's error is not repeated beneath it.
  const reported = errors.fields.password ?? [];
  const advice = account.password
    ? passwordAdvice(t, account.password, account.username).filter((line) => !reported.includes(line))
    : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = passwordAdvice(t, account.password, account.username);
    const found = fieldErrors<Field>({
      ...usernameErrors(account.username, t),
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
