import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useCart } from '~/lib/cart/cart-store.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { type PlacedOrder, waitingOrder } from './place-order.ts';
import { ThankYou } from './thank-you.tsx';
import styles from './checkout.module.css';

/**
 * SPEC §2 checkout: personal details, shipping, payment, order review, thank-you. `totals` is the cart's totals
 * block with the coupon form, which the route composes into the order summary.
 */
export function CheckoutView({ totals }: { totals: ReactNode }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const empty = useCart((c) => c.cartItems.length === 0);
  const loaded = useCart((c) => c.cartIsLoaded);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  if (placed) return <ThankYou order={placed} />;
  // The cart and the shopper's details live in the browser: the steps render once they are read.
  if (!loaded) return <p role="status">{t('cart.loading')}</p>;
  // Reloaded after an order was queued offline: that order and its state, not an empty cart.
  const waiting = empty ? waitingOrder() : null;
  if (waiting) return <ThankYou order={waiting} />;
  if (empty)
    return (
      <div className={styles.empty}>
        <p role="status">{t('checkout.emptyCart')}</p>
        <Link to={localized('/')} className="button">
          {t('checkout.continueShopping')}
        </Link>
      </div>
    );
  return (
    <CheckoutSteps
      totals={totals}
      onPlaced={(order) => {
        setPlaced(order);
        window.scrollTo(0, 0);
      }}
    />
  );
}
