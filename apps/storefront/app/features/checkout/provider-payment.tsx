import type { PaymentSessionDto } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import type { MessageKey } from '~/i18n/translate.ts';
import { getCart } from '~/lib/cart/cart-store.ts';
import styles from './checkout.module.css';
import { providerReport } from './provider-report.ts';

/** How long the provider's page may take to say it is ready before the shopper is told it could not load. */
const READY_TIMEOUT_MS = 10_000;

type State = 'starting' | 'loading' | 'ready' | 'paid' | 'declined' | 'failed';

/** The payment methods settled at a provider (decision 0027): each has its page, shown here in an iframe. */
export const PROVIDER_METHODS = ['card', 'swish', 'partpayment'] as const;
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];
export const isProviderMethod = (code: string): code is ProviderMethod =>
  (PROVIDER_METHODS as readonly string[]).includes(code);

const FRAME_TITLE: Record<ProviderMethod, MessageKey> = {
  card: 'payment.frameTitle',
  swish: 'payment.frameTitleSwish',
  partpayment: 'payment.frameTitleCredit',
};
const DECLINED: Record<ProviderMethod, MessageKey> = {
  card: 'payment.declined',
  swish: 'payment.declinedSwish',
  partpayment: 'payment.declinedCredit',
};
// Granted credit is not a payment: the shopper is told what happens instead (issue 35).
const DONE: Record<ProviderMethod, MessageKey> = {
  card: 'payment.paid',
  swish: 'payment.paid',
  partpayment: 'payment.creditGranted',
};
export const PAY_FIRST: Record<ProviderMethod, MessageKey> = {
  card: 'payment.payFirst',
  swish: 'payment.payFirstSwish',
  partpayment: 'payment.payFirstCredit',
};

/** Tells the shop what went wrong with a provider (SPEC §7 payment-provider error); a lost report is no matter. */
function report(method: string, code: string, sessionId: string | null) {
  void checkoutApi()
    .reportPaymentError({ method, code, ...(sessionId ? { session_id: sessionId } : {}) })
    .catch(() => {});
}

/**
 * The payment step of the order review: the method's provider page (card, Swish, invoice/part payment) in an
 * iframe. The page reports with postMessage (ready, paid, authorized, declined, failed); the order can be placed
 * once the payment is paid or authorized. A page that does not load in time gets the Swedish 'payment iframe could
 * not load' message and a retry.
 */
export function ProviderPayment({
  method,
  onPaid,
}: {
  method: ProviderMethod;
  onPaid: (sessionId: string | null) => void;
}) {
  const { t, locale } = useI18n();
  const [session, setSession] = useState<PaymentSessionDto | null>(null);
  const [state, setState] = useState<State>('starting');
  const [attempt, setAttempt] = useState(0);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    onPaid(null);
    const token = getCart().cartServerToken;
    if (!token) return;
    checkoutApi()
      .startPayment(token, method)
      .then((started) => {
        if (!live) return;
        setSession(started);
        setState('loading');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [attempt, method, onPaid]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () =>
        setState((s) => {
          if (s !== 'loading') return s;
          report(method, 'frame_timeout', session.session_id);
          return 'failed';
        }),
      READY_TIMEOUT_MS,
    );
    const onMessage = (event: MessageEvent) => {
      const said = providerReport(event, session.session_id);
      if (!said) return;
      if (said.frameHeight !== null) setFrameHeight(said.frameHeight);
      if (said.status === 'ready') setState((s) => (s === 'loading' || s === 'failed' ? 'ready' : s));
      if (said.status === 'paid' || said.status === 'authorized') {
        setState('paid');
        onPaid(session.session_id);
      }
      if (said.status === 'declined' || said.status === 'failed') {
        setState('declined');
        report(method, `${method}_${said.status}`, session.session_id);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [session, method, onPaid]);

  const retry = () => {
    setFrameHeight(null);
    setSession(null);
    setState('starting');
    setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.card}>
      {session && state !== 'paid' && state !== 'failed' && (
        <iframe
          key={session.session_id}
          className={styles.cardFrame}
          data-method={method}
          style={frameHeight ? { height: `${frameHeight}px` } : undefined}
          // The provider's page speaks the shopper's language (issue 33).
          src={`${session.url}&lang=${locale}`}
          title={t(FRAME_TITLE[method])}
          onError={() => setState('failed')}
        />
      )}
      {state === 'paid' && <p role="status">{t(DONE[method])}</p>}
      {(state === 'failed' || state === 'declined') && (
        <div role="alert" className={styles.error}>
          <p>{t(state === 'failed' ? 'payment.frameFailed' : DECLINED[method])}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('payment.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
