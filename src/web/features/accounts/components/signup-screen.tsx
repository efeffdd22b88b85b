import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '../../../../contract/passwords';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useSignUp } from '../api/sign-up';
import { accountPageHref, safeNextPath } from '../next-path';
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
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { draft: account, textField: field, errors, setErrors, form } = useFormDraft<Account>(EMPTY);

  // The server runs the same rules; showing them while typing saves a round trip.
  const advice = account.password ? passwordProblems(account.password, account.username) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = passwordProblems(account.password, account.username);
    const found = fieldErrors<Field>({
      ...(account.username.trim() ? {} : { username: ['Choose a username.'] }),
      ...(problems.length > 0 ? { password: problems } : {}),
    });
    setErrors(found);
    if (found !== NO_ERRORS) return;
    signUp.mutate(account, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
    });
  };

  return (
    <section className={styles.screen} aria-labelledby="signup-title">
      <h1 id="signup-title">Sign up</h1>
      <SignedInNotice next={next} hidden={signUp.isSuccess}>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={errors.general} />
          <TextField
            label="Username"
            hint="Letters, digits and @ . + - _ only."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField label="First name" optional autoComplete="given-name" {...field('first_name')} />
          <TextField label="Email" optional type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not all digits, not a common password.`}
            advice={advice}
            {...field('password')}
          />
          <Button type="submit" disabled={signUp.isPending}>
            {signUp.isPending ? 'Signing up…' : 'Sign up'}
          </Button>
        </form>
        <p className={styles.aside}>
          Already have an account? <Link to={accountPageHref(accountsApi.login, location)}>Log in</Link>
        </p>
      </SignedInNotice>
    </section>
  );
}
