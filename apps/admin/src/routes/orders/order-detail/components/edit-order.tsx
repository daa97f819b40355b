import { type FormEvent, useId, useState } from 'react';
import type { AdminOrderDto, OrderEditInput } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { useEditOrder } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { useStatusErrorText } from '../use-conflict-text.ts';

/**
 * Editing what of an order has not shipped (decision 0055 and its addendum 1): quantities (0 removes a line), the
 * delivery address while nothing has shipped, and the shipping price. Of a partially shipped order a shipped line is
 * shown, not editable, and a partly shipped one takes no less than what shipped. Only what was changed is sent; the
 * API reprices and refunds the difference.
 */
export function EditOrder({ order }: { order: AdminOrderDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const edit = useEditOrder(order.id);
  const errorText = useStatusErrorText();
  const id = useId();
  const address = order.shipping_address;
  const [open, setOpen] = useState(false);
  const [qty, setQty] = useState<Record<number, string>>({});
  const [street, setStreet] = useState(address?.street.join(', ') ?? '');
  const [postcode, setPostcode] = useState(address?.postcode ?? '');
  const [city, setCity] = useState(address?.city ?? '');
  const [shipping, setShipping] = useState(String(order.totals.shipping_incl_tax));
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.can_edit) return null;
  const partly = order.status === 'partially_shipped';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: OrderEditInput = {};
    const lines = order.items
      .filter((line) => qty[line.id] !== undefined && Number(qty[line.id]) !== line.qty)
      .map((line) => ({ item_id: line.id, qty: Number(qty[line.id]) }));
    if (lines.length > 0) input.lines = lines;
    const streetLines = street
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (
      address &&
      !partly &&
      (streetLines.join(', ') !== address.street.join(', ') ||
        postcode !== address.postcode ||
        city !== address.city)
    )
      input.shipping_address = { ...address, street: streetLines, postcode, city };
    if (Number(shipping.replace(',', '.')) !== order.totals.shipping_incl_tax)
      input.shipping_incl_tax = Number(shipping.replace(',', '.'));
    try {
      const saved = await edit.mutateAsync(input);
      setFailure(null);
      setOpen(false);
      setQty({});
      notify(t('orders.edit.done', { number: saved.increment_id }));
    } catch (error) {
      setFailure(isApiError(error) && error.status === 400 ? error.message : errorText(error));
    }
  };

  const field = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    numeric = false,
  ) => (
    <div className="field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={value}
        inputMode={numeric ? 'decimal' : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('orders.edit.heading')}</h2>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('orders.edit.open')}
        </button>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t(partly ? 'orders.edit.textPartial' : 'orders.edit.text')}</p>
          {failure && (
            <p className="inline-alert" role="alert">
              {failure}
            </p>
          )}
          {order.items.map((line) =>
            line.qty_shipped >= line.qty && line.qty > 0 ? (
              <p key={line.id} data-testid="edit-shipped-line">
                {t('orders.edit.shippedLine', { name: line.name, qty: line.qty })}
              </p>
            ) : (
              field(
                `qty-${line.id}`,
                line.qty_shipped > 0
                  ? t('orders.edit.qtyPartly', { name: line.name, shipped: line.qty_shipped })
                  : t('orders.edit.qty', { name: line.name }),
                qty[line.id] ?? String(line.qty),
                (value) => setQty({ ...qty, [line.id]: value }),
                true,
              )
            ),
          )}
          {address && !partly && (
            <>
              {field('street', t('orders.edit.street'), street, setStreet)}
              {field('postcode', t('orders.edit.postcode'), postcode, setPostcode)}
              {field('city', t('orders.edit.city'), city, setCity)}
            </>
          )}
          {field('shipping', t('orders.edit.shipping'), shipping, setShipping, true)}
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('action.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={edit.isPending}>
              {t('orders.edit.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
