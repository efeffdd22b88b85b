import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useLogIn } from '../api/log-in';
import { accountPageHref, safeNextPath } from '../next-path';
import { SignedInNotice } from './signed-in-notice';
import styles from './account-form.module.css';
import { accountsApi } from '../../../../contract/users';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** /accounts/login/: signs in, then returns to the page named by `?next=`. */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const location = useLocation();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const { draft, textField, errors, setErrors, form } = useFormDraft<Record<Field, string>>({
    username: '',
    password: '',
  });
  const { username, password } = draft;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = fieldErrors<Field>({
      ...(username.trim() ? {} : { username: ['Enter your username.'] }),
      ...(password ? {} : { password: ['Enter your password.'] }),
    });
    setErrors(missing);
    if (missing !== NO_ERRORS) return;
    logIn.mutate(
      { username, password },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
      },
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <SignedInNotice next={next} hidden={logIn.isSuccess}>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={errors.general} />
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...textField('username')}
          />
          <TextField label="Password" type="password" autoComplete="current-password" {...textField('password')} />
          <Button type="submit" disabled={logIn.isPending}>
            {logIn.isPending ? 'Logging in…' : 'Log in'}
          </Button>
        </form>
        <p className={styles.aside}>
          New here? <Link to={accountPageHref(accountsApi.signup, location)}>Sign up</Link>
        </p>
      </SignedInNotice>
    </section>
  );
}
