import type { CustomerDto } from '@hemma/api-client';
import { validatePersonalDetails } from '@hemma/commerce';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { Field } from '~/ui/field.tsx';
import { saveProfile } from './account-api.ts';
import { fieldErrors, formValue, useAccountForm } from './form-support.ts';
import styles from './account.module.css';

/** SPEC §3 modifiable profile fields: first name, last name, e-mail (POST user/me). */
export function ProfileForm({ current }: { current: CustomerDto }) {
  const { t } = useI18n();

  const { errors, failure, busy, onSubmit } = useAccountForm(t, (form) => {
    const input = {
      firstName: formValue(form, 'profile-firstname').trim(),
      lastName: formValue(form, 'profile-lastname').trim(),
      emailAddress: formValue(form, 'profile-email').trim(),
    };
    return {
      errors: fieldErrors(t, validatePersonalDetails(input)),
      send: async () => {
        await saveProfile({
          firstname: input.firstName,
          lastname: input.lastName,
          email: input.emailAddress,
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
