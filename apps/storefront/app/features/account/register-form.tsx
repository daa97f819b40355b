import { validatePersonalDetails } from '@hemma/commerce';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Field } from '~/ui/field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { register } from './account-api.ts';
import { fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §2 Register: name, e-mail and a password by the SPEC §5 rules; the new customer is then logged in. */
export function RegisterForm({ onLoggedIn }: { onLoggedIn: () => void | Promise<void> }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    const input = {
      firstName: formValue(form, 'register-firstname').trim(),
      lastName: formValue(form, 'register-lastname').trim(),
      emailAddress: formValue(form, 'register-email').trim(),
      createAccount: true,
      password: formValue(form, 'register-password'),
      repeatPassword: formValue(form, 'register-repeat'),
    };
    return {
      errors: fieldErrors(t, validatePersonalDetails(input)),
      send: async () => {
        const customer = { firstname: input.firstName, lastname: input.lastName, email: input.emailAddress };
        await register(customer, input.password);
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
      <div className={styles.grid}>
        <Field
          id="register-firstname"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
          error={errors['firstName']}
        />
        <Field
          id="register-lastname"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
          error={errors['lastName']}
        />
        <div className={styles.wide}>
          <Field
            id="register-email"
            label={t('account.email')}
            type="email"
            autoComplete="email"
            required
            error={errors['emailAddress']}
          />
        </div>
        <NewPasswordFields
          ids={{ password: 'register-password', repeat: 'register-repeat' }}
          label="account.password"
          errors={errors}
        />
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('account.createAccount')}
      </button>
      <p className={styles.links}>
        <Link to={localized('/login')}>{t('account.haveAccount')}</Link>
      </p>
    </form>
  );
}
