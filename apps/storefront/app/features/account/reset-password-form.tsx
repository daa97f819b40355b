import { isValidEmail, validatePassword } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { isOffline, useOffline } from '~/lib/connectivity.ts';
import { Field } from '~/ui/field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { accountApi, createPassword } from './account-api.ts';
import { type Errors, fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

interface Props {
  /** From the reset mail's link (`?token=&email=`): then the form asks for the new password. */
  resetToken: string | null;
  email: string | null;
  onLoggedIn: () => void | Promise<void>;
}

/**
 * SPEC §2 Reset password. Without a token it asks for the e-mail and shows the server's neutral answer (the same
 * whether the e-mail is registered or not); with one it sets the new password and logs in. Needs the network.
 */
export function ResetPasswordForm({ resetToken, email, onLoggedIn }: Props) {
  const { t } = useI18n();
  const offline = useOffline();
  const [sent, setSent] = useState(false);
  const choosing = Boolean(resetToken && email);

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    if (isOffline()) return { blocked: t('account.resetOffline') };
    if (choosing && resetToken && email) {
      const password = formValue(form, 'reset-password');
      return {
        errors: fieldErrors(t, validatePassword(password, formValue(form, 'reset-repeat'))),
        send: async () => {
          await createPassword(email, password, resetToken);
          await onLoggedIn();
        },
      };
    }
    const address = formValue(form, 'reset-email').trim();
    const errors: Errors = {};
    if (!address) errors['email'] = t('validation.required');
    else if (!isValidEmail(address)) errors['email'] = t('validation.email');
    return {
      errors,
      send: async () => {
        await accountApi().resetPassword(address);
        setSent(true);
      },
    };
  });

  if (sent)
    return (
      <p role="status" className={styles.muted}>
        {t('account.resetSent')}
      </p>
    );
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
      {choosing ? (
        <>
          <p className={styles.muted}>{t('account.chooseNewPassword', { email: email ?? '' })}</p>
          <NewPasswordFields
            ids={{ password: 'reset-password', repeat: 'reset-repeat' }}
            label="account.newPassword"
            errors={errors}
          />
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('account.resetIntro')}</p>
          <Field
            id="reset-email"
            label={t('account.email')}
            type="email"
            autoComplete="email"
            required
            error={errors['email']}
          />
        </>
      )}
      {(failure ?? offline) && (
        <p className={styles.error} role="alert">
          {failure ?? t('account.resetOffline')}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || offline}>
        {choosing ? t('account.savePassword') : t('account.sendResetLink')}
      </button>
    </form>
  );
}
