import { useState } from 'react';
import type { AdminOrderDto, OrderStatusName } from '@hemma/contract';
import { useChangeOrderStatus, useOrder } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { statusChangedText } from '../../../../lib/trade-format.ts';
import { useConfirm } from '../../../../ui/confirm.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { useOrderStatusName } from '../../../../ui/trade/order-status.tsx';
import { useStatusErrorText } from '../use-conflict-text.ts';
import { ShipDialog } from './ship-dialog.tsx';

/** The button of each next status, in the order a shop works through them (cancelling last, set apart). */
const STEP_LABEL = {
  processing: 'orders.action.processing',
  // Never offered as a step: a partial shipment ships lines (ShipLines below the actions).
  partially_shipped: 'orders.action.ship',
  shipped: 'orders.action.ship',
  delivered: 'orders.action.delivered',
  cancelled: 'orders.action.cancel',
} as const;

/**
 * What may happen to the order next, as the API says (`next_statuses`): take it into processing, ship it (a
 * dialog for carrier and tracking number), mark it delivered, or cancel it after a confirmation that says what
 * cancelling undoes. A refusal (409: someone else moved the order on) is said here and the order reloaded.
 */
export function OrderActions({ order }: { order: AdminOrderDto }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const statusOf = useOrderStatusName();
  const statusName = (status: string) => statusOf(status).toLocaleLowerCase(locale);
  const errorText = useStatusErrorText();
  const change = useChangeOrderStatus(order.id);
  const reload = useOrder(order.id);
  const [shipping, setShipping] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const done = (saved: AdminOrderDto) => {
    setRefusal(null);
    notify(statusChangedText(saved.increment_id, saved.status, t));
  };

  const move = async (status: Exclude<OrderStatusName, 'new' | 'shipped' | 'partially_shipped'>) => {
    if (
      status === 'cancelled' &&
      !(await confirm({
        title: t('orders.cancel.title', { number: order.increment_id }),
        text: t('orders.cancel.text'),
        confirmLabel: t('orders.cancel.confirm'),
        danger: true,
      }))
    )
      return;
    try {
      done(await change.mutateAsync({ status }));
    } catch (error) {
      setRefusal(errorText(error));
      void reload.refetch();
    }
  };

  const steps = order.next_statuses.filter((status) => status !== 'new' && status !== 'partially_shipped');
  return (
    <section className="panel" aria-labelledby="order-actions">
      <h2 id="order-actions">{t('orders.actions')}</h2>
      {refusal && (
        <p className="inline-alert" role="alert">
          {refusal}
        </p>
      )}
      {steps.length === 0 ? (
        <p>{t('orders.noActions', { status: statusName(order.status) })}</p>
      ) : (
        <div className="action-row">
          {steps.map((status) => (
            <button
              key={status}
              type="button"
              className={
                status === 'cancelled' ? 'button button-danger-outline action-apart' : 'button button-primary'
              }
              disabled={change.isPending}
              onClick={() => (status === 'shipped' ? setShipping(true) : void move(status))}
            >
              {t(STEP_LABEL[status])}
            </button>
          ))}
        </div>
      )}
      {shipping && (
        <ShipDialog
          order={order}
          open={shipping}
          onClose={() => setShipping(false)}
          onShipped={(saved) => {
            setShipping(false);
            done(saved);
          }}
        />
      )}
    </section>
  );
}
