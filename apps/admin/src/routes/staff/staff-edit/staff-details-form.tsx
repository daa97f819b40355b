import type { StaffDto, StaffUpdateInput } from '@hemma/contract';
import { useUpdateStaff } from '../../../hooks/api/staff.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { CheckboxField, SelectField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { staffDetailsForm } from '../common/staff-forms.ts';
import { useRoleOptions } from '../common/use-role-options.ts';

/**
 * Name, role and active flag. Only what changed is sent; a change of role or deactivation ends the user's sessions
 * (decision 0020), so it is confirmed first.
 */
export function StaffDetailsForm({ staff }: { staff: StaffDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateStaff(staff.id);
  const roleOptions = useRoleOptions();
  const form = useForm({
    schema: staffDetailsForm,
    initial: { name: staff.name, role: staff.role as string, is_active: staff.is_active },
    labels: { name: t('field.name'), role: t('field.role'), is_active: t('staff.mayLogIn') },
    onSubmit: async (values) => {
      const change: StaffUpdateInput = {
        ...(values.name !== staff.name ? { name: values.name } : {}),
        ...(values.role !== staff.role ? { role: values.role } : {}),
        ...(values.is_active !== staff.is_active ? { is_active: values.is_active } : {}),
      };
      if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
      const endsSessions = change.role !== undefined || change.is_active === false;
      if (
        endsSessions &&
        !(await confirm({
          title: t('staff.confirmAccess.title'),
          text: t('staff.confirmAccess.text', { name: staff.name }),
          confirmLabel: t('action.save'),
          danger: change.is_active === false,
        }))
      )
        return;
      const saved = await update.mutateAsync(change);
      form.reset({ name: saved.name, role: saved.role, is_active: saved.is_active });
      notify(t('staff.saved', { name: saved.name }));
    },
  });
  return (
    <FormSection form={form} title={t('staff.details')} submitLabel={t('action.save')}>
      <TextField form={form} name="name" autoComplete="off" />
      <SelectField form={form} name="role" options={roleOptions} />
      <CheckboxField form={form} name="is_active" hint={t('staff.mayLogInHint')} />
    </FormSection>
  );
}
