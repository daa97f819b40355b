import { useI18n } from '~/i18n/i18n.tsx';
import { CartTotals } from '../cart-totals.tsx';
import { useCart } from '../cart-store.ts';
import styles from './checkout.module.css';

/** The checkout's side column: the lines, the coupon and the server's totals. */
export function OrderSummary() {
  const { t, price } = useI18n();
  const items = useCart((c) => c.cartItems);
  return (
    <aside className={styles.aside} aria-label={t('checkout.orderSummary')}>
      <h2>{t('checkout.orderSummary')}</h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={`${item.sku}-${item.checksum ?? ''}`}>
            <span>
              {item.qty} × {item.name}
              {item.options.length > 0 && <small>{item.options.map((o) => o.value).join(', ')}</small>}
            </span>
            <span>{price(item.price_incl_tax * item.qty)}</span>
          </li>
        ))}
      </ul>
      <CartTotals withCoupon />
    </aside>
  );
}
