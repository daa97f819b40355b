import type { OrderResult } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { consentGiven } from '~/lib/consent.ts';
import type { ClientCartItem } from './cart-state.ts';

/**
 * SPEC §9 analytics events for a tag manager: each cart event goes to `window.dataLayer` in the Enhanced Ecommerce
 * shape the SPEC names (addToCart, removeFromCart, cartEvent) and in its GA4 equivalent (add_to_cart,
 * remove_from_cart, view_cart), with prices incl. VAT in the store view's currency; the purchase is one event carrying
 * both shapes.
 */
export type DataLayerEvent = Record<string, unknown> & { event: string };

/**
 * The currency of the store view the shopper is in (decision 0035): SEK at the root and /en, EUR in /de and /it — the
 * currency the API priced every amount of the page and the cart in.
 */
export function storeCurrency(): string {
  return typeof window === 'undefined' ? 'SEK' : storeViewFromPath(window.location.pathname).currencyCode;
}

interface Line {
  sku: string;
  parentSku?: string | null;
  name: string;
  qty: number;
  price_incl_tax: number;
  options?: { value: string }[];
}

const legacyProduct = (line: Line) => ({
  id: line.parentSku ?? line.sku,
  name: line.name,
  variant: line.options?.map((o) => o.value).join(', ') || undefined,
  price: line.price_incl_tax,
  quantity: line.qty,
});

const ga4Item = (line: Line) => ({
  item_id: line.sku,
  item_group_id: line.parentSku ?? undefined,
  item_name: line.name,
  item_variant: line.options?.map((o) => o.value).join(', ') || undefined,
  price: line.price_incl_tax,
  quantity: line.qty,
});

const value = (lines: Line[]) =>
  Math.round(lines.reduce((sum, l) => sum + l.price_incl_tax * l.qty, 0) * 100) / 100;

export function cartChangeEvents(kind: 'add' | 'remove', lines: Line[]): DataLayerEvent[] {
  return [
    {
      event: kind === 'add' ? 'addToCart' : 'removeFromCart',
      ecommerce: { currencyCode: storeCurrency(), [kind]: { products: lines.map(legacyProduct) } },
    },
    {
      event: kind === 'add' ? 'add_to_cart' : 'remove_from_cart',
      ecommerce: { currency: storeCurrency(), value: value(lines), items: lines.map(ga4Item) },
    },
  ];
}

type PageType = 'home' | 'category' | 'product' | 'cart' | 'searchresults' | 'purchase';

/** Google Ads dynamic remarketing parameters (SPEC §9) for the tag manager's remarketing tag. */
export const remarketing = (pageType: PageType, skus: string[], total?: number): DataLayerEvent => ({
  event: 'dynamicRemarketing',
  google_tag_params: { ecomm_prodid: skus, ecomm_pagetype: pageType, ecomm_totalvalue: total },
});

export function viewCartEvents(lines: Line[]): DataLayerEvent[] {
  return [
    {
      event: 'view_cart',
      ecommerce: { currency: storeCurrency(), value: value(lines), items: lines.map(ga4Item) },
    },
    remarketing(
      'cart',
      lines.map((l) => l.sku),
      value(lines),
    ),
  ];
}

const STEP_EVENTS = { begin: 'begin_checkout', shipping: 'add_shipping_info', payment: 'add_payment_info' };
const STEP_CHOICE = { begin: undefined, shipping: 'shipping_tier', payment: 'payment_type' } as const;

/** GA4's checkout steps with the cart's lines; the shipping or payment step names the method chosen. */
export function checkoutStepEvents(
  step: keyof typeof STEP_EVENTS,
  lines: Line[],
  choice?: string,
): DataLayerEvent[] {
  const chosen = STEP_CHOICE[step];
  return [
    {
      event: STEP_EVENTS[step],
      ecommerce: {
        currency: storeCurrency(),
        value: value(lines),
        items: lines.map(ga4Item),
        ...(chosen && choice ? { [chosen]: choice } : {}),
      },
    },
  ];
}

/**
 * The purchase with what the server charged: revenue, VAT, shipping and the coupon. One `purchase` event carries both
 * shapes (GA4's fields and the Enhanced Ecommerce `purchase` object) so that a tag firing on the event name counts
 * the order once — two events of the same name made a tag count it twice (issue 15).
 */
export function purchaseEvents(order: OrderResult): DataLayerEvent[] {
  const t = order.totals;
  // What the order was charged in, whichever page reports it.
  const currency = order.currency;
  const lines: Line[] = t.items.map((i) => ({ ...i, price_incl_tax: i.price_incl_tax }));
  return [
    {
      event: 'purchase',
      ecommerce: {
        transaction_id: order.increment_id,
        currency,
        value: t.grand_total,
        tax: t.tax_amount,
        shipping: t.shipping_incl_tax,
        coupon: t.coupon_code ?? undefined,
        items: lines.map(ga4Item),
        currencyCode: currency,
        purchase: {
          actionField: {
            id: order.increment_id,
            revenue: t.grand_total,
            tax: t.tax_amount,
            shipping: t.shipping_incl_tax,
            coupon: t.coupon_code ?? '',
          },
          products: lines.map(legacyProduct),
        },
      },
    },
    remarketing(
      'purchase',
      lines.map((l) => l.sku),
      t.grand_total,
    ),
  ];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function push(events: DataLayerEvent[]): void {
  window.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object before pushing the next one.
  for (const event of events) window.dataLayer.push({ ecommerce: null }, event);
}

const waiting: DataLayerEvent[] = [];
let listening = false;

/**
 * Pushes events once the shopper accepted analytics cookies (lib/consent.ts): none before. While the banner waits
 * for an answer they are held in memory and pushed on acceptance; refused, they are dropped (decision 0028).
 */
export function track(events: DataLayerEvent[]): void {
  if (typeof window === 'undefined') return;
  const consent = consentGiven();
  if (consent === true) return push(events);
  if (consent === false) return;
  waiting.push(...events);
  if (listening) return;
  listening = true;
  window.addEventListener('hemma:consent', (event) => {
    const held = waiting.splice(0);
    if ((event as CustomEvent<boolean>).detail === true) push(held);
  });
}

export function trackCartEvent(action: 'open' | 'close', items: ClientCartItem[]): void {
  track([{ event: 'cartEvent', action }, ...(action === 'open' ? viewCartEvents(items) : [])]);
}
