import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import type { GalleryImage } from './gallery-image.ts';
import styles from './gallery.module.css';

/** The main image (responsive, 1240 px at most) and a row of 324×489 thumbnails that choose it. */
export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const alt = (image: GalleryImage, i: number) => image.label || t('product.imageOf', { index: i + 1, name });

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current && (
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes="(min-width: 1272px) 700px, (min-width: 1024px) 55vw, 100vw"
            width={1240}
            height={1240}
            alt={alt(current, index)}
            fetchPriority="high"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('product.imageOf', { index: i + 1, name })}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumb} width={324} height={489} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
