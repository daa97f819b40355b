import { isValidEmail } from '@hemma/commerce';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import { login } from './account-api.ts';
import { type Errors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §2 Login: e-mail and password; the server's answer (wrong password, too many attempts) shows as is. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void | Promise<void> }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    const email = formValue(form, 'login-email').trim();
    const password = formValue(form, 'login-password');
    const errors: Errors = {};
    if (!email) errors['email'] = t('validation.required');
    else if (!isValidEmail(email)) errors['email'] = t('validation.email');
    if (!password) errors['password'] = t('validation.required');
    return {
      errors,
      send: async () => {
        await login(email, password);
        await onLoggedIn();
      },
    };
  });

  return (
    <form
      className={styles.form}
      // Sent before the page is hydrated, it is held and sent again once it is (lib/held-submits.ts); without
      // JavaScript it is posted to the page, which leads back to it (nothing lands in the address bar).
      method="post"
      data-replay-submit=""
      noValidate
      onSubmit={onSubmit}
    >
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
