import { useState } from 'react';
import type { AdminOrderDto } from '@hemma/contract';
import { formatKronor } from '../../../../lib/trade-format.ts';
import { useOrderPayment } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useConfirm } from '../../../../ui/confirm.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { usePaymentName } from '../../../../ui/trade/order-status.tsx';
import { useStatusErrorText } from '../use-conflict-text.ts';

/**
 * Capture or refund the order's payment through its provider (decision 0027), after a confirmation naming the
 * amount. Shown only when the API offers the step (`payment_actions`); a refusal is said here.
 */
export function PaymentActions({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const payment = usePaymentName();
  const errorText = useStatusErrorText();
  const move = useOrderPayment(order.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (order.payment_actions.length === 0) return null;
  const amount = formatKronor(order.totals.grand_total, locale);

  const run = async (action: 'capture' | 'refund') => {
    const ok = await confirm({
      title: t(action === 'refund' ? 'orders.refundConfirmTitle' : 'orders.captureConfirmTitle', { amount }),
      text: t(action === 'refund' ? 'orders.refundConfirmText' : 'orders.captureConfirmText'),
      confirmLabel: t(action === 'refund' ? 'orders.refund' : 'orders.capture'),
      danger: action === 'refund',
    });
    if (!ok) return;
    try {
      const saved = await move.mutateAsync(action);
      setRefusal(null);
      notify(`${t('orders.paymentStatus')}: ${payment.status(saved.payment_status)}`);
    } catch (error) {
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
