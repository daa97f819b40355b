import type { AdminBannersDto } from '@hemma/contract';
import { imageUrl } from '@hemma/commerce';
import { useState } from 'react';
import { useCategories } from '../../hooks/api/categories.ts';
import { useBanners, useSaveBanners, useUploadPicture } from '../../hooks/api/banners.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { SelectField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { PictureUpload } from '../../ui/form/picture-upload.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { withConflicts } from '../../ui/form/conflicts.ts';
import { useNotify } from '../../ui/notices.tsx';
import {
  addBanner,
  bannerCount,
  bannerKey,
  bannersSchema,
  moveBanner,
  removeBanner,
  toBanners,
  toValues,
} from './banner-values.ts';

const PREVIEW = { width: 318, height: 133 };
const IMAGE_PATH = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*\.(webp|jpg|jpeg|png)$/i;

/**
 * A store view's home page banners, in the order they are shown (the home page shows the first): each with its
 * picture, texts and the category it leads to. Saving replaces the whole list, unless someone saved it since.
 */
export function BannersForm({ storeCode, current }: { storeCode: string; current: AdminBannersDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveBanners(storeCode);
  const upload = useUploadPicture();
  // A store view without banners of its own shows the default store's: the owner may start from those.
  const defaults = useBanners('default');
  const categories = useCategories();
  // The schema and the labels follow the number of banners on screen (useForm reads them at every render).
  const [count, setCount] = useState(current.banners.length);
  const labels: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    labels[bannerKey(index, 'title')] = t('banner.title', { n: index + 1 });
    labels[bannerKey(index, 'eyebrow')] = t('banner.eyebrow');
    labels[bannerKey(index, 'text')] = t('banner.text');
    labels[bannerKey(index, 'cta')] = t('banner.cta');
    labels[bannerKey(index, 'category')] = t('banner.category');
    labels[bannerKey(index, 'image')] = t('banner.image');
  }
  const form = useForm({
    schema: bannersSchema(count),
    initial: toValues(current.banners),
    labels,
    onSubmit: withConflicts(
      async (values) => {
        // The answer replaces the cached list: the page shows it (with the new updated_at) in a fresh form.
        await save.mutateAsync({ banners: toBanners(values), updated_at: current.updated_at });
        notify(t('banner.saved', { store: storeCode }));
      },
      { stale: t('form.stale') },
    ),
  });
  const values = form.values as Record<string, string>;
  const rewrite = (next: Record<string, string>) => {
    setCount(bannerCount(next));
    form.reset(next);
  };
  const categoryOptions = [
    { value: '', label: t('banner.chooseCategory') },
    ...(categories.data ?? [])
      .filter((category) => category.is_active)
      .map((category) => ({ value: category.url_key, label: `${category.name} (/c/${category.url_key})` })),
  ];
  return (
    <FormSection
      form={form}
      title={t('banner.list', { store: storeCode })}
      submitLabel={t('banner.save')}
      actions={
        <button type="button" className="button" onClick={() => rewrite(addBanner(values))}>
          {t('banner.add')}
        </button>
      }
    >
      {count === 0 && <p>{t(storeCode === 'default' ? 'banner.none' : 'banner.noneInView')}</p>}
      {count === 0 && storeCode !== 'default' && (defaults.data?.banners.length ?? 0) > 0 && (
        <p>
          <button type="button" className="button" onClick={() => rewrite(toValues(defaults.data!.banners))}>
            {t('banner.copyDefault')}
          </button>
        </p>
      )}
      {Array.from({ length: count }, (_, index) => {
        const image = values[bannerKey(index, 'image')] ?? '';
        const title = values[bannerKey(index, 'title')] || t('banner.untitled');
        const known = categoryOptions.some((o) => o.value === values[bannerKey(index, 'category')]);
        return (
          <fieldset key={index} className="banner">
            <legend>{t('banner.legend', { n: index + 1, title })}</legend>
            <div className="banner-body">
              <div className="banner-preview">
                {IMAGE_PATH.test(image) ? (
                  <img
                    src={imageUrl(image, PREVIEW, 'resize')}
                    alt=""
                    width={PREVIEW.width}
                    height={PREVIEW.height}
                  />
                ) : (
                  <span className="banner-no-image">{t('banner.noImage')}</span>
                )}
              </div>
              <div className="banner-fields">
                <TextField form={form} name={bannerKey(index, 'title')} autoComplete="off" />
                <TextField form={form} name={bannerKey(index, 'eyebrow')} autoComplete="off" />
                <TextAreaField form={form} name={bannerKey(index, 'text')} rows={2} />
                <TextField form={form} name={bannerKey(index, 'cta')} autoComplete="off" />
                <SelectField
                  form={form}
                  name={bannerKey(index, 'category')}
                  options={
                    known
                      ? categoryOptions
                      : [
                          ...categoryOptions,
                          {
                            value: values[bannerKey(index, 'category')] ?? '',
                            label: values[bannerKey(index, 'category')] ?? '',
                          },
                        ]
                  }
                />
                <PictureUpload
                  label={t('banner.upload', { n: index + 1 })}
                  upload={upload.mutateAsync}
                  onUploaded={(file) => form.set(bannerKey(index, 'image'), file)}
                />
                <TextField
                  form={form}
                  name={bannerKey(index, 'image')}
                  autoComplete="off"
                  hint={t('banner.imageHint')}
                />
              </div>
            </div>
            <div className="form-actions">
              <button
                type="button"
                className="button button-small"
                disabled={index === 0}
                onClick={() => rewrite(moveBanner(values, index, -1))}
              >
                {t('banner.moveUp', { n: index + 1 })}
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={index === count - 1}
                onClick={() => rewrite(moveBanner(values, index, 1))}
              >
                {t('banner.moveDown', { n: index + 1 })}
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => rewrite(removeBanner(values, index))}
              >
                {t('banner.remove', { n: index + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
    </FormSection>
  );
}
