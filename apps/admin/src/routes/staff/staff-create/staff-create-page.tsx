import { Link, useNavigate } from 'react-router';
import { useCreateStaff } from '../../../hooks/api/staff.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PasswordFields } from '../common/password-fields.tsx';
import { staffCreateForm } from '../common/staff-forms.ts';
import { useRoleOptions } from '../common/use-role-options.ts';

/** A new staff user with a role and a first password (they can be given a new one later). */
export default function StaffCreatePage() {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateStaff();
  const roleOptions = useRoleOptions();
  const form = useForm({
    schema: staffCreateForm,
    initial: { name: '', email: '', role: '', password: '', repeatPassword: '' },
    labels: {
      name: t('field.name'),
      email: t('field.email'),
      role: t('field.role'),
      password: t('field.password'),
      repeatPassword: t('field.repeatPassword'),
    },
    onSubmit: async ({ repeatPassword: _, ...input }) => {
      const created = await create.mutateAsync(input);
      notify(t('staff.created', { name: created.name }));
      await navigate('/staff');
    },
  });
  return (
    <>
      <PageHeader title={t('staff.new')} description={t('staff.newDescription')} />
      <FormSection
        form={form}
        submitLabel={t('staff.create')}
        actions={
          <Link to="/staff" className="button">
            {t('action.cancel')}
          </Link>
        }
      >
        <TextField form={form} name="name" autoComplete="off" />
        <TextField form={form} name="email" type="email" autoComplete="off" />
        <SelectField
          form={form}
          name="role"
          hint={t('staff.roleHint')}
          options={[{ value: '', label: t('staff.chooseRole') }, ...roleOptions]}
        />
        <PasswordFields form={form} />
      </FormSection>
    </>
  );
}
