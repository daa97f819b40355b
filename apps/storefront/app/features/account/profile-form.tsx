import { ApiError, isApiError, type CustomerDto } from '@hemma/api-client';
import { validatePersonalDetails } from '@hemma/commerce';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { useState } from 'react';
import { saveProfileWithPassword } from './account-extras-api.ts';
import { fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

const EMAIL_CHANGE_MESSAGES: Record<string, MessageKey> = {
  'Enter your current password to change your e-mail address.': 'account.currentPasswordRequired',
  'The current password is wrong.': 'account.currentPasswordWrong',
};

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
        await saveProfileWithPassword(
          { firstname: input.firstName, lastname: input.lastName, email: input.emailAddress },
          changesEmail ? currentPassword : undefined,
        ).catch((error: unknown) => {
          // The server's English answers of decision 0013, in the shopper's language.
          const key = isApiError(error) ? EMAIL_CHANGE_MESSAGES[error.message] : undefined;
          throw key && isApiError(error) ? new ApiError(error.status, t(key), error.path) : error;
        });
        notify({ type: 'success', message: 'account.profileSaved' });
      },
    };
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
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
