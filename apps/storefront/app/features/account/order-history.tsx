import type { MessageKey } from '~/i18n/translate.ts';
import type { OrderHistoryEntryDto } from '@hemma/api-client';
import { formatDateTime } from '@hemma/commerce';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { orderHistory } from './account-api.ts';
import { failureText } from './form-support.ts';
import styles from './account.module.css';

/** The order states the shop uses; an unknown one is shown as the server names it. */
const STATUS_KEYS: Record<string, MessageKey> = {
  pending: 'account.status.pending',
  processing: 'account.status.processing',
};

/** SPEC §6 order history: read only with a token, newest first (number, date, total, status). */
export function OrderHistory() {
  const { t, price } = useI18n();
  const [orders, setOrders] = useState<OrderHistoryEntryDto[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    orderHistory()
      .then((history) => live && setOrders(history.items))
      .catch((error: unknown) => live && setFailure(failureText(t, error)));
    return () => {
      live = false;
    };
  }, [t]);

  if (failure)
    return (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    );
  if (!orders) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (orders.length === 0) return <p className={styles.muted}>{t('account.noOrders')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('account.orderNumber')}</th>
          <th scope="col">{t('account.orderDate')}</th>
          <th scope="col">{t('account.orderTotal')}</th>
          <th scope="col">{t('account.orderStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.entity_id}>
            <td>{order.increment_id}</td>
            <td>{formatDateTime(new Date(order.created_at))}</td>
            <td>{price(order.grand_total)}</td>
            <td>{STATUS_KEYS[order.status] ? t(STATUS_KEYS[order.status]!) : order.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
