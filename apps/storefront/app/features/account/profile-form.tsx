import type { CustomerDto } from '@hemma/api-client';
import { validatePersonalDetails } from '@hemma/commerce';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { useState } from 'react';
import { saveProfileWithPassword } from './account-extras-api.ts';
import { fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §3 modifiable profile fields: first name, last name, e-mail (POST user/me). */
export function ProfileForm({ current }: { current: CustomerDto }) {
  const { t } = useI18n();
  // A new e-mail needs the current password (decision 0013): the field appears once the e-mail is edited.
  const [emailChanged, setEmailChanged] = useState(false);

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    const input = {
      firstName: formValue(form, 'profile-firstname').trim(),
      lastName: formValue(form, 'profile-lastname').trim(),
      emailAddress: formValue(form, 'profile-email').trim(),
    };
    const changesEmail = input.emailAddress.toLowerCase() !== current.email.toLowerCase();
    const currentPassword = formValue(form, 'profile-current-password');
    const errors = fieldErrors(t, validatePersonalDetails(input));
    if (changesEmail && !currentPassword) errors['currentPassword'] = t('account.currentPasswordRequired');
    return {
      errors,
      send: async () => {
        // A refusal (decision 0013) is shown in the shopper's language by failureText (form-support.ts).
        await saveProfileWithPassword(
          { firstname: input.firstName, lastname: input.lastName, email: input.emailAddress },
          changesEmail ? currentPassword : undefined,
        );
        notify({ type: 'success', message: 'account.profileSaved' });
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
            onChange={(e) =>
              setEmailChanged(e.currentTarget.value.trim().toLowerCase() !== current.email.toLowerCase())
            }
          />
        </div>
        {emailChanged && (
          <div className={styles.wide}>
            <Field
              id="profile-current-password"
              label={t('account.currentPasswordForEmail')}
              type="password"
              autoComplete="current-password"
              required
              error={errors['currentPassword']}
            />
          </div>
        )}
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
