import { isOrderStatus, type OrderStatus } from '@hemma/commerce';

/**
 * Why the API refused a status change (409), as data to word in the staff user's language. The API's reasons
 * (`checkOrderTransition` in @hemma/commerce, and a change by someone else) are English sentences; each known one
 * is recognised here, anything else is shown as the API said it.
 */
export type OrderConflict =
  | { kind: 'already'; to: OrderStatus }
  | { kind: 'notCancellable'; from: OrderStatus }
  | { kind: 'final'; from: OrderStatus }
  | { kind: 'backwards'; from: OrderStatus; to: OrderStatus }
  | { kind: 'nothingToShip' }
  | { kind: 'shipFirst'; from: OrderStatus }
  | { kind: 'processFirst'; from: OrderStatus; to: OrderStatus }
  | { kind: 'byLines' }
  | { kind: 'stale' }
  /** An edit of what has shipped (decision 0055, addendum 1). */
  | { kind: 'notEditable'; from: OrderStatus }
  | { kind: 'lineShipped'; line: string }
  | { kind: 'belowShipped'; line: string; shipped: number }
  | { kind: 'addressShipped' }
  | { kind: 'other'; text: string };

// A status inside a sentence has spaces for underscores ("A partially shipped order").
const STATUS = '(new|processing|partially shipped|shipped|delivered|cancelled)';
const ORDER = `An? ${STATUS} order`;

const PATTERNS: [RegExp, (m: RegExpExecArray) => OrderConflict][] = [
  [new RegExp(`^The order is already ${STATUS}$`), (m) => ({ kind: 'already', to: status(m[1]) })],
  [new RegExp(`^${ORDER} cannot be cancelled$`), (m) => ({ kind: 'notCancellable', from: status(m[1]) })],
  [new RegExp(`^${ORDER} cannot be changed$`), (m) => ({ kind: 'final', from: status(m[1]) })],
  [
    new RegExp(`^${ORDER} cannot go back to ${STATUS}$`),
    (m) => ({ kind: 'backwards', from: status(m[1]), to: status(m[2]) }),
  ],
  [/^An order with nothing to ship cannot be shipped$/, () => ({ kind: 'nothingToShip' })],
  [
    new RegExp(`^${ORDER} must be shipped before it is delivered$`),
    (m) => ({ kind: 'shipFirst', from: status(m[1]) }),
  ],
  [
    new RegExp(`^${ORDER} must be processing before it is ${STATUS}$`),
    (m) => ({ kind: 'processFirst', from: status(m[1]), to: status(m[2]) }),
  ],
  [/^An order is partially shipped by a shipment of some of its lines$/, () => ({ kind: 'byLines' })],
  [/changed by someone else/, () => ({ kind: 'stale' })],
  [new RegExp(`^${ORDER} cannot be edited$`), (m) => ({ kind: 'notEditable', from: status(m[1]) })],
  [/^The line (.+) has shipped and cannot be changed$/, (m) => ({ kind: 'lineShipped', line: m[1]! })],
  [
    /^(\d+) of the line (.+) have shipped: it cannot go below \d+$/,
    (m) => ({ kind: 'belowShipped', line: m[2]!, shipped: Number(m[1]) }),
  ],
  [/^The delivery address cannot change once a parcel has shipped/, () => ({ kind: 'addressShipped' })],
];

function status(text: string | undefined): OrderStatus {
  const name = text?.replaceAll(' ', '_');
  return name && isOrderStatus(name) ? name : 'new';
}

export function parseOrderConflict(message: string): OrderConflict {
  const text = message.trim();
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  return { kind: 'other', text };
}
