import type { AdminBrandDto, AdminBrandUpdateInput } from '@hemma/contract';
import { adminBrandCreateBody, imageFile, urlKey } from '@hemma/contract';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useUploadPicture } from '../../../hooks/api/banners.ts';
import { useCreateBrand, useUpdateBrand } from '../../../hooks/api/brands.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { PictureUpload } from '../../../ui/form/picture-upload.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { withConflicts } from '../../../ui/form/conflicts.ts';
import { useNotify } from '../../../ui/notices.tsx';

const brandForm = z.strictObject({
  name: adminBrandCreateBody.shape.name,
  slug: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), urlKey])),
  description: z.string().max(10_000),
  logo: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), imageFile])),
});

const valuesOf = (brand: AdminBrandDto | null) => ({
  name: brand?.name ?? '',
  slug: brand?.slug ?? '',
  description: brand?.description ?? '',
  logo: brand?.logo ?? '',
});

/** A brand's name, slug (its page /b/<slug>) and description; an edit sends only what changed. */
export function BrandForm({ brand }: { brand: AdminBrandDto | null }) {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const upload = useUploadPicture();
  const form = useForm({
    schema: brandForm,
    initial: valuesOf(brand),
    labels: {
      name: t('field.name'),
      slug: t('brand.slug'),
      description: t('field.description'),
      logo: t('brand.logo'),
    },
    onSubmit: withConflicts(
      async (values) => {
        const description = values.description.trim() === '' ? null : values.description;
        if (!brand) {
          const created = await create.mutateAsync({
            name: values.name,
            ...(values.slug ? { slug: values.slug } : {}),
            description,
            logo: values.logo || null,
          });
          notify(t('brand.created', { name: created.name }));
          return void navigate(`/brands/${created.id}`);
        }
        const change: AdminBrandUpdateInput = {};
        if (values.name !== brand.name) change.name = values.name;
        if (values.slug && values.slug !== brand.slug) change.slug = values.slug;
        if (description !== brand.description) change.description = description;
        if ((values.logo || null) !== brand.logo) change.logo = values.logo || null;
        if (Object.keys(change).length === 0) return notify(t('form.nothingChanged'));
        const saved = await update.mutateAsync({ id: brand.id, input: change });
        form.reset(valuesOf(saved));
        notify(t('brand.saved', { name: saved.name }));
      },
      { taken: { field: 'slug', text: t('form.slugTaken') } },
    ),
  });
  return (
    <FormSection
      form={form}
      title={t('brand.details')}
      submitLabel={brand ? t('action.save') : t('brand.create')}
    >
      <TextField form={form} name="name" autoComplete="off" />
      <TextField
        form={form}
        name="slug"
        autoComplete="off"
        hint={t(brand ? 'brand.slugHint' : 'brand.slugNewHint')}
      />
      <TextAreaField form={form} name="description" rows={4} hint={t('field.htmlHint')} />
      <PictureUpload
        label={t('brand.uploadLogo')}
        upload={upload.mutateAsync}
        onUploaded={(file) => form.set('logo', file)}
      />
      <TextField form={form} name="logo" autoComplete="off" hint={t('brand.logoHint')} />
    </FormSection>
  );
}
