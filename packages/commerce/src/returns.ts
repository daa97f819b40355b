/**
 * Returns under the right of withdrawal (ångerrätt, decision 0054): a return is requested by the shopper, approved or
 * rejected by the owner, received at the warehouse, then refunded. Pure rules: the steps, the return window and how
 * much of an order may still be returned.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the owner does to a return, and the status each step leads to. */
export const RETURN_ACTIONS = {
  approve: 'approved',
  reject: 'rejected',
  receive: 'received',
  refund: 'refunded',
} as const satisfies Record<string, ReturnStatus>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

/** The status each step must start from. */
const STARTS_FROM: Record<ReturnAction, ReturnStatus> = {
  approve: 'requested',
  reject: 'requested',
  receive: 'approved',
  refund: 'received',
};

/** The shortest window the law gives (distansavtalslagen 2 kap. 12 §): 14 days from delivery. */
export const LEGAL_RETURN_DAYS = 14;
/** The shop's window until the owner sets one (SPEC: free returns within 30 days). */
export const DEFAULT_RETURN_DAYS = 30;
/** The longest window the owner may set. */
export const MAX_RETURN_DAYS = 365;

export type ReturnTransitionCheck = { ok: true; to: ReturnStatus } | { ok: false; reason: string };

export function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

/** The steps a return in `status` may take next. */
export function nextReturnActions(status: string): ReturnAction[] {
  return (Object.keys(STARTS_FROM) as ReturnAction[]).filter((action) => STARTS_FROM[action] === status);
}

/** Whether `action` may be taken on a return in `from`, and why not (a 409 in the API). */
export function checkReturnTransition(from: string, action: ReturnAction): ReturnTransitionCheck {
  const to = RETURN_ACTIONS[action];
  if (STARTS_FROM[action] === from) return { ok: true, to };
  if (from === to) return { ok: false, reason: `The return is already ${to}` };
  if (!isReturnStatus(from)) return { ok: false, reason: `A return in status '${from}' cannot be changed` };
  if (from === 'rejected') return { ok: false, reason: 'A rejected return cannot be changed' };
  if (from === 'refunded') return { ok: false, reason: `A refunded return cannot be ${to}` };
  const article = /^[aeiou]/.test(from) ? 'An' : 'A';
  return {
    ok: false,
    reason: `${article} ${from} return cannot be ${to}: it must be ${STARTS_FROM[action]} first`,
  };
}

/** The owner's window in days, never below the legal 14 (an unset or broken setting is the default 30). */
export function returnWindowDays(setting: number | null | undefined): number {
  if (setting === null || setting === undefined || !Number.isFinite(setting)) return DEFAULT_RETURN_DAYS;
  return Math.min(MAX_RETURN_DAYS, Math.max(LEGAL_RETURN_DAYS, Math.floor(setting)));
}

