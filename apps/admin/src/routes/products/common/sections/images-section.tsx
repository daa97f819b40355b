import { useState } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import { useUploadImage } from '../../../../hooks/api/products.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { keyOfApiMessage } from '../api-messages.ts';
import type { ImageRow } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { ImageList } from './image-list.tsx';
import { EditorSection } from '../editor-section.tsx';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The product's pictures: uploaded through POST /api/admin/images (turned upright, stored as WebP), then listed in
 * gallery order with a preview, an alt text and a hide flag. The first picture shown is the product image.
 */
export function ImagesSection({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${editor.id}-upload`;
  const setImages = (change: (images: ImageRow[]) => ImageRow[]) =>
    editor.update((form) => ({ ...form, images: change(form.images) }));

  const add = async (files: FileList | null) => {
    setProblem(null);
    for (const file of Array.from(files ?? [])) {
      if (!PICTURE_TYPES.includes(file.type)) {
        setProblem(t('product.image.wrongType'));
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        setImages((images) => [...images, { file: uploaded.file, label: editor.form.name, disabled: false }]);
      } catch (error) {
        const known = isApiError(error) ? keyOfApiMessage(error.message) : null;
        setProblem(
          known
            ? t(known)
            : isApiError(error) && error.status < 500
              ? error.message
              : t('validation.unavailable'),
        );
      }
    }
  };

  return (
    <EditorSection editor={editor} name="images" title={t('product.section.images')} fieldPath="images">
      <ImageList editor={editor} images={editor.form.images} onChange={setImages} />
      <div className="field">
        <label htmlFor={inputId}>{t('product.image.upload')}</label>
        <input
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          multiple
          aria-describedby={`${inputId}-hint`}
          disabled={upload.isPending}
          onChange={(event) => {
            void add(event.target.files);
            event.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          {t('product.image.uploadHint')}
        </p>
        {upload.isPending && (
          <p role="status" className="field-hint">
            {t('product.image.uploading')}
          </p>
        )}
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
      </div>
    </EditorSection>
  );
}
