import type { PaymentSessionDto } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { getCart } from '~/lib/cart/cart-store.ts';
import styles from './checkout.module.css';

/** How long the provider's page may take to say it is ready before the shopper is told it could not load. */
const READY_TIMEOUT_MS = 10_000;

type State = 'starting' | 'loading' | 'ready' | 'paid' | 'declined' | 'failed';

/**
 * The card step of the order review: the payment provider's page in an iframe. The page reports with postMessage
 * (ready, paid, declined); the order can be placed once the payment is paid. A page that does not load in time
 * gets the Swedish 'payment iframe could not load' message and a retry.
 */
export function CardPayment({ onPaid }: { onPaid: (sessionId: string | null) => void }) {
  const { t } = useI18n();
  const [session, setSession] = useState<PaymentSessionDto | null>(null);
  const [state, setState] = useState<State>('starting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    onPaid(null);
    const token = getCart().cartServerToken;
    if (!token) return;
    checkoutApi()
      .startCardPayment(token)
      .then((started) => {
        if (!live) return;
        setSession(started);
        setState('loading');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [attempt, onPaid]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), READY_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: string; session_id?: string; status?: string } | null;
      if (event.origin !== window.location.origin || data?.source !== 'hemma-payment-provider') return;
      if (data.session_id !== session.session_id) return;
      if (data.status === 'ready') setState((s) => (s === 'loading' || s === 'failed' ? 'ready' : s));
      if (data.status === 'paid') {
        setState('paid');
        onPaid(session.session_id);
      }
      if (data.status === 'declined') setState('declined');
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [session, onPaid]);

  const retry = () => {
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
          src={session.url}
          title={t('payment.frameTitle')}
          onError={() => setState('failed')}
        />
      )}
      {state === 'paid' && <p role="status">{t('payment.paid')}</p>}
      {(state === 'failed' || state === 'declined') && (
        <div role="alert" className={styles.error}>
          <p>{t(state === 'failed' ? 'payment.frameFailed' : 'payment.declined')}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('payment.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
