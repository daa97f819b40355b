import type { StaffDto } from '@hemma/contract';
import { useUpdateStaff } from '../../../hooks/api/staff.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PasswordFields } from '../common/password-fields.tsx';
import { staffPasswordForm } from '../common/staff-forms.ts';

const EMPTY = { password: '', repeatPassword: '' };

/** Sets a new password (the owner's answer to "I forgot mine"); it logs the user out everywhere. */
export function StaffPasswordForm({ staff }: { staff: StaffDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateStaff(staff.id);
  const form = useForm({
    schema: staffPasswordForm,
    initial: EMPTY,
    labels: { password: t('field.newPassword'), repeatPassword: t('field.repeatPassword') },
    onSubmit: async ({ password }) => {
      const confirmed = await confirm({
        title: t('staff.confirmPassword.title'),
        text: t('staff.confirmPassword.text', { name: staff.name }),
        confirmLabel: t('staff.setPassword'),
      });
      if (!confirmed) return;
      await update.mutateAsync({ password });
      form.reset(EMPTY);
      notify(t('staff.passwordSet', { name: staff.name }));
    },
  });
  return (
    <FormSection form={form} title={t('staff.newPassword')} submitLabel={t('staff.setPassword')}>
      <PasswordFields form={form} />
    </FormSection>
  );
}
