import type { AdminAttributeDto, AdminAttributeUpdateInput } from '@hemma/contract';
import { useUpdateAttribute } from '../../../hooks/api/attributes.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { attributeEditForm } from '../common/attribute-forms.ts';
import { useAttributeLabels } from '../common/use-attribute-labels.ts';

const valuesOf = (attribute: AdminAttributeDto) => ({
  frontend_label: attribute.frontend_label,
  default_label: attribute.default_label,
  unit: attribute.unit ?? '',
  is_visible: attribute.is_visible,
  is_comparable: attribute.is_comparable,
  is_filterable: attribute.is_filterable,
});

/** Labels, unit and where the attribute shows (product page, comparison, the category filters). */
export function AttributeDetailsForm({ attribute }: { attribute: AdminAttributeDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const update = useUpdateAttribute(attribute.id);
  const form = useForm({
    schema: attributeEditForm,
    initial: valuesOf(attribute),
    labels: useAttributeLabels(),
    onSubmit: async (values) => {
      const before = valuesOf(attribute);
      const change: AdminAttributeUpdateInput = {};
      if (values.frontend_label !== before.frontend_label) change.frontend_label = values.frontend_label;
      if (values.default_label && values.default_label !== before.default_label)
        change.default_label = values.default_label;
      if (values.unit !== before.unit) change.unit = values.unit || null;
      for (const flag of ['is_visible', 'is_comparable', 'is_filterable'] as const)
        if (values[flag] !== before[flag]) change[flag] = values[flag];
      if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
      const saved = await update.mutateAsync(change);
      form.reset(valuesOf(saved));
      notify(t('attribute.saved', { name: saved.frontend_label }));
    },
  });
  return (
    <FormSection form={form} title={t('attribute.details')} submitLabel={t('action.save')}>
      <TextField form={form} name="frontend_label" autoComplete="off" />
      <TextField form={form} name="default_label" autoComplete="off" hint={t('attribute.defaultLabelHint')} />
      <TextField form={form} name="unit" autoComplete="off" hint={t('attribute.unitHint')} />
      <CheckboxField form={form} name="is_visible" />
      <CheckboxField form={form} name="is_comparable" />
      <CheckboxField form={form} name="is_filterable" />
    </FormSection>
  );
}
