import { isOrderStatus, type OrderStatus } from '@hemma/commerce';
import { useI18n } from '../../i18n/i18n.tsx';

/** The badge's colour: open orders stand out (they need the warehouse), finished ones are calm. */
const TONE: Record<OrderStatus, string> = {
  new: 'badge badge-attention',
  processing: 'badge badge-attention',
  partially_shipped: 'badge badge-attention',
  shipped: 'badge badge-ok',
  delivered: 'badge badge-ok',
  cancelled: 'badge badge-muted',
};

/** An order status in the staff user's language (the storefront's words: Ny, Behandlas, Skickad …). */
export function useOrderStatusName(): (status: string) => string {
  const { t } = useI18n();
  return (status) => (isOrderStatus(status) ? t(`orders.status.${status}`) : status);
}

export function OrderStatusBadge({ status }: { status: string }) {
  const name = useOrderStatusName();
  return <span className={isOrderStatus(status) ? TONE[status] : 'badge'}>{name(status)}</span>;
}

/** A payment method or payment status by its code; an unknown code as the API says it. */
export function usePaymentName(): {
  method(code: string, title?: string): string;
  status(code: string | null): string;
} {
  const { t } = useI18n();
  return {
    method: (code, title) =>
      code === 'invoice' ||
      code === 'cashondelivery' ||
      code === 'card' ||
      code === 'swish' ||
      code === 'partpayment'
        ? t(`orders.payment.${code}`)
        : (title ?? code),
    status: (code) =>
      code === 'pending' ||
      code === 'paid' ||
      code === 'authorized' ||
      code === 'refunded' ||
      code === 'failed' ||
      code === 'declined' ||
      code === 'expired'
        ? t(`orders.paymentStatus.${code}`)
        : (code ?? '–'),
  };
}
