import { useId, useRef, useState } from 'react';
import type { AdminOrderDto } from '@hemma/contract';
import { formatKronor } from '../../../../lib/trade-format.ts';
import { useOrderPayment } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useConfirm } from '../../../../ui/confirm.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { usePaymentName } from '../../../../ui/trade/order-status.tsx';
import { kronorText, parseKronor } from '../../../../ui/form/kronor.ts';
import { useStatusErrorText } from '../use-conflict-text.ts';

/**
 * Capture or refund the order's payment through its provider (decisions 0027, 0033), after a confirmation naming the
 * amount. A refund may be partial: the amount (all that is left to begin with) is typed here, and each refund the
 * owner confirms carries an id of its own, so a double click or a retried request refunds once. Shown only when the
 * API offers the step (`payment_actions`); a refusal is said here.
 */
export function PaymentActions({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  // The order's own currency (decision 0035): kronor, or euros for an order from /de or /it.
  const sign = order.currency === 'EUR' ? '€' : 'kr';
  const notify = useNotify();
  const confirm = useConfirm();
  const payment = usePaymentName();
  const errorText = useStatusErrorText();
  const move = useOrderPayment(order.id);
  const amountId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [amountText, setAmountText] = useState(kronorText(order.refundable_amount));
  // The id of the refund being asked for, kept for the amount and what was left when it was confirmed.
  const refundId = useRef<{ of: string; id: string } | null>(null);
  // What is left to refund moved under the panel (an edit, a return's refund, the banner's refund): the field offers
  // the new amount, as it does after its own refund, instead of one above what is left.
  const [offered, setOffered] = useState(order.refundable_amount);
  if (offered !== order.refundable_amount) {
    setOffered(order.refundable_amount);
    setAmountText(kronorText(order.refundable_amount));
  }
  const refunded =
    order.refunded_amount > 0 ? (
      <p>
        {t('orders.refundedSoFar', {
          refunded: formatKronor(order.refunded_amount, locale, order.currency),
          left: formatKronor(order.refundable_amount, locale, order.currency),
        })}
      </p>
    ) : null;
  if (order.payment_actions.length === 0)
    return refunded ? (
      <section className="panel" aria-labelledby="order-payment-actions">
        <h2 id="order-payment-actions">{t('orders.paymentActions')}</h2>
        {refunded}
      </section>
    ) : null;

  const run = async (action: 'capture' | 'refund') => {
    const sek = action === 'refund' ? parseKronor(amountText) : order.totals.grand_total;
    if (sek === null || sek <= 0 || sek > order.refundable_amount + 1e-9) {
      setRefusal(
        t('orders.refundAmountInvalid', {
          sign,
          left: formatKronor(order.refundable_amount, locale, order.currency),
        }),
      );
      return;
    }
    const amount = formatKronor(sek, locale, order.currency);
    const ok = await confirm({
      title: t(action === 'refund' ? 'orders.refundConfirmTitle' : 'orders.captureConfirmTitle', { amount }),
      text: t(action === 'refund' ? 'orders.refundConfirmText' : 'orders.captureConfirmText'),
      confirmLabel: t(action === 'refund' ? 'orders.refund' : 'orders.capture'),
      danger: action === 'refund',
    });
    if (!ok) return;
    // One id per confirmed refund: sent again (a retry after a lost answer), it is the same refund. A new amount, or
    // a new amount left (the refund did happen, or the order changed), is a new refund.
    const of = `${sek}|${order.refundable_amount}`;
    if (refundId.current?.of !== of) refundId.current = { of, id: crypto.randomUUID() };
    try {
      const saved = await move.mutateAsync(
        action === 'refund' ? { action, amount: sek, refund_id: refundId.current.id } : { action },
      );
      refundId.current = null;
      setRefusal(null);
      setAmountText(kronorText(saved.refundable_amount));
      notify(`${t('orders.paymentStatus')}: ${payment.status(saved.payment_status)}`);
    } catch (error) {
      // The next press is the same refund (the id is kept): after no answer it may have happened, and the server
      // sends it under the same key; after a refusal the server gives the provider a new attempt (decision 0060).
      setRefusal(errorText(error));
    }
  };

  return (
    <section className="panel" aria-labelledby="order-payment-actions">
      <h2 id="order-payment-actions">{t('orders.paymentActions')}</h2>
      {refusal && (
        <p className="inline-alert" role="alert">
          {refusal}
        </p>
      )}
      {refunded}
      {order.payment_actions.includes('refund') && (
        <div className="field">
          <label htmlFor={amountId}>{t('orders.refundAmount', { sign })}</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => {
              refundId.current = null;
              setAmountText(event.target.value);
            }}
          />
          <p className="field-hint">
            {t('orders.refundAmountHint', {
              left: formatKronor(order.refundable_amount, locale, order.currency),
            })}
          </p>
        </div>
      )}
      <div className="action-row">
        {order.payment_actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'refund' ? 'button button-danger-outline' : 'button button-primary'}
            disabled={move.isPending}
            onClick={() => void run(action)}
          >
            {t(action === 'refund' ? 'orders.refund' : 'orders.capture')}
          </button>
        ))}
      </div>
    </section>
  );
}
