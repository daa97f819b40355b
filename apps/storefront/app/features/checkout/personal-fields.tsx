import { useI18n } from '~/i18n/i18n.tsx';
import { useLoggedIn } from '~/lib/user-token.ts';
import { Field } from '~/ui/field.tsx';
import type { PersonalDetails } from './checkout-details.ts';
import styles from './checkout.module.css';

/** The personal details step's fields: first and last name side by side, the e-mail address below them. */
export function PersonalFields({
  values,
  issue,
  onChange,
}: {
  values: PersonalDetails;
  /** The form message of a field (`personal.firstName`), or null. */
  issue: (key: string) => string | null;
  onChange: (next: PersonalDetails) => void;
}) {
  const { t } = useI18n();
  const loggedIn = useLoggedIn();
  return (
    <div className={styles.grid}>
      {(['firstName', 'lastName'] as const).map((name) => (
        <Field
          key={name}
          id={`personal-${name}`}
          label={t(`checkout.${name}`)}
          autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
          value={values[name]}
          error={issue(`personal.${name}`)}
          onChange={(e) => onChange({ ...values, [name]: e.target.value })}
        />
      ))}
      <div className={styles.wide}>
        <Field
          id="personal-emailAddress"
          type="email"
          label={t('checkout.email')}
          autoComplete="email"
          hint={t('checkout.emailHint')}
          value={values.emailAddress}
          error={issue('personal.emailAddress')}
          onChange={(e) => onChange({ ...values, emailAddress: e.target.value })}
        />
      </div>
      {!loggedIn && (
        <div className={styles.wide}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.createAccount}
              onChange={(e) => onChange({ ...values, createAccount: e.target.checked })}
            />
            {t('checkout.createAccount')}
          </label>
        </div>
      )}
      {!loggedIn &&
        values.createAccount &&
        (['password', 'repeatPassword'] as const).map((name) => (
          <Field
            key={name}
            id={`personal-${name}`}
            type="password"
            label={t(name === 'password' ? 'checkout.password' : 'checkout.repeatPassword')}
            autoComplete="new-password"
            hint={name === 'password' ? t('checkout.passwordHint') : undefined}
            value={values[name]}
            error={issue(`personal.${name}`)}
            onChange={(e) => onChange({ ...values, [name]: e.target.value })}
          />
        ))}
    </div>
  );
}
