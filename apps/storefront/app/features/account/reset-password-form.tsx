import { isValidEmail, validatePassword } from '@hemma/commerce';
import { type FormEvent, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { isOffline, useOffline } from '~/lib/connectivity.ts';
import { Field } from '~/ui/field.tsx';
import { accountApi, createPassword } from './account-api.ts';
import { type Errors, failureText, fieldErrors, focusFirstError, formValue } from './form-support.ts';
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
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const choosing = Boolean(resetToken && email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    if (isOffline()) return setFailure(t('account.resetOffline'));
    let next: Errors;
    let call: () => Promise<unknown>;
    if (choosing && resetToken && email) {
      const password = formValue(form, 'reset-password');
      next = fieldErrors(t, validatePassword(password, formValue(form, 'reset-repeat')));
      call = async () => {
        await createPassword(email, password, resetToken);
        await onLoggedIn();
      };
    } else {
      const address = formValue(form, 'reset-email').trim();
      next = {};
      if (!address) next['email'] = t('validation.required');
      else if (!isValidEmail(address)) next['email'] = t('validation.email');
      call = async () => {
        await accountApi().resetPassword(address);
        setSent(true);
      };
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return void setTimeout(() => focusFirstError(form));
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <p role="status" className={styles.muted}>
        {t('account.resetSent')}
      </p>
    );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {choosing ? (
        <>
          <p className={styles.muted}>{t('account.chooseNewPassword', { email: email ?? '' })}</p>
          <Field
            id="reset-password"
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('account.passwordHint')}
            error={errors['password']}
          />
          <Field
            id="reset-repeat"
            label={t('account.repeatPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={errors['repeatPassword']}
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
