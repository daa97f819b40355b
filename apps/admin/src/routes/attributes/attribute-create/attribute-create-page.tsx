import { FRONTEND_INPUTS } from '@hemma/contract';
import { Link, useNavigate } from 'react-router';
import { useCreateAttribute } from '../../../hooks/api/attributes.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, SelectField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { withConflicts } from '../../../ui/form/conflicts.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { attributeCreateForm } from '../common/attribute-forms.ts';
import { useAttributeLabels } from '../common/use-attribute-labels.ts';

/** A new attribute; its options are added on its own page once it exists. */
export default function AttributeCreatePage() {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateAttribute();
  const labels = useAttributeLabels();
  const form = useForm({
    schema: attributeCreateForm,
    initial: {
      attribute_code: '',
      frontend_label: '',
      default_label: '',
      frontend_input: 'select',
      unit: '',
      is_visible: true,
      is_comparable: false,
      is_filterable: false,
    },
    labels: { ...labels, attribute_code: t('attribute.code'), frontend_input: t('attribute.input') },
    onSubmit: withConflicts(
      async ({ default_label, unit, ...values }) => {
        const created = await create.mutateAsync({
          ...values,
          ...(default_label ? { default_label } : {}),
          unit: unit || null,
          options: [],
        });
        notify(t('attribute.created', { name: created.frontend_label }));
        void navigate(`/attributes/${created.id}`);
      },
      { taken: { field: 'attribute_code', text: t('form.codeTaken') } },
    ),
  });
  return (
    <>
      <PageHeader
        title={t('attribute.new')}
        actions={
          <Link to="/attributes" className="button">
            {t('attribute.backToList')}
          </Link>
        }
      />
      <FormSection form={form} title={t('attribute.details')} submitLabel={t('attribute.create')}>
        <TextField form={form} name="attribute_code" autoComplete="off" hint={t('attribute.codeHint')} />
        <SelectField
          form={form}
          name="frontend_input"
          options={FRONTEND_INPUTS.map((input) => ({ value: input, label: t(`attribute.input.${input}`) }))}
          hint={t('attribute.inputHint')}
        />
        <TextField form={form} name="frontend_label" autoComplete="off" />
        <TextField
          form={form}
          name="default_label"
          autoComplete="off"
          hint={t('attribute.defaultLabelHint')}
        />
        <TextField form={form} name="unit" autoComplete="off" hint={t('attribute.unitHint')} />
        <CheckboxField form={form} name="is_visible" />
        <CheckboxField form={form} name="is_comparable" />
        <CheckboxField form={form} name="is_filterable" />
      </FormSection>
    </>
  );
}
