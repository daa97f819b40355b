import type { OrderRequest } from '@hemma/api-client';
import { formatDateTime } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { closeModal } from '~/lib/modals.ts';
import { readTasks } from '~/lib/sync-tasks.ts';
import { processOrderQueue } from './order-queue.ts';

/** The orders placed offline that wait to be sent, as the shopper placed them. */
function waitingOrders(): (OrderRequest & { queuedAt: number })[] {
  return readTasks()
    .filter((task) => !task.transmited && task.meta.kind === 'order')
    .flatMap((task) => {
      try {
        return [{ ...(JSON.parse(String(task.payload.body)) as OrderRequest), queuedAt: task.created_at }];
      } catch {
        return [];
      }
    });
}

/**
 * SPEC §2 order confirmation modal: with automatic transmission off (SPEC §9), the orders placed offline wait until
 * the shopper confirms them. The modal lists each waiting order (when, for whom, how many items) and sends them.
 */
export default function OrderConfirmationModal() {
  const { t } = useI18n();
  const [orders] = useState(waitingOrders);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <h2 id="modal-title">{t('modals.orderConfirmationTitle')}</h2>
      <p>{t('modals.orderConfirmationText', { count: orders.length })}</p>
      <ul>
        {orders.map((order) => (
          <li key={order.order_id}>
            {t('modals.orderConfirmationOrder', {
              date: formatDateTime(new Date(order.queuedAt)),
              name: `${order.personal_details.firstname} ${order.personal_details.lastname}`,
              count: order.products.reduce((sum, line) => sum + line.qty, 0),
            })}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="button"
          disabled={busy || orders.length === 0}
          onClick={() => {
            setBusy(true);
            void processOrderQueue({ confirmed: true }).finally(closeModal);
          }}
        >
          {t('queue.confirmOrder')}
        </button>
        <button type="button" className="button-secondary" onClick={closeModal}>
          {t('modals.notNow')}
        </button>
      </div>
    </>
  );
}
