import { useId } from 'react';
import type { AdminOrderDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { z } from 'zod';
import { useChangeOrderStatus } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { TextField } from '../../../../ui/form/fields.tsx';
import { FormSummary } from '../../../../ui/form/form-summary.tsx';
import { useForm } from '../../../../ui/form/use-form.ts';
import { useStatusErrorText } from '../use-conflict-text.ts';

/** Carriers Swedish shops use, offered as suggestions; any other name may be typed. */
const CARRIERS = ['PostNord', 'DHL', 'DB Schenker', 'Bring', 'Budbee', 'Instabox', 'UPS'];

const shipForm = z.strictObject({
  carrier: z.string().trim().min(1).max(60),
  tracking_number: z.string().trim().min(1).max(100),
});

/**
 * Shipping an order: who carries it and its tracking number, both required (the customer gets them by mail and
 * in My Account). A refusal is said in the dialog, which stays open.
 */
export function ShipDialog({
  order,
  open,
  onClose,
  onShipped,
}: {
  order: AdminOrderDto;
  open: boolean;
  onClose: () => void;
  onShipped: (order: AdminOrderDto) => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const change = useChangeOrderStatus(order.id);
  const errorText = useStatusErrorText();
  const form = useForm({
    schema: shipForm,
    initial: { carrier: order.carrier ?? '', tracking_number: order.tracking_number ?? '' },
    labels: { carrier: t('orders.carrier'), tracking_number: t('orders.trackingNumber') },
    onSubmit: async (values) => {
      try {
        onShipped(await change.mutateAsync({ status: 'shipped', ...values }));
      } catch (error) {
        // A 400 names its field (the form places it); a 409 and the rest are said in words at the top.
        if (isApiError(error) && error.status === 400) throw error;
        return [{ field: null, text: errorText(error) }];
      }
    },
  });
  return (
    <Dialog open={open} title={t('orders.ship.title', { number: order.increment_id })} onClose={onClose}>
      <form className="form" noValidate onSubmit={form.handleSubmit}>
        <p>{t('orders.ship.text')}</p>
        <FormSummary form={form} />
        <TextField form={form} name="carrier" list={listId} autoComplete="off" />
        <datalist id={listId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        <TextField form={form} name="tracking_number" autoComplete="off" />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {t('orders.ship.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
