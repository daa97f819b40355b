import { useI18n } from '../../../../i18n/i18n.tsx';
import type { ImageRow } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The pictures in gallery order: a preview, the alt text, hide, move up/down and remove. */
export function ImageList({
  editor,
  images,
  onChange,
}: {
  editor: ProductEditor;
  images: readonly ImageRow[];
  onChange: (change: (images: ImageRow[]) => ImageRow[]) => void;
}) {
  const { t } = useI18n();
  if (images.length === 0) return <p className="field-hint">{t('product.image.none')}</p>;
  const set = (index: number, change: Partial<ImageRow>) =>
    onChange((list) => list.map((image, i) => (i === index ? { ...image, ...change } : image)));
  return (
    <ol className="image-list">
      {images.map((image, index) => {
        const n = index + 1;
        const id = `${editor.id}-image-${index}`;
        return (
          <li key={`${image.file}-${index}`} className="image-row">
            <img src={`/img/160/160/fit/${image.file}`} alt={image.label} width={80} height={80} />
            <div className="image-fields">
              <div className="field">
                <label htmlFor={`${id}-label`}>{t('product.image.alt', { n })}</label>
                <input
                  id={`${id}-label`}
                  value={image.label}
                  onChange={(e) => set(index, { label: e.target.value })}
                />
              </div>
              <div className="field field-checkbox">
                <input
                  id={`${id}-hidden`}
                  type="checkbox"
                  checked={image.disabled}
                  onChange={(e) => set(index, { disabled: e.target.checked })}
                />
                <label htmlFor={`${id}-hidden`}>{t('product.image.hidden', { n })}</label>
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0}
                  onClick={() => onChange((list) => move(list, index, index - 1))}
                >
                  {t('product.image.up', { n })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === images.length - 1}
                  onClick={() => onChange((list) => move(list, index, index + 1))}
                >
                  {t('product.image.down', { n })}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => onChange((list) => list.filter((_, i) => i !== index))}
                >
                  {t('product.image.remove', { n })}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
