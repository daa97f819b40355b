import { isValidEmail } from '@hemma/commerce';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import { login } from './account-api.ts';
import { type Errors, failureText, focusFirstError, formValue } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §2 Login: e-mail and password; the server's answer (wrong password, too many attempts) shows as is. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void | Promise<void> }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formValue(form, 'login-email').trim();
    const password = formValue(form, 'login-password');
    const next: Errors = {};
    if (!email) next['email'] = t('validation.required');
    else if (!isValidEmail(email)) next['email'] = t('validation.email');
    if (!password) next['password'] = t('validation.required');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return void setTimeout(() => focusFirstError(form));
    setBusy(true);
    try {
      await login(email, password);
      await onLoggedIn();
    } catch (error) {
      setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id="login-email"
        label={t('account.email')}
        type="email"
        autoComplete="username"
        required
        error={errors['email']}
      />
      <Field
        id="login-password"
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors['password']}
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('account.login')}
      </button>
      <p className={styles.links}>
        <Link to={localized('/reset-password')}>{t('account.forgotPassword')}</Link>
        <Link to={localized('/register')}>{t('account.createAccount')}</Link>
      </p>
    </form>
  );
}
