import { type PaymentReturnDto, isApiError } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { track } from '~/lib/cart/analytics.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { EMPTY_CART } from '~/lib/cart/cart-state.ts';
import { dispatchCart } from '~/lib/cart/cart-store.ts';
import { syncCart } from '~/lib/cart/cart-sync.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { type PlacedOrder, lastPlacedOrder, remember } from './place-order.ts';
import { ThankYou } from './thank-you.tsx';
import styles from './checkout.module.css';

/** How long the page keeps asking while the provider has not decided (a payment still processing). */
const ASK_EVERY_MS = 2_000;
const ASK_FOR_MS = 60_000;

type Shown =
  | { kind: 'asking' }
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'pending' }
  | { kind: 'ended'; status: PaymentReturnDto['status'] }
  | { kind: 'unknown' };

/** The order the answer stands for, as the thank-you page shows it (with what this tab remembered of it). */
function placedOf(answer: PaymentReturnDto): PlacedOrder {
  const remembered = lastPlacedOrder();
  const same = remembered?.incrementId === answer.increment_id ? remembered : null;
  return {
    incrementId: answer.increment_id,
    email: answer.email,
    grandTotal: answer.grand_total,
    paymentMethod: answer.payment_method,
    deliveryDate: answer.delivery_date,
    pickupPoint: same?.pickupPoint ?? null,
  };
}

/**
 * The page Stripe sends the shopper back to (decision 0050): `?payment=&key=` (and `cancelled=1` from the cancel
 * link). Paid or authorized: the cart is emptied and the thank-you page shown; cancelled, failed or expired: the order
 * was cancelled and the cart is the shopper's again; undecided: it asks again for a minute, then says the mail will
 * tell.
 */
export function PaymentReturn() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const [shown, setShown] = useState<Shown>({ kind: 'asking' });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const id = query.get('payment') ?? '';
    const key = query.get('key') ?? '';
    const cancelled = query.get('cancelled') === '1';
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async (): Promise<void> => {
      let answer: PaymentReturnDto;
      try {
        answer = cancelled
          ? await checkoutApi().cancelHostedPayment(id, key)
          : await checkoutApi().paymentReturn(id, key);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status < 500) return setShown({ kind: 'unknown' });
        // The shop or Stripe away: asked again for a minute, then the mail will tell.
        if (Date.now() - started > ASK_FOR_MS) return setShown({ kind: 'pending' });
        timer = setTimeout(() => void ask(), ASK_EVERY_MS);
        return;
      }
      if (stopped) return;
      if (answer.status === 'paid' || answer.status === 'authorized') {
        const remembered = lastPlacedOrder();
        const order = placedOf(answer);
        if (remembered?.incrementId === answer.increment_id && remembered.paymentUrl) {
          // Once: the purchase is reported and the cart emptied when the payment first stands in this tab.
          if (remembered.purchase) track(remembered.purchase);
          dispatchCart({ type: 'LOAD', state: { ...EMPTY_CART, isMicrocartOpen: false } });
          remember(order);
        }
        return setShown({ kind: 'placed', order });
      }
      if (answer.status === 'pending') {
        if (Date.now() - started > ASK_FOR_MS) return setShown({ kind: 'pending' });
        setShown((now) => (now.kind === 'asking' ? now : { kind: 'asking' }));
        timer = setTimeout(() => void ask(), ASK_EVERY_MS);
        return;
      }
      // The order was cancelled; its cart is open again on the server when the shopper cancelled.
      if (answer.cart_id) void syncCart().catch(() => {});
      setShown({ kind: 'ended', status: answer.status });
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  if (shown.kind === 'placed') return <ThankYou order={shown.order} />;
  const message =
    shown.kind === 'asking'
      ? t('checkout.returnWaiting')
      : shown.kind === 'pending'
        ? t('checkout.returnStillWaiting')
        : shown.kind === 'unknown'
          ? t('checkout.returnUnknown')
          : shown.status === 'declined'
            ? t('checkout.returnCancelled')
            : shown.status === 'expired'
              ? t('checkout.returnExpired')
              : t('checkout.returnFailed');
  return (
    <section className={styles.empty}>
      <h1>{t('checkout.returnTitle')}</h1>
      <p role={shown.kind === 'ended' || shown.kind === 'unknown' ? 'alert' : 'status'}>{message}</p>
      {shown.kind === 'ended' && (
        <Link to={localized('/checkout')} className="button">
          {t('checkout.backToCheckout')}
        </Link>
      )}
      {(shown.kind === 'pending' || shown.kind === 'unknown') && (
        <Link to={localized('/')} className="button button-secondary">
          {t('checkout.continueShopping')}
        </Link>
      )}
    </section>
  );
}
