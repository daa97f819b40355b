import { isApiError, type BalancePaymentDto } from '@hemma/api-client';
import { formatSek } from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import checkoutStyles from '../checkout/checkout.module.css';
import { providerReport } from '../checkout/provider-report.ts';
import { failureText } from './form-support.ts';
import { returnsApi } from './returns-api.ts';
import styles from './account.module.css';

/** A payment on Stripe's own page (decision 0060, second addendum): the shopper is sent there, it cannot be framed. */
const atStripe = (payment: { method: string } | null) => payment?.method.startsWith('stripe_') ?? false;

/** The reads of a balance being processed: the first soon, then less often, at most every 15 s. */
const rereadDelay = (reads: number) => Math.min(1500 * 1.5 ** reads, 15_000);
/** Back from Stripe's page with nothing from Stripe yet (it could not be asked): "processing" for about a minute. */
const RETURN_READS = 10;

/**
 * The page of the mail's payment link (decision 0060): what an edit of the order left to pay, and the provider's page
 * (card or Swish, as at the checkout) in an iframe once the shopper chooses to pay. The provider's page reports with
 * postMessage; on "paid" the balance is asked again, which settles it on the server. An order paid through Stripe
 * pays its difference on Stripe's page, which brings the shopper back here; reading the balance then settles it.
 * Until Stripe says the money came — a method it settles later, or Stripe not answering when the shopper is back
 * (`returnedFromStripe`: its success address) — the page says the payment is being processed and reads again.
 */
export function BalancePayment({
  paymentKey,
  returnedFromStripe = false,
}: {
  paymentKey: string;
  returnedFromStripe?: boolean;
}) {
  const { t, locale } = useI18n();
  const [balance, setBalance] = useState<BalancePaymentDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const [busy, setBusy] = useState(false);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);

  const fail = (error: unknown) =>
    setFailure(
      isApiError(error) && (error.status === 404 || error.status === 400)
        ? t('balance.notFound')
        : failureText(t, error),
    );

  useEffect(() => {
    let live = true;
    returnsApi()
      .balance(paymentKey)
      .then((answer) => live && setBalance(answer))
      .catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per key
  }, [paymentKey]);

  const session = balance?.payment ?? null;
  const [reads, setReads] = useState(0);
  const pendingAtStripe = balance?.status === 'due' && atStripe(session) && session?.status === 'pending';
  const processing =
    balance?.status === 'processing' || (returnedFromStripe && pendingAtStripe && reads < RETURN_READS);
  useEffect(() => {
    if (!processing) return;
    let live = true;
    const read = (answer: (now: BalancePaymentDto | null) => BalancePaymentDto | null) => {
      if (!live) return;
      setReads((n) => n + 1);
      setBalance(answer);
    };
    const timer = setTimeout(() => {
      returnsApi()
        .balance(paymentKey)
        .then((answer) => read(() => answer))
        // A failed read is read again: a new object for the same balance starts the next wait.
        .catch(() => read((now) => (now ? { ...now } : now)));
    }, rereadDelay(reads));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [processing, balance, reads, paymentKey]);

  useEffect(() => {
    if (!session) return;
    const onMessage = (event: MessageEvent) => {
      const report = providerReport(event, session.session_id);
      if (!report) return;
      if (report.frameHeight !== null) setFrameHeight(report.frameHeight);
      if (report.status === 'paid')
        void returnsApi()
          .balance(paymentKey)
          .then(setBalance)
          .catch((error: unknown) => fail(error));
      if (report.status === 'declined' || report.status === 'failed') setDeclined(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listener follows the open payment
  }, [session, paymentKey]);

  const pay = () => {
    setBusy(true);
    setFailure(null);
    setDeclined(false);
    setFrameHeight(null);
    returnsApi()
      .payBalance(paymentKey)
      .then((answer) => {
        if (answer.payment && atStripe(answer.payment)) return window.location.assign(answer.payment.url);
        setBalance(answer);
        setBusy(false);
      })
      .catch((error: unknown) => {
        fail(error);
        setBusy(false);
      });
  };

  if (!balance)
    return failure ? (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    ) : null;
  const number = balance.order_number;
  if (processing)
    return (
      <p role="status" data-testid="balance-state">
        {t('balance.processing', { number })}
      </p>
    );
  if (balance.status !== 'due')
    return (
      <p role="status" data-testid="balance-state">
        {t(balance.status === 'paid' ? 'balance.paid' : 'balance.cancelled', { number })}
      </p>
    );
  return (
    <div className={styles.form} data-testid="balance-payment">
      <p>{t('balance.intro', { number, amount: formatSek(balance.amount_due, locale, balance.currency) })}</p>
      {session && !declined && !atStripe(session) ? (
        <div className={checkoutStyles.card}>
          <iframe
            key={session.session_id}
            className={checkoutStyles.cardFrame}
            data-method={session.method}
            style={frameHeight ? { height: `${frameHeight}px` } : undefined}
            src={session.url}
            title={t(session.method === 'swish' ? 'payment.frameTitleSwish' : 'payment.frameTitle')}
          />
        </div>
      ) : (
        <>
          {declined && (
            <p className={styles.error} role="alert">
              {t(session?.method === 'swish' ? 'payment.declinedSwish' : 'payment.declined')}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={pay}>
            {t(declined ? 'payment.retry' : 'balance.pay')}
          </button>
        </>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
