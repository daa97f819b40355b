import { validatePassword } from '@hemma/commerce';
import { useI18n } from '~/i18n/i18n.tsx';
import { isOffline, useOffline } from '~/lib/connectivity.ts';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { changePassword } from './account-api.ts';
import { fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §4 password change: blocked offline; a refusal shows the server's errorMessage. */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const offline = useOffline();

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    if (isOffline()) return { blocked: t('account.offlineBlocked') };
    const current = formValue(form, 'password-current');
    const password = formValue(form, 'password-new');
    const errors = fieldErrors(t, validatePassword(password, formValue(form, 'password-repeat')));
    if (!current) errors['current'] = t('validation.required');
    return {
      errors,
      send: async () => {
        await changePassword(current, password);
        form.reset();
        notify({ type: 'success', message: 'account.passwordChanged' });
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
        id="password-current"
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={errors['current']}
      />
      <NewPasswordFields
        ids={{ password: 'password-new', repeat: 'password-repeat' }}
        label="account.newPassword"
        errors={errors}
      />
      {(failure ?? offline) && (
        <p className={styles.error} role="alert">
          {failure ?? t('account.offlineBlocked')}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || offline}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}
