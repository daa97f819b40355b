import { useEffect } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { CartLines } from './cart-lines.tsx';
import { CartTotals } from './cart-totals.tsx';
import { track, viewCartEvents } from '~/lib/cart/analytics.ts';
import { getCart, useCart } from '~/lib/cart/cart-store.ts';
import { syncCart, syncStock } from '~/lib/cart/cart-sync.ts';
import styles from './cart-page.module.css';

/** The cart page (/checkout/cart): lines with quantities, the coupon, totals and the way to checkout. */
export function CartPage() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const items = useCart((c) => c.cartItems);
  const loaded = useCart((c) => c.cartIsLoaded);
  useEffect(() => {
    if (loaded) track(viewCartEvents(getCart().cartItems));
  }, [loaded]);
  useEffect(() => {
    if (loaded)
      void syncCart()
        .then(syncStock)
        .catch((error: unknown) => console.warn('Cart sync failed:', error));
  }, [loaded]);

  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('cart.title')}</h1>
      {!loaded ? (
        <p role="status">{t('cart.loading')}</p>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to={localized('/')} className="button">
            {t('checkout.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <CartLines items={items} />
          <aside className={styles.aside} aria-label={t('cart.summary')}>
            <CartTotals withCoupon />
            <Link to={localized('/checkout')} className="button">
              {t('cart.goToCheckout')}
            </Link>
            {/* Gift cards are not sold yet: SPEC §2's "feature not implemented" modal says so. */}
            <button type="button" className="button-secondary" data-modal="not-implemented">
              {t('cart.giftCard')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
