import { isApiError } from '@hemma/api-client/admin';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * A file field that uploads the chosen picture at once (`upload`: the shop's picture pipeline) and hands its stored
 * name to the form. A file that is not a picture, or too large, is refused by the API with its reason, shown beside
 * the field.
 */
export function PictureUpload({
  label,
  upload,
  onUploaded,
}: {
  label: string;
  upload(picture: Blob): Promise<{ file: string }>;
  onUploaded(file: string): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const choose = async (picture: Blob) => {
    setState({ pending: true, error: null });
    try {
      onUploaded((await upload(picture)).file);
      setState({ pending: false, error: null });
    } catch (error) {
      setState({ pending: false, error });
    }
  };
  const { pending, error } = state;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={pending}
        onChange={(event) => {
          const picture = event.target.files?.[0];
          if (picture) void choose(picture);
        }}
      />
      {pending && <p className="field-hint">{t('picture.uploading')}</p>}
      {error !== null && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {isApiError(error) && error.status < 500
            ? t('picture.refused', { reason: error.message })
            : t('validation.unavailable')}
        </p>
      )}
    </div>
  );
}
