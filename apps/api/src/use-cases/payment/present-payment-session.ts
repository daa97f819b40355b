import type { PaymentSessionDto } from '@hemma/contract';
import { currencyOf, toSek } from '@hemma/commerce';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';

function detailOf(row: PaymentSessionRow): Record<string, unknown> {
  try {
    return row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A payment session as the checkout reads it; the amount becomes a decimal of its currency here. The page's address
 * carries its key (page-key.ts).
 */
export function presentPaymentSession(
  row: PaymentSessionRow,
  testMode: boolean,
  pageKey: string,
): PaymentSessionDto {
  const detail = detailOf(row);
  const pending = row.status === 'pending';
  return {
    session_id: row.id,
    url: `/payment-provider/${row.id}?key=${pageKey}`,
    method: row.method,
    amount: toSek(row.amount),
    currency: currencyOf(row.currency),
    status: row.status,
    test_mode: testMode,
    next_action:
      pending && detail.challenge === true
        ? 'challenge'
        : pending && typeof detail.payer_alias === 'string'
          ? 'open_app'
          : null,
    error_code: typeof detail.error_code === 'string' ? detail.error_code : null,
    expires_at: row.expires_at,
    refunded_amount: toSek(row.refunded_amount),
  };
}
