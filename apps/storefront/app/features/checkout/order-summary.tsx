import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useCart } from '~/lib/cart/cart-store.ts';
import { useCartPricedIn } from '~/lib/cart/cart-currency.ts';
import styles from './checkout.module.css';

/** The checkout's side column: the lines, then the coupon and the server's totals (the cart's, composed by the route). */
export function OrderSummary({ totals }: { totals: ReactNode }) {
  const { t, price: format, currency } = useI18n();
  // A cart last priced in another store view's currency shows no amounts until it is repriced (decision 0035).
  const current = useCartPricedIn(currency);
  const price = (amount: number) => (current ? format(amount) : '…');
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
      {totals}
    </aside>
  );
}
