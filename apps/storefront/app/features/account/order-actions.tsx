import type { OrderHistoryEntryDto } from '@hemma/api-client';
import { isApiError } from '@hemma/api-client';
import { formatDateTime } from '@hemma/commerce';
import { useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { failureText } from './form-support.ts';
import { returnsApi, withAccess, type ShopperAccess } from './returns-api.ts';
import { TrackingText } from './tracking-text.tsx';
import styles from './account.module.css';

/**
 * The shopper's cancel of an order nothing of which has shipped (decision 0055), in two steps: the button, then a
 * question with the order number that must be answered. The shop refunds or voids the payment itself.
 */
export function CancelOrder({
  order,
  access,
  onCancelled,
}: {
  order: OrderHistoryEntryDto;
  /** The customer's or a guest's access to the order (decision 0054). */
  access: ShopperAccess;
  onCancelled: (order: OrderHistoryEntryDto) => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.can_cancel) return null;

  function confirm() {
    setBusy(true);
    setFailure(null);
    withAccess(access, (as) => returnsApi().cancel(order.increment_id, as))
      .then((cancelled) => {
        setAsking(false);
        onCancelled(cancelled);
      })
      .catch((error: unknown) =>
        setFailure(
          isApiError(error) && error.status === 409 ? t('account.cancelTooLate') : failureText(t, error),
        ),
      )
      .finally(() => setBusy(false));
  }

  return (
    <div className={styles.cancelOrder}>
      {asking ? (
        <div role="group" aria-label={t('account.cancelOrder')}>
          <p>{t('account.cancelConfirm', { order: order.increment_id })}</p>
          <div className={styles.cancelButtons}>
            <button type="button" className="button" disabled={busy} onClick={confirm}>
              {t('account.cancelYes')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
              {t('account.cancelNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          {t('account.cancelOrder')}
        </button>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** The order's shipments, each with its date, carrier, tracking and lines (decision 0055). */
export function OrderShipments({ order }: { order: OrderHistoryEntryDto }) {
  const { t } = useI18n();
  if (order.shipments.length === 0) return null;
  return (
    <section aria-label={t('account.shipments')}>
      <h3 className={styles.shipmentsHeading}>{t('account.shipments')}</h3>
      <ol className={styles.plainList} data-testid="order-shipments">
        {order.shipments.map((shipment) => (
          <li key={`${shipment.created_at}-${shipment.tracking_number}`}>
            <strong>
              {t('account.shipmentOf', {
                number: shipment.number,
                date: formatDateTime(new Date(shipment.created_at)),
                carrier: shipment.carrier,
              })}
            </strong>
            <br />
            <TrackingText
              text={t('account.tracking', { carrier: shipment.carrier, number: shipment.tracking_number })}
              url={shipment.tracking_url}
            />
            <ul className={styles.shipmentLines}>
              {shipment.lines.map((line) => (
                <li key={line.sku}>
                  {line.qty} × {line.name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
