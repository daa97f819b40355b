import { type Ore, assertOre, percentOf } from '../money.ts';

export interface CouponRule {
  code: string;
  type: 'percent' | 'fixed';
  /** percent: 0-100; fixed: öre incl. VAT. */
  value: number;
  /** ISO; null is an open end. toDate counts up to the end of the instant it names. */
  fromDate: string | null;
  toDate: string | null;
  usageLimit: number | null;
  timesUsed: number;
  isActive: boolean;
  minSubtotalInclTax?: Ore | null;
}

export type CouponCheck =
  | { ok: true; discountInclTax: Ore }
  | { ok: false; reason: 'inactive' | 'not_started' | 'expired' | 'used_up' | 'below_minimum' };

/** SPEC §8: the one message a shopper sees for any unusable code, so codes cannot be probed. */
export const INCORRECT_COUPON_MESSAGE = "You've entered an incorrect coupon code. Please try again.";

/** Shoppers type codes by hand; "sommar10 " is the same code as "SOMMAR10". */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const ISO_TIME = /[T ]\d{2}:\d{2}(:\d{2}(\.(\d+))?)?/;

function parseInstant(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO date: ${iso}`);
  return time;
}

/**
 * The first millisecond after the instant `iso` names, taken at the precision it was written in: a campaign
 * "to 2026-12-31" runs through that whole day, "to …T23:59" through that minute. (A date without a time is
 * UTC by ECMAScript rules, which in Sweden runs one or two hours into the next day; the API stores instants
 * with an offset.)
 */
function endOfInstant(iso: string): number {
  const start = parseInstant(iso);
  const time = ISO_TIME.exec(iso);
  if (!time) return start + 86_400_000;
  if (time[1] === undefined) return start + 60_000;
  const fraction = time[3];
  if (fraction === undefined) return start + 1000;
  return start + Math.max(1, 10 ** (3 - fraction.length));
}

function requireValue(rule: CouponRule): void {
  const { type, value } = rule;
  if (type === 'percent' && !(value >= 0 && value <= 100)) {
    throw new RangeError(`Coupon ${rule.code}: a percentage must be 0-100, got ${value}`);
  }
  if (type === 'fixed') {
    assertOre(value);
    if (value < 0) throw new RangeError(`Coupon ${rule.code}: a fixed discount cannot be negative`);
  }
}

/** Whether a coupon can be used now on a cart whose items cost `subtotalInclTax`, and what it takes off. */
export function evaluateCoupon(rule: CouponRule, subtotalInclTax: Ore, now: Date): CouponCheck {
  requireValue(rule);
  const at = now.getTime();
  if (!rule.isActive) return { ok: false, reason: 'inactive' };
  if (rule.fromDate !== null && at < parseInstant(rule.fromDate)) return { ok: false, reason: 'not_started' };
  if (rule.toDate !== null && at >= endOfInstant(rule.toDate)) return { ok: false, reason: 'expired' };
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) return { ok: false, reason: 'used_up' };
  if (rule.minSubtotalInclTax != null && subtotalInclTax < rule.minSubtotalInclTax) {
    return { ok: false, reason: 'below_minimum' };
  }
  const discount = rule.type === 'percent' ? percentOf(subtotalInclTax, rule.value) : rule.value;
  return { ok: true, discountInclTax: Math.max(0, Math.min(discount, subtotalInclTax)) };
}

/** What a coupon is at a moment, by its switch, its dates and its uses: what the back office's list shows. */
export type CouponState = 'inactive' | 'scheduled' | 'expired' | 'used_up' | 'active';

/**
 * A coupon's state at `now` by the same rules as `evaluateCoupon` (issue 35: an expired code is not "active"):
 * switched off, not started yet, past its last day (a date without a time runs through that day), used up, or
 * usable.
 */
export function couponState(
  rule: Pick<CouponRule, 'isActive' | 'fromDate' | 'toDate' | 'usageLimit' | 'timesUsed'>,
  now: Date,
): CouponState {
  const at = now.getTime();
  if (!rule.isActive) return 'inactive';
  if (rule.toDate !== null && at >= endOfInstant(rule.toDate)) return 'expired';
  if (rule.fromDate !== null && at < parseInstant(rule.fromDate)) return 'scheduled';
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) return 'used_up';
  return 'active';
}
