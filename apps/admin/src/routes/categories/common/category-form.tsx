import type { AdminCategoryDto, AdminCategoryUpdateInput } from '@hemma/contract';
import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { useNavigate } from 'react-router';
import { useUploadPicture } from '../../../hooks/api/banners.ts';
import { useCategories, useCreateCategory, useUpdateCategory } from '../../../hooks/api/categories.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { CheckboxField, SelectField, TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { PictureUpload } from '../../../ui/form/picture-upload.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { withConflicts } from '../../../ui/form/conflicts.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { categoryForm, type CategoryFormValues } from './category-form-schema.ts';
import { moveTargets } from '../../../ui/catalogue/category-tree.ts';

const valuesOf = (category: AdminCategoryDto | null, parentId: number): CategoryFormValues => ({
  name: category?.name ?? '',
  url_key: category?.url_key ?? '',
  parent_id: String(category?.parent_id ?? parentId),
  is_active: category?.is_active ?? true,
  include_in_menu: category?.include_in_menu ?? true,
  description: category?.description ?? '',
  meta_title: category?.meta_title ?? '',
  meta_description: category?.meta_description ?? '',
  image: category?.image ?? '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A category's details: a new one below a parent, or an existing one renamed, moved to another parent (at the end
 * of its new siblings), (de)activated or taken out of the menu. An edit sends only what changed, with the
 * `updated_at` it read.
 */
export function CategoryForm({
  category,
  parentId = ROOT_CATEGORY_ID,
}: {
  category: AdminCategoryDto | null;
  parentId?: number;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const upload = useUploadPicture();
  const initial = valuesOf(category, parentId);
  const form = useForm({
    schema: categoryForm,
    initial,
    labels: {
      name: t('field.name'),
      url_key: t('category.urlKey'),
      parent_id: t('category.parent'),
      is_active: t('category.isActive'),
      include_in_menu: t('category.includeInMenu'),
      description: t('field.description'),
      meta_title: t('field.metaTitle'),
      meta_description: t('field.metaDescription'),
      image: t('category.image'),
    },
    onSubmit: withConflicts(
      async (values) => {
        const parent = Number(values.parent_id);
        if (!category) {
          const created = await create.mutateAsync({
            parent_id: parent,
            name: values.name,
            ...(values.url_key ? { url_key: values.url_key } : {}),
            is_active: values.is_active,
            include_in_menu: values.include_in_menu,
            description: orNull(values.description),
            meta_title: orNull(values.meta_title),
            meta_description: orNull(values.meta_description),
            image: orNull(values.image),
          });
          notify(t('category.created', { name: created.name }));
          return void navigate('/categories');
        }
        const change: Partial<AdminCategoryUpdateInput> = {};
        if (values.name !== category.name) change.name = values.name;
        if (values.url_key && values.url_key !== category.url_key) change.url_key = values.url_key;
        if (parent !== (category.parent_id ?? ROOT_CATEGORY_ID)) change.parent_id = parent;
        if (values.is_active !== category.is_active) change.is_active = values.is_active;
        if (values.include_in_menu !== category.include_in_menu)
          change.include_in_menu = values.include_in_menu;
        for (const name of ['description', 'meta_title', 'meta_description', 'image'] as const)
          if (orNull(values[name]) !== category[name]) change[name] = orNull(values[name]);
        if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
        const saved = await update.mutateAsync({
          id: category.id,
          input: { ...change, updated_at: category.updated_at },
        });
        form.reset(valuesOf(saved, parentId));
        notify(t('category.saved', { name: saved.name }));
      },
      { taken: { field: 'url_key', text: t('form.urlKeyTaken') }, stale: t('form.stale') },
    ),
  });
  const parents = [
    { value: String(ROOT_CATEGORY_ID), label: t('category.topLevel') },
    ...moveTargets(categories.data ?? [], category).map((node) => ({
      value: String(node.category.id),
      label: `${'— '.repeat(node.depth + 1)}${node.category.name}`,
    })),
  ];
  return (
    <FormSection
      form={form}
      title={t('category.details')}
      submitLabel={category ? t('action.save') : t('category.create')}
    >
      <TextField form={form} name="name" autoComplete="off" />
      <TextField
        form={form}
        name="url_key"
        autoComplete="off"
        hint={t(category ? 'category.urlKeyHint' : 'category.urlKeyNewHint')}
      />
      <SelectField form={form} name="parent_id" options={parents} hint={t('category.parentHint')} />
      <CheckboxField form={form} name="is_active" hint={t('category.isActiveHint')} />
      <CheckboxField form={form} name="include_in_menu" hint={t('category.includeInMenuHint')} />
      <TextAreaField form={form} name="description" rows={4} hint={t('field.htmlHint')} />
      <PictureUpload
        label={t('category.uploadImage')}
        upload={upload.mutateAsync}
        onUploaded={(file) => form.set('image', file)}
      />
      <TextField form={form} name="image" autoComplete="off" hint={t('category.imageHint')} />
      <TextField form={form} name="meta_title" autoComplete="off" />
      <TextAreaField form={form} name="meta_description" rows={2} />
    </FormSection>
  );
}
