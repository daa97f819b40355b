/** The audit log's actions of the trade (decision 0022), which the audit screen names (`audit.action.<action>`). */
export const TRADE_AUDIT_ACTIONS = [
  'order.status',
  'order.note',
  'customer.group',
  'review.approve',
  'review.reject',
  'coupon.create',
  'coupon.update',
  'coupon.deactivate',
] as const;
