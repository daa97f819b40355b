import { isApiError } from '@hemma/api-client';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { issueText } from '~/lib/validation-text.ts';
import { getCart } from '~/lib/cart/cart-store.ts';
import { syncCart } from '~/lib/cart/cart-sync.ts';
import { openModal } from '~/lib/modals.ts';
import { createAccountAndLogIn, readUserToken } from '~/lib/user-token.ts';
import { isProviderMethod, PAY_FIRST, ProviderPayment } from './provider-payment.tsx';
import { type CheckoutDetails, pickupPointOf } from './checkout-details.ts';
import { type PlacedOrder, orderRefusalText, orderRequest, placeOrder } from './place-order.ts';
import styles from './checkout.module.css';

/**
 * The order review: the provider's payment (card, Swish, invoice/part payment) or the cash-on-delivery note, the terms, and placing the order. One order id
 * per attempt, so a retry after a lost answer is the same order, never a second one.
 */
export function ReviewStep({
  details,
  hostedPage,
  onPlaced,
}: {
  /** The shopper's details with the chosen shipping and payment methods filled in. */
  details: CheckoutDetails;
  /** The chosen method is paid on the provider's page after the order is placed (Stripe Checkout, decision 0050). */
  hostedPage: boolean;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t, locale } = useI18n();
  const localized = useLocalizedPath();
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  // The e-mail has an account already: the shopper logs in (the modal) and the checkout stays as it is.
  const [accountExists, setAccountExists] = useState(false);
  const [cardSession, setCardSession] = useState<string | null>(null);
  const onCardPaid = useCallback((id: string | null) => setCardSession(id), []);
  const orderId = useRef<string | null>(null);
  const paymentMethod = details.payment.paymentMethod;
  const waitingForCard = isProviderMethod(paymentMethod) && !cardSession;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!terms) return setTermsMissing(true);
    setBusy(true);
    setOrderError(null);
    orderId.current ??= crypto.randomUUID();
    const person = details.personal;
    if (person.createAccount && !readUserToken()) {
      try {
        await createAccountAndLogIn(
          {
            firstname: person.firstName.trim(),
            lastname: person.lastName.trim(),
            email: person.emailAddress.trim(),
          },
          person.password,
        );
        setAccountExists(false);
      } catch (error) {
        setBusy(false);
        setAccountExists(isApiError(error) && error.status < 500);
        return setOrderError(
          isApiError(error) && error.status < 500 ? error.message : t('checkout.orderFailed'),
        );
      }
    }
    try {
      const order = await placeOrder(
        orderRequest(cardSession, orderId.current, getCart(), details, locale),
        pickupPointOf(details),
        hostedPage,
      );
      orderId.current = null;
      // Stripe's page: the order waits there for its payment; the return page shows how it went.
      if (order.paymentUrl) return window.location.assign(order.paymentUrl);
      onPlaced(order);
    } catch (error) {
      if (hostedPage && isApiError(error) && error.status === 502) {
        // The payment page did not open: the shop cancelled that order, so the next try is a new one.
        orderId.current = null;
        setOrderError(t('checkout.paymentPageFailed'));
        void syncCart().catch(() => {});
      } else if (isApiError(error) && error.status < 500) {
        orderId.current = null;
        setOrderError(orderRefusalText(t, error.message, getCart().cartItems));
        void syncCart({ forceClientState: true }).catch(() => {});
      } else setOrderError(t('checkout.orderFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} noValidate>
      {isProviderMethod(paymentMethod) && (
        <ProviderPayment key={paymentMethod} method={paymentMethod} onPaid={onCardPaid} />
      )}
      {hostedPage && (
        <p className={styles.info} role="note">
          {t('checkout.hostedPageInfo')}
        </p>
      )}
      {paymentMethod === 'invoice' && (
        <p className={styles.info} role="note">
          {t('checkout.invoiceInfo')}
        </p>
      )}
      {paymentMethod === 'cashondelivery' && (
        <p className={styles.info} role="note">
          {t('checkout.cashOnDeliveryInfo')}
        </p>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={terms}
          aria-invalid={termsMissing}
          aria-describedby={termsMissing ? 'terms-error' : undefined}
          onChange={(e) => {
            setTerms(e.target.checked);
            if (e.target.checked) setTermsMissing(false);
          }}
        />
        <span>
          {t('checkout.acceptTerms')}{' '}
          {/* SPEC §2 terms and conditions modal; the link keeps /terms for a new tab or a page without JS. */}
          <Link to={localized('/terms')} data-modal="terms">
            {t('checkout.terms')}
          </Link>
        </span>
      </label>
      {termsMissing && (
        <p id="terms-error" className={styles.error}>
          {issueText(t, { code: 'terms' })}
        </p>
      )}
      {orderError && (
        <p className={styles.error} role="alert">
          {orderError}
        </p>
      )}
      {accountExists && (
        <button type="button" className="button button-secondary" onClick={() => openModal('auth')}>
          {t('checkout.logInInstead')}
        </button>
      )}
      {waitingForCard && <p className={styles.hint}>{t(PAY_FIRST[paymentMethod])}</p>}
      <button type="submit" className={`button ${styles.place}`} disabled={busy || waitingForCard}>
        {busy ? t('checkout.placing') : t(hostedPage ? 'checkout.toPayment' : 'checkout.placeOrder')}
      </button>
    </form>
  );
}
