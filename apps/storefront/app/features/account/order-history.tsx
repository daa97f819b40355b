import type { MessageKey } from '~/i18n/translate.ts';
import type { OrderHistoryEntryDto } from '@hemma/api-client';
import { formatDateTime, formatDeliveryInterval, formatSek } from '@hemma/commerce';
import { Fragment, useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { orderHistory } from './account-api.ts';
import { failureText } from './form-support.ts';
import { CancelOrder, OrderShipments } from './order-actions.tsx';
import { TrackingText } from './tracking-text.tsx';
import { OrderReturns } from './order-returns.tsx';
import type { ShopperAccess } from './returns-api.ts';
import styles from './account.module.css';

/** The payment state of an order in the shopper's words (decision 0027). */
const PAYMENT_STATE: Record<string, MessageKey> = {
  pending: 'account.paymentState.pending',
  authorized: 'account.paymentState.authorized',
  paid: 'account.paymentState.paid',
  refunded: 'account.paymentState.refunded',
  failed: 'account.paymentState.failed',
  declined: 'account.paymentState.failed',
  voided: 'account.paymentState.voided',
};
/** The order states the shop uses (decision 0022); an unknown one is shown as the server names it. */
/** The order statuses' names in the shopper's language. */
export const STATUS_KEYS: Record<string, MessageKey> = {
  new: 'account.status.new',
  processing: 'account.status.processing',
  partially_shipped: 'account.status.partially_shipped',
  shipped: 'account.status.shipped',
  delivered: 'account.status.delivered',
  cancelled: 'account.status.cancelled',
};

/** SPEC §6 order history: read only with a token, newest first (number, date, total, status). */
export function OrderHistory() {
  const { t, locale } = useI18n();
  const [orders, setOrders] = useState<OrderHistoryEntryDto[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const replace = (changed: OrderHistoryEntryDto) => {
    setOrders((list) => list?.map((o) => (o.entity_id === changed.entity_id ? changed : o)) ?? null);
    setNotice(t('account.cancelDone'));
  };

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
    <div className={styles.tableWrap}>
      {notice && (
        <p className={styles.muted} role="status">
          {notice}
        </p>
      )}
      <table className={`${styles.table} ${styles.history}`}>
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
            <Fragment key={order.entity_id}>
              <tr>
                <td>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-expanded={open === order.entity_id}
                    onClick={() => setOpen(open === order.entity_id ? null : order.entity_id)}
                  >
                    {order.increment_id}
                  </button>
                </td>
                <td>{formatDateTime(new Date(order.created_at))}</td>
                <td>{formatSek(order.grand_total, locale, order.order_currency_code)}</td>
                <td>
                  {STATUS_KEYS[order.status] ? t(STATUS_KEYS[order.status]!) : order.status}
                  {order.tracking_number && (
                    <span className={styles.muted} data-testid="order-tracking">
                      <br />
                      <TrackingText
                        text={t('account.tracking', {
                          carrier: order.carrier ?? '',
                          number: order.tracking_number,
                        })}
                        url={order.tracking_url}
                      />
                    </span>
                  )}
                </td>
              </tr>
              {open === order.entity_id && (
                <tr>
                  <td colSpan={4}>
                    <OrderDetail order={order} access={CUSTOMER} onCancelled={replace} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const CUSTOMER: ShopperAccess = { kind: 'customer' };

/** One order of GET user/order-history (and GET /api/orders/:number): the contract's type, nothing written again. */
export type OrderDetailDto = OrderHistoryEntryDto;

/**
 * One order's details: lines, totals, shipments, payment, address, its returns and, while nothing has shipped, its
 * cancellation — in My Account's history, and on the guest order page for a guest with access to it (decisions 0054,
 * 0055).
 */
export function OrderDetail({
  order,
  access,
  onCancelled,
}: {
  order: OrderDetailDto;
  access: ShopperAccess;
  onCancelled: (order: OrderHistoryEntryDto) => void;
}) {
  const { t, locale } = useI18n();
  // Each order in the currency it was placed in (decision 0035), whichever store view shows the history.
  const price = (amount: number) => formatSek(amount, locale, order.order_currency_code);
  const a = order.shipping_address;
  return (
    <div className={styles.orderDetail} data-testid="order-detail">
      <table className={`${styles.table} ${styles.lines}`}>
        <thead>
          <tr>
            <th scope="col">{t('account.orderProduct')}</th>
            <th scope="col">{t('account.orderQty')}</th>
            <th scope="col">{t('account.orderPrice')}</th>
            <th scope="col">{t('account.orderRowTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <td>{item.name}</td>
              {/* data-label: the column heading beside the value where a narrow screen stacks the line. */}
              <td data-label={t('account.orderQty')}>{item.qty_ordered}</td>
              <td data-label={t('account.orderPrice')}>{price(item.price_incl_tax)}</td>
              <td data-label={t('account.orderRowTotal')}>{price(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>{t('account.orderSubtotal')}</dt>
        <dd>{price(order.subtotal_incl_tax)}</dd>
        {order.discount_amount !== 0 && (
          <>
            <dt>
              {t('account.orderDiscount')}
              {order.coupon_code && ` (${order.coupon_code})`}
              {order.coupon_description && (
                <span className={styles.couponText}>{order.coupon_description}</span>
              )}
            </dt>
            <dd>{price(order.discount_amount)}</dd>
          </>
        )}
        <dt>{t('account.orderShipping', { method: order.shipping_description ?? '–' })}</dt>
        <dd>{price(order.shipping_incl_tax)}</dd>
        <dt>{t('account.orderPayment', { method: order.payment.title })}</dt>
        <dd>{price(order.payment_incl_tax)}</dd>
        <dt>{t('account.orderTotal')}</dt>
        <dd>
          <strong>{price(order.grand_total)}</strong>
        </dd>
        <dt>{t('account.orderVat')}</dt>
        <dd>{price(order.tax_amount)}</dd>
      </dl>
      {order.delivery_date ? (
        <p>
          <strong>{t('account.deliveryDay')}</strong> {order.delivery_date}
        </p>
      ) : (
        order.expected_delivery && (
          <p>
            <strong>{t('account.expectedDelivery')}</strong>{' '}
            {formatDeliveryInterval(order.expected_delivery, locale)}
          </p>
        )
      )}
      {order.pickup_point && (
        <p>
          <strong>{t('account.pickupPoint')}</strong> {order.pickup_point.name}, {order.pickup_point.street},{' '}
          {order.pickup_point.postcode} {order.pickup_point.city}
        </p>
      )}
      <p>
        <strong>{t('account.paymentState')}</strong>{' '}
        {t(PAYMENT_STATE[order.payment.status] ?? 'account.paymentState.pending')}
      </p>
      {order.balance_payment && (
        <p data-testid="order-amount-due">
          <strong>{t('balance.due')}:</strong> {price(order.balance_payment.amount)}{' '}
          <a href={order.balance_payment.path}>{t('balance.pay')}</a>
        </p>
      )}
      {a && (
        <p>
          <strong>{t('account.orderAddress')}</strong>
          <br />
          {a.firstname} {a.lastname}, {a.street.filter(Boolean).join(', ')}, {a.postcode} {a.city}
        </p>
      )}
      <OrderShipments order={order} />
      <OrderReturns orderNumber={order.increment_id} currency={order.order_currency_code} access={access} />
      <CancelOrder order={order} access={access} onCancelled={onCancelled} />
    </div>
  );
}
