/**
 * An order's way through fulfilment (decision 0022): placed as `new`, taken into `processing`, `shipped` with a
 * carrier and a tracking number, then `delivered`; `cancelled` only while nothing has left the warehouse. An order
 * with nothing to ship (virtual and downloadable items only) goes from processing straight to delivered. Shipping
 * some lines makes it `partially_shipped` until its last line ships (decision 0055); that step is a shipment of
 * lines, never a bare status change.
 */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that still need the warehouse: what a shop owner ships next. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'processing', 'partially_shipped'];

/** Orders nothing of which has left the warehouse: the shopper may cancel them, the owner edit them (decision 0055). */
export const UNSHIPPED_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'processing'];

/**
 * Orders the owner may edit: what has not shipped of them (decision 0055; a partially shipped order's unshipped
 * lines and quantities since its addendum — what has shipped stays as it is).
 */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  ...UNSHIPPED_ORDER_STATUSES,
  'partially_shipped',
];

/** Orders whose lines may be shipped, some now and the rest later (decision 0055). */
export const LINE_SHIPPING_STATUSES: readonly OrderStatus[] = ['processing', 'partially_shipped'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface OrderTransitionFacts {
  /** False for an order of virtual or downloadable items only: there is nothing to ship. */
  needsShipping: boolean;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
}

export type OrderTransitionCheck =
  | { ok: true }
  /** The order's status does not allow it (409). */
  | { ok: false; code: 'illegal'; reason: string }
  /** Allowed, but a detail it needs is missing (400 naming the field). */
  | { ok: false; code: 'missing'; field: 'carrier' | 'tracking_number'; reason: string };

const illegal = (reason: string): OrderTransitionCheck => ({ ok: false, code: 'illegal', reason });

/** 'A partially shipped order', 'An open order': the status as words in a sentence. */
export function articled(status: string): string {
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status.replaceAll('_', ' ')} order`;
}

/** The statuses an order may move to next. */
export function nextOrderStatuses(from: string, needsShipping: boolean): OrderStatus[] {
  switch (from) {
    case 'new':
      return ['processing', 'cancelled'];
    case 'processing':
      return needsShipping ? ['shipped', 'cancelled'] : ['delivered', 'cancelled'];
    case 'partially_shipped':
      // The one-step "Skickad" ships what is left.
      return ['shipped'];
    case 'shipped':
      return ['delivered'];
    default:
      return [];
  }
}

function refusal(from: string, to: OrderStatus, needsShipping: boolean): string {
  if (to === 'partially_shipped') return 'An order is partially shipped by a shipment of some of its lines';
  if (from === to) return `The order is already ${to}`;
  if (!isOrderStatus(from)) return `An order in status '${from}' cannot be changed here`;
  if (to === 'cancelled') return `${articled(from)} cannot be cancelled`;
  if (from === 'cancelled' || from === 'delivered') return `${articled(from)} cannot be changed`;
  if (ORDER_STATUSES.indexOf(to) < ORDER_STATUSES.indexOf(from))
    return `${articled(from)} cannot go back to ${to}`;
  if (to === 'shipped' && !needsShipping) return 'An order with nothing to ship cannot be shipped';
  if (to === 'delivered' && needsShipping) return `${articled(from)} must be shipped before it is delivered`;
  return `${articled(from)} must be processing before it is ${to}`;
}

/** Whether an order may move from `from` to `to`, and why not. */
export function checkOrderTransition(
  from: string,
  to: OrderStatus,
  facts: OrderTransitionFacts,
): OrderTransitionCheck {
  if (!nextOrderStatuses(from, facts.needsShipping).includes(to))
    return illegal(refusal(from, to, facts.needsShipping));
  if (to === 'shipped') {
    if (!facts.carrier?.trim())
      return { ok: false, code: 'missing', field: 'carrier', reason: 'is required to ship an order' };
    if (!facts.trackingNumber?.trim())
      return {
        ok: false,
        code: 'missing',
        field: 'tracking_number',
        reason: 'is required to ship an order',
      };
  }
  return { ok: true };
}

/** Why lines of an order in `status` cannot be shipped now (409), or null when they can (decision 0055). */
export function lineShippingRefusal(status: string, needsShipping: boolean): string | null {
  if (!needsShipping) return 'An order with nothing to ship cannot be shipped';
  if ((LINE_SHIPPING_STATUSES as readonly string[]).includes(status)) return null;
  if (status === 'new') return 'A new order must be processing before its lines are shipped';
  return `${articled(status)} has no lines left to ship`;
}

/**
 * Why an order in `status` can no longer be cancelled by the shopper or edited by the owner (409), or null (decision
 * 0055). A partially shipped order can be edited (its unshipped part), never cancelled in one step.
 */
export function unshippedRefusal(status: string, action: 'cancelled' | 'edited'): string | null {
  const allowed = action === 'edited' ? EDITABLE_ORDER_STATUSES : UNSHIPPED_ORDER_STATUSES;
  if ((allowed as readonly string[]).includes(status)) return null;
  if (status === 'cancelled' && action === 'cancelled') return 'The order is already cancelled';
  return `${articled(status)} cannot be ${action}`;
}
