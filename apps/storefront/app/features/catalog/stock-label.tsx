import { useI18n } from '~/i18n/i18n.tsx';
import type { StockState } from './price-view.ts';
import styles from './stock-label.module.css';

const KEYS = {
  in_stock: 'product.inStock',
  low_stock: 'product.lowStock',
  out_of_stock: 'product.outOfStock',
} as const;

export function StockLabel({ stock }: { stock: StockState }) {
  const { t } = useI18n();
  return (
    <p className={`${styles.stock} ${styles[stock]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {t(KEYS[stock])}
    </p>
  );
}
