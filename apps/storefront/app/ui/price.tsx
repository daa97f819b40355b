import { useI18n } from '~/i18n/i18n.tsx';
import styles from './price.module.css';

interface PriceProps {
  final: number;
  original: number | null;
  size?: 'small' | 'large';
}

/** A price incl. VAT; when on sale, the original price is struck through beside it. */
export function Price({ final, original, size = 'small' }: PriceProps) {
  const { t, price } = useI18n();
  const onSale = original !== null;
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={onSale ? styles.sale : undefined}>
        <span className="visually-hidden">{t('product.price')} </span>
        {price(final)}
      </span>
      {onSale && (
        <s className={styles.original}>
          <span className="visually-hidden">{t('product.originalPrice')} </span>
          {price(original)}
        </s>
      )}
    </p>
  );
}
