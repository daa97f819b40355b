import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import type { PlacedOrder } from './place-order.ts';
import styles from './checkout.module.css';

/** SPEC §2 thank-you: the order number and where the confirmation went. */
export function ThankYou({ order }: { order: PlacedOrder }) {
  const { t, price } = useI18n();
  const localized = useLocalizedPath();
  return (
    <section className={styles.thanks} aria-labelledby="thank-you">
      <h1 id="thank-you">{t('checkout.thankYou')}</h1>
      <p>{t('checkout.orderNumber', { number: order.incrementId })}</p>
      <p>{t('checkout.confirmationSent', { email: order.email })}</p>
      <p>{t('checkout.orderTotal', { total: price(order.grandTotal) })}</p>
      {order.paymentMethod === 'cashondelivery' && <p>{t('checkout.cashOnDeliveryInfo')}</p>}
      <Link to={localized('/')} className="button">
        {t('checkout.continueShopping')}
      </Link>
    </section>
  );
}
