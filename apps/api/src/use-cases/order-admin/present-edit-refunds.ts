import { toSek } from '@hemma/commerce';
import type { AdminOrderDto } from '@hemma/contract';
import type { EditRefundRow, RecordedRefund } from '../../modules/order/edit-refund-repository.ts';

/** Refunds that pay back something else than what an edit's failed refund left owed: other edits', returns'. */
const ownPurpose = (refundId: string) => refundId.startsWith('edit-') || refundId.startsWith('return-');

/**
 * What is still owed of the edits' refunds that were refused or got no answer (decision 0060, addendum 4), derived
 * from the refunds made since: each refund made after such a failure — the owner's from the payment panel, a
 * cancellation's — pays back the oldest failure first, and a failure fully paid back is no longer shown. Another
 * edit's refund and a return's pay back what they were made for, and do not count.
 */
export function openEditRefunds(
  rows: readonly EditRefundRow[],
  refunds: readonly RecordedRefund[],
): AdminOrderDto['edit_refunds_open'] {
  const owed = rows.map((row) => ({ row, left: row.amount - row.refunded }));
  for (const refund of refunds) {
    if (ownPurpose(refund.refund_id)) continue;
    let rest = refund.amount;
    for (const entry of owed) {
      if (rest <= 0) break;
      if (entry.left <= 0 || !entry.row.settled_at || refund.created_at < entry.row.settled_at) continue;
      const part = Math.min(rest, entry.left);
      entry.left -= part;
      rest -= part;
    }
  }
  return owed
    .filter((entry) => entry.left > 0)
    .map(({ row, left }) => ({
      id: row.id,
      state: row.state === 'refused' ? 'refused' : 'unanswered',
      amount: toSek(left),
      refunded: toSek(row.refunded),
      reason: row.reason,
      created_at: row.settled_at ?? row.created_at,
    }));
}
