import type { OrderResult } from '@hemma/api-client';
import { formatDeliveryInterval } from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { SYNC_TASKS_KEY } from '~/lib/sync-tasks.ts';
import {
  type RefusedOrder,
  processOrderQueue,
  queuedOrderOutcome,
  showingThankYouPage,
} from './order-queue.ts';
import { formatDeliveryDay } from './delivery-day.tsx';
import { pickupPointLine } from './pickup-points.tsx';
import type { PlacedOrder } from './place-order.ts';
import styles from './checkout.module.css';

/** SPEC §2 thank-you: the order number and where the confirmation went. */
export function ThankYou({ order }: { order: PlacedOrder }) {
  const { t, price, locale } = useI18n();
  const localized = useLocalizedPath();
  const [number, setNumber] = useState(order.incrementId);
  const [refused, setRefused] = useState<RefusedOrder | null>(null);
  // When the order is expected: the server says so in its answer, also to a queued order once it is sent.
  const [expected, setExpected] = useState(order.expectedDelivery ?? null);
  useEffect(() => {
    if (number !== null || refused) return;
    // A queued order: the thank-you page sends it as soon as the shop is reachable (SPEC §4) and shows its number,
    // or that the shop refused it.
    const onSent = (event: Event) => {
      const sent = (event as CustomEvent<OrderResult>).detail;
      if (sent.order_id !== order.orderId) return;
      setNumber(sent.increment_id);
      setExpected(sent.expected_delivery);
    };
    const onRefused = (event: Event) => {
      const refusal = (event as CustomEvent<RefusedOrder>).detail;
      if (refusal.orderId === order.orderId) setRefused(refusal);
    };
    // Another tab may send it first (the tabs take turns): its answer reaches this one through the stored queue.
    const onStored = (event: StorageEvent) => {
      if (event.key !== SYNC_TASKS_KEY || !order.orderId) return;
      const outcome = queuedOrderOutcome(order.orderId);
      if (outcome && 'number' in outcome) setNumber(outcome.number);
      else if (outcome) setRefused(outcome.refused);
    };
    const send = () => void processOrderQueue({ onThankYouPage: true });
    // The layout's own send (back online) must not ask the shopper to confirm what this page sends anyway.
    const shown = showingThankYouPage();
    window.addEventListener('hemma:order-sent', onSent);
    window.addEventListener('hemma:order-refused', onRefused);
    window.addEventListener('storage', onStored);
    window.addEventListener('hemma:online', send);
    send();
    return () => {
      shown();
      window.removeEventListener('hemma:order-sent', onSent);
      window.removeEventListener('hemma:order-refused', onRefused);
      window.removeEventListener('storage', onStored);
      window.removeEventListener('hemma:online', send);
    };
  }, [number, refused, order.orderId]);
  if (refused)
    return (
      <section className={styles.thanks} aria-labelledby="thank-you">
        <h1 id="thank-you">{t('queue.orderNotAccepted')}</h1>
        <p role="status">{t(refused.message, refused.params)}</p>
        <Link to={localized('/')} className="button">
          {t('checkout.continueShopping')}
        </Link>
      </section>
    );
  return (
    <section className={styles.thanks} aria-labelledby="thank-you">
      <h1 id="thank-you">{t('checkout.thankYou')}</h1>
      {number === null ? (
        <p role="status">{t('queue.waitingForNetwork')}</p>
      ) : (
        <p role="status">{t('checkout.orderNumber', { number })}</p>
      )}
      {number === null ? (
        <p>{t('queue.confirmationLater', { email: order.email })}</p>
      ) : (
        <>
          <p>{t('checkout.confirmationSent', { email: order.email })}</p>
          {order.grandTotal > 0 && <p>{t('checkout.orderTotal', { total: price(order.grandTotal) })}</p>}
          {order.grandTotal > 0 && order.vatRates && order.vatRates.length > 0 && (
            <p>{t('checkout.inclVat', { rates: order.vatRates.join(' % / ') })}</p>
          )}
          {order.coupon?.description && (
            <p>{t('checkout.couponUsed', { code: order.coupon.code, text: order.coupon.description })}</p>
          )}
        </>
      )}
      {order.deliveryDate ? (
        <p>{t('checkout.deliveryDayBooked', { day: formatDeliveryDay(order.deliveryDate, locale) })}</p>
      ) : (
        expected && (
          <p>{t('checkout.expectedDelivery', { when: formatDeliveryInterval(expected, locale) })}</p>
        )
      )}
      {order.pickupPoint && (
        <p>{t('checkout.pickupPointBooked', { point: pickupPointLine(order.pickupPoint) })}</p>
      )}
      {(order.carryIn ?? 0) > 0 && <p>{t('freight.carryInBooked', { price: price(order.carryIn ?? 0) })}</p>}
      {order.paymentMethod === 'cashondelivery' && <p>{t('checkout.cashOnDeliveryPlaced')}</p>}
      {order.paymentMethod === 'invoice' && <p>{t('checkout.invoicePlaced')}</p>}
      {order.paymentMethod === 'partpayment' && <p>{t('checkout.creditPlaced')}</p>}
      <Link to={localized('/')} className="button">
        {t('checkout.continueShopping')}
      </Link>
    </section>
  );
}
