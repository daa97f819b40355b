import type { AdminCmsBlockDto, AdminCmsBlockUpdateInput } from '@hemma/contract';
import { useNavigate } from 'react-router';
import { useSaveCmsBlock } from '../../../hooks/api/cms.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { withConflicts } from '../../../ui/form/conflicts.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { changedFields, cmsBlockForm } from './cms-forms.ts';

const valuesOf = (block: AdminCmsBlockDto | null) => ({
  identifier: block?.identifier ?? '',
  title: block?.title ?? '',
  content: block?.content ?? '',
  is_active: block?.is_active ?? true,
});

/** A CMS block: a piece of HTML the shop places by its identifier (the footer's links, a notice …). */
export function CmsBlockForm({ block }: { block: AdminCmsBlockDto | null }) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveCmsBlock(block?.id ?? null);
  const form = useForm({
    schema: cmsBlockForm,
    initial: valuesOf(block),
    labels: {
      identifier: t('cms.blockIdentifier'),
      title: t('field.title'),
      content: t('cms.content'),
      is_active: t('field.active'),
    },
    onSubmit: withConflicts(
      async (values) => {
        if (!block) {
          const created = await save.mutateAsync(values);
          notify(t('cms.created', { name: created.title }));
          return void navigate(`/cms/blocks/${created.id}`);
        }
        const change = changedFields(valuesOf(block), values);
        if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
        const saved = await save.mutateAsync({
          ...(change as Partial<AdminCmsBlockUpdateInput>),
          updated_at: block.updated_at,
        });
        notify(t('cms.saved', { name: saved.title }));
      },
      { taken: { field: 'identifier', text: t('form.identifierTaken') }, stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} submitLabel={block ? t('action.save') : t('cms.createBlock')}>
      <TextField form={form} name="title" autoComplete="off" />
      <TextField form={form} name="identifier" autoComplete="off" hint={t('cms.blockIdentifierHint')} />
      <CheckboxField form={form} name="is_active" />
      <TextAreaField form={form} name="content" rows={10} className="code-area" hint={t('field.htmlHint')} />
    </FormSection>
  );
}
