import type { PaymentSessionDto } from '@hemma/contract';
import { toSek, type Ore } from '@hemma/commerce';

/** A payment session as the checkout reads it; the amount becomes SEK here. */
export function presentPaymentSession(session: {
  id: string;
  amount: Ore;
  status: PaymentSessionDto['status'];
}): PaymentSessionDto {
  return {
    session_id: session.id,
    url: `/payment-provider/${session.id}`,
    amount: toSek(session.amount),
    status: session.status,
  };
}
