import type { CustomerDto } from '@hemma/api-client';
import { validatePersonalDetails } from '@hemma/commerce';
import { type FormEvent, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { saveProfile } from './account-api.ts';
import { type Errors, failureText, fieldErrors, focusFirstError, formValue } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §3 modifiable profile fields: first name, last name, e-mail (POST user/me). */
export function ProfileForm({ current }: { current: CustomerDto }) {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = {
      firstName: formValue(form, 'profile-firstname').trim(),
      lastName: formValue(form, 'profile-lastname').trim(),
      emailAddress: formValue(form, 'profile-email').trim(),
    };
    const next = fieldErrors(t, validatePersonalDetails(input));
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return void setTimeout(() => focusFirstError(form));
    setBusy(true);
    try {
      await saveProfile({ firstname: input.firstName, lastname: input.lastName, email: input.emailAddress });
      notify({ type: 'success', message: 'account.profileSaved' });
    } catch (error) {
      setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.grid}>
        <Field
          id="profile-firstname"
          label={t('account.firstName')}
          autoComplete="given-name"
          defaultValue={current.firstname}
          required
          error={errors['firstName']}
        />
        <Field
          id="profile-lastname"
          label={t('account.lastName')}
          autoComplete="family-name"
          defaultValue={current.lastname}
          required
          error={errors['lastName']}
        />
        <div className={styles.wide}>
          <Field
            id="profile-email"
            label={t('account.email')}
            type="email"
            autoComplete="email"
            defaultValue={current.email}
            required
            error={errors['emailAddress']}
          />
        </div>
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('account.saveProfile')}
      </button>
    </form>
  );
}
