import { useI18n } from '../../../i18n/i18n.tsx';
import { TextField } from '../../../ui/form/fields.tsx';
import type { Form } from '../../../ui/form/use-form.ts';

type WithPassword = { password: string; repeatPassword: string } & Record<string, string | boolean>;

/** A new password, typed twice, with the rules it must follow under it. */
export function PasswordFields<V extends WithPassword>({ form }: { form: Form<V> }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('field.passwordHint')}
      />
      <TextField form={form} name="repeatPassword" type="password" autoComplete="new-password" />
    </>
  );
}
