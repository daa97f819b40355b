import { type FormEvent, useId, useState } from 'react';
import type { AdminOrderDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { useShipLines } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { useStatusErrorText } from '../use-conflict-text.ts';

/**
 * The order's shipments (decision 0055), and while lines may still ship, a form for the next parcel: how many of
 * each line it carries, its carrier and tracking number. A refusal (a line shipped meanwhile) is said above the form.
 */
export function ShipLines({ order }: { order: AdminOrderDto }) {
  const { t, dateTime } = useI18n();
  const notify = useNotify();
  const ship = useShipLines(order.id);
  const errorText = useStatusErrorText();
  const id = useId();
  const open = order.items.filter((line) => line.qty_shipped < line.qty);
  const [qty, setQty] = useState<Record<number, string>>({});
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = open
      .map((line) => ({ item_id: line.id, qty: Number(qty[line.id] ?? 0) }))
      .filter((line) => line.qty > 0);
    if (lines.length === 0) return setFailure(t('orders.shipLines.none'));
    try {
      const saved = await ship.mutateAsync({ carrier, tracking_number: tracking, lines });
      setFailure(null);
      setQty({});
      setTracking('');
      notify(t('orders.shipLines.done', { number: saved.increment_id }));
    } catch (error) {
      setFailure(isApiError(error) && error.status === 400 ? error.message : errorText(error));
    }
  };

  if (order.shipments.length === 0 && !order.can_ship_lines) return null;
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('orders.shipments')}</h2>
      {order.shipments.length === 0 ? (
        <p>{t('orders.shipments.none')}</p>
      ) : (
        <ol className="plain-list">
          {order.shipments.map((shipment) => (
            <li key={shipment.id}>
              {t('orders.shipments.item', {
                shipment: shipment.number,
                time: dateTime(shipment.created_at),
                carrier: shipment.carrier,
                number: shipment.tracking_number,
                who: shipment.staff_email ?? '–',
              })}
              <ul>
                {shipment.lines.map((line) => (
                  <li key={line.item_id}>
                    {line.qty} × {line.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {order.can_ship_lines && open.length > 0 && (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <h3>{t('orders.shipLines.heading')}</h3>
          <p>{t('orders.shipLines.text')}</p>
          {failure && (
            <p className="inline-alert" role="alert">
              {failure}
            </p>
          )}
          {open.map((line) => (
            <div className="field" key={line.id}>
              <label htmlFor={`${id}-qty-${line.id}`}>
                {t('orders.shipLines.qty', { name: line.name, left: line.qty - line.qty_shipped })}
              </label>
              <input
                id={`${id}-qty-${line.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.qty - line.qty_shipped}
                value={qty[line.id] ?? '0'}
                onChange={(event) => setQty({ ...qty, [line.id]: event.target.value })}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-carrier`}>{t('orders.carrier')}</label>
            <input
              id={`${id}-carrier`}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-tracking`}>{t('orders.trackingNumber')}</label>
            <input
              id={`${id}-tracking`}
              value={tracking}
              onChange={(event) => setTracking(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={ship.isPending}>
              {t('orders.shipLines.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
