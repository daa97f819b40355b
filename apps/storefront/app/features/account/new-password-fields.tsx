import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { Field } from '~/ui/field.tsx';
import type { Errors } from './form-support.ts';

/**
 * A new password and its repetition (SPEC §5 password rules as the hint), as registration, the reset link and the
 * password change ask for them; each form names the two fields (`ids`), which its submit reads.
 */
export function NewPasswordFields({
  ids,
  label,
  errors,
}: {
  ids: { password: string; repeat: string };
  label: MessageKey;
  errors: Errors;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field
        id={ids.password}
        label={t(label)}
        type="password"
        autoComplete="new-password"
        required
        hint={t('account.passwordHint')}
        error={errors['password']}
      />
      <Field
        id={ids.repeat}
        label={t('account.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors['repeatPassword']}
      />
    </>
  );
}
