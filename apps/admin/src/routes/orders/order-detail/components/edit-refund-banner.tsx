import type { AdminOrderDto } from '@hemma/contract';
import { useState } from 'react';
import { useEditRefundHandled } from '../../../../hooks/api/orders.ts';
import { formatKronor } from '../../../../lib/trade-format.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useConfirm } from '../../../../ui/confirm.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { useStatusErrorText } from '../use-conflict-text.ts';

type OpenRefund = AdminOrderDto['edit_refunds_open'][number];

/**
 * An edit's refund the provider refused or did not answer (decision 0060, addenda 3 and 4), at the top of the order:
 * what is still owed and what to do — refund it from the payment panel (refused), look at the provider first
 * (unanswered: the money may have gone back). The API takes off what was refunded since, so the banner goes by itself
 * once the amount is refunded; "Markera som hanterad" ends it when nothing more is to go through the shop.
 */
export function EditRefundBanner({ order }: { order: AdminOrderDto }) {
  if (order.edit_refunds_open.length === 0) return null;
  return (
    <>
      {order.edit_refunds_open.map((refund) => (
        <OpenRefundBanner key={refund.id} order={order} refund={refund} />
      ))}
    </>
  );
}

function OpenRefundBanner({ order, refund }: { order: AdminOrderDto; refund: OpenRefund }) {
  const { t, locale, dateTime } = useI18n();
  const confirm = useConfirm();
  const notify = useNotify();
  const errorText = useStatusErrorText();
  const handled = useEditRefundHandled(order.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (sek: number) => formatKronor(sek, locale, order.currency);
  const amount = money(refund.amount);
  const refused = refund.state === 'refused';
  const headingId = `edit-refund-${refund.id}`;
  const stripeUrl = order.payment_provider?.dashboard_url ?? null;

  const markHandled = async () => {
    const ok = await confirm({
      title: t('orders.editRefund.handledConfirmTitle', { amount }),
      text: t('orders.editRefund.handledConfirmText'),
      confirmLabel: t('orders.editRefund.handled'),
    });
    if (!ok) return;
    try {
      await handled.mutateAsync(refund.id);
      notify(t('orders.editRefund.handledDone'));
    } catch (error) {
      setRefusal(errorText(error));
    }
  };

  return (
    <section className="inline-alert edit-refund-banner" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(refused ? 'orders.editRefund.refusedTitle' : 'orders.editRefund.unansweredTitle', { amount })}
      </h2>
      <p>
        {t(refused ? 'orders.editRefund.refused' : 'orders.editRefund.unanswered', {
          amount,
          time: dateTime(refund.created_at),
        })}
      </p>
      {refund.refunded > 0 && (
        <p>{t('orders.editRefund.refundedPart', { refunded: money(refund.refunded) })}</p>
      )}
      {refund.reason && (
        <p className="edit-refund-reason">{t('orders.editRefund.reason', { reason: refund.reason })}</p>
      )}
      {refusal && <p role="alert">{refusal}</p>}
      <div className="action-row">
        {!refused && stripeUrl && (
          <a className="button" href={stripeUrl} target="_blank" rel="noreferrer noopener">
            {t('orders.openInStripe')}
          </a>
        )}
        <button
          type="button"
          className="button"
          disabled={handled.isPending}
          onClick={() => void markHandled()}
        >
          {t('orders.editRefund.handled')}
        </button>
      </div>
    </section>
  );
}
