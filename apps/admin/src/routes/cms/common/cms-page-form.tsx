import type { AdminCmsPageDto, AdminCmsPageUpdateInput } from '@hemma/contract';
import { useNavigate } from 'react-router';
import { useSaveCmsPage } from '../../../hooks/api/cms.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { withConflicts } from '../../../ui/form/conflicts.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { changedFields, cmsPageForm } from './cms-forms.ts';

const valuesOf = (page: AdminCmsPageDto | null) => ({
  identifier: page?.identifier ?? '',
  title: page?.title ?? '',
  content_heading: page?.content_heading ?? '',
  content: page?.content ?? '',
  meta_title: page?.meta_title ?? '',
  meta_description: page?.meta_description ?? '',
  is_active: page?.is_active ?? true,
});

const orNull = (text: string) => (text === '' ? null : text);

/** A CMS page: its address (/i/<identifier>), title, heading, HTML content, texts for search engines, active. */
export function CmsPageForm({ page }: { page: AdminCmsPageDto | null }) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveCmsPage(page?.id ?? null);
  const form = useForm({
    schema: cmsPageForm,
    initial: valuesOf(page),
    labels: {
      identifier: t('field.identifier'),
      title: t('field.title'),
      content_heading: t('cms.contentHeading'),
      content: t('cms.content'),
      meta_title: t('field.metaTitle'),
      meta_description: t('field.metaDescription'),
      is_active: t('field.active'),
    },
    onSubmit: withConflicts(
      async (values) => {
        if (!page) {
          const created = await save.mutateAsync({
            ...values,
            content_heading: orNull(values.content_heading),
            meta_title: orNull(values.meta_title),
            meta_description: orNull(values.meta_description),
          });
          notify(t('cms.created', { name: created.title }));
          return void navigate(`/cms/pages/${created.id}`);
        }
        const change = changedFields(valuesOf(page), values);
        if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
        const saved = await save.mutateAsync({
          ...(change as Partial<AdminCmsPageUpdateInput>),
          updated_at: page.updated_at,
        });
        notify(t('cms.saved', { name: saved.title }));
      },
      { taken: { field: 'identifier', text: t('form.identifierTaken') }, stale: t('form.stale') },
    ),
  });
  return (
    <FormSection form={form} submitLabel={page ? t('action.save') : t('cms.createPage')}>
      <TextField form={form} name="title" autoComplete="off" />
      <TextField form={form} name="identifier" autoComplete="off" hint={t('cms.identifierHint')} />
      <CheckboxField form={form} name="is_active" hint={t('cms.activeHint')} />
      <TextField form={form} name="content_heading" autoComplete="off" />
      <TextAreaField form={form} name="content" rows={14} className="code-area" hint={t('field.htmlHint')} />
      <TextField form={form} name="meta_title" autoComplete="off" />
      <TextAreaField form={form} name="meta_description" rows={2} />
    </FormSection>
  );
}