/** When the order reached the shopper, as far as the shop knows. */
export interface DeliveryFacts {
  /** When the order was marked delivered (ISO), if it was. */
  deliveredAt: string | null;
  /** When it was shipped (ISO), if it was. */
  shippedAt: string | null;
  /** The last day it was expected (YYYY-MM-DD), if the order said. */
  expectedTo: string | null;
  /**
   * Some of it has shipped and the rest has not (a partially shipped order): what shipped can be returned, and the
   * window has no end yet — the law's 14 days run from the last parcel (decision 0054, addendum on partial orders).
   */
  partlyShipped?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the return window starts: the delivery; without a delivery time the later of the shipping and the end of the
 * expected delivery (the goods are taken to have arrived then); null while nothing has left the warehouse.
 */
export function returnWindowStart(facts: DeliveryFacts): Date | null {
  if (facts.deliveredAt) return new Date(facts.deliveredAt);
  if (!facts.shippedAt) return null;
  const shipped = new Date(facts.shippedAt);
  if (!facts.expectedTo) return shipped;
  const expected = new Date(`${facts.expectedTo}T23:59:59.999Z`);
  return expected > shipped ? expected : shipped;
}

export type WindowCheck =
  { ok: true; closesAt: Date | null } | { ok: false; reason: string; closesAt: Date | null };

/**
 * Whether a return may be asked for at `now`: the order has been sent, and the window has not closed. A partially
 * shipped order's window is open with no end (closesAt null): it closes `days` after the order is complete.
 */
export function checkReturnWindow(facts: DeliveryFacts, days: number, now: Date): WindowCheck {
  if (facts.partlyShipped) return { ok: true, closesAt: null };
  const start = returnWindowStart(facts);
  if (!start)
    return {
      ok: false,
      reason: 'The order has not been shipped yet: it can be cancelled instead',
      closesAt: null,
    };
  const closesAt = new Date(start.getTime() + returnWindowDays(days) * DAY_MS);
  if (now.getTime() > closesAt.getTime())
    return {
      ok: false,
      reason: `The return window of ${returnWindowDays(days)} days closed on ${closesAt.toISOString().slice(0, 10)}`,
      closesAt,
    };
  return { ok: true, closesAt };
}

export interface ReturnableLine {
  /** The order line's id. */
  itemId: number;
  name: string;
  ordered: number;
  /** What of it has shipped (`shippedQuantity`): only that can be returned. */
  shipped: number;
  /** In returns that were not rejected. */
  alreadyReturned: number;
}

/** Order statuses in which all of every line has left the warehouse (whatever `qty_shipped` says of older orders). */
const ALL_SHIPPED = ['shipped', 'delivered'];

/**
 * What of a line has shipped: all of it once the order is shipped or delivered (orders shipped before shipments
 * were counted per line, and virtual lines, say 0), otherwise what its shipments carried.
 */
export function shippedQuantity(orderStatus: string, ordered: number, qtyShipped: number): number {
  return ALL_SHIPPED.includes(orderStatus) ? ordered : Math.min(ordered, qtyShipped);
}

/** What of a line can still be returned: what has shipped less what is in returns that were not rejected. */
export function returnableQuantity(line: Pick<ReturnableLine, 'shipped' | 'alreadyReturned'>): number {
  return Math.max(0, line.shipped - line.alreadyReturned);
}

function tooMany(line: ReturnableLine, qty: number): string {
  const left = returnableQuantity(line);
  if (line.shipped === 0) return `${line.name} has not shipped yet: it can be returned once it has`;
  if (line.shipped === line.ordered)
    return left === 0
      ? `${line.name}: all ${line.ordered} are already returned`
      : `${line.name}: ${qty} is more than can be returned (${left} of ${line.ordered} left)`;
  const waiting = `${line.ordered - line.shipped} of ${line.ordered} not shipped yet`;
  return left === 0
    ? `${line.name}: the ${line.shipped} shipped are already returned (${waiting})`
    : `${line.name}: ${qty} is more than can be returned (${left} of the ${line.shipped} shipped left; ${waiting})`;
}

/**
 * Refuses a return of more than has shipped, counted across the order's returns (a rejected one gives its lines
 * back), of a line the order does not have, or of the same line twice in one request. Null: the lines fit.
 */
export function checkReturnQuantities(
  lines: readonly ReturnableLine[],
  asked: readonly { itemId: number; qty: number }[],
): string | null {
  if (asked.length === 0) return 'lines: choose at least one line to return';
  const seen = new Set<number>();
  for (const { itemId, qty } of asked) {
    const line = lines.find((l) => l.itemId === itemId);
    if (!line) return `lines: the order has no line ${itemId}`;
    if (seen.has(itemId)) return `lines: line ${itemId} is named twice`;
    seen.add(itemId);
    if (qty > returnableQuantity(line)) return tooMany(line, qty);
  }
  return null;
}

/** A returned line as the credit note states it. Amounts in öre incl. VAT. */
export interface CreditNoteLineInput {
  name: string;
  qty: number;
  /** The order line: its quantity and its total incl. VAT before the order's discount. */
  orderedQty: number;
  rowTotalInclTax: number;
  taxPercent: number;
}

export interface CreditNoteLine {
  name: string;
  qty: number;
  taxPercent: number;
  /** What is paid back for the line incl. VAT, its share of the order's discount taken off. */
  amount: number;
  tax: number;
}

export interface CreditNoteFigures {
  lines: CreditNoteLine[];
  /** Shipping paid back (incl. VAT); 0 when it is not. */
  shipping: number;
  shippingTax: number;
  total: number;
  tax: number;
}

const splitTax = (gross: number, rate: number) => gross - Math.round((gross * 100) / (100 + rate));

/**
 * What a return pays back (decision 0054): each line's part of its order line, less its share of the order's
 * discount (by value), and the order's shipping when the owner gives it back (at the goods' highest VAT rate,
 * 25 % for furniture). Integer öre; VAT split per line.
 */
export function creditNoteFigures(
  lines: readonly CreditNoteLineInput[],
  order: { subtotalInclTax: number; discountInclTax: number; shippingInclTax: number },
  refundShipping: boolean,
): CreditNoteFigures {
  const discountShare =
    order.subtotalInclTax > 0 ? Math.abs(order.discountInclTax) / order.subtotalInclTax : 0;
  const credited = lines.map((line) => {
    const gross = Math.round((line.rowTotalInclTax * line.qty) / Math.max(1, line.orderedQty));
    const amount = gross - Math.round(gross * discountShare);
    return {
      name: line.name,
      qty: line.qty,
      taxPercent: line.taxPercent,
      amount,
      tax: splitTax(amount, line.taxPercent),
    };
  });
  const shippingRate = Math.max(25, ...lines.map((l) => l.taxPercent));
  const shipping = refundShipping ? order.shippingInclTax : 0;
  const shippingTax = splitTax(shipping, shippingRate);
  return {
    lines: credited,
    shipping,
    shippingTax,
    total: credited.reduce((sum, l) => sum + l.amount, 0) + shipping,
    tax: credited.reduce((sum, l) => sum + l.tax, 0) + shippingTax,
  };
}
