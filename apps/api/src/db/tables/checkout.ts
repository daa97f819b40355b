import type { Generated } from 'kysely';

/** Migration 0004: placed orders. Amounts in öre incl. VAT unless named otherwise. */
export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  client_order_id: string;
  request_hash: string;
  cart_token: string | null;
  customer_id: number | null;
  group_id: number;
  store_code: string;
  locale: string;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  /** JSON address; null for orders that need no shipping (virtual and downloadable items only). */
  shipping_address: string | null;
  billing_address: string;
  shipping_method: string | null;
  shipping_title: string | null;
  payment_method: string;
  payment_title: string;
  coupon_code: string | null;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_incl_tax: number;
  shipping_incl_tax: number;
  payment_incl_tax: number;
  tax: number;
  grand_total: number;
  created_at: string;
  /** Migration 0010: the fulfilment steps of the back office. */
  carrier: string | null;
  tracking_number: string | null;
  /** 'pending' | 'paid' (and, with payment providers, more); the order's own status is separate. */
  payment_status: string | null;
  updated_at: string | null;
  /** Migration 0017: the booked home-delivery day, YYYY-MM-DD. */
  delivery_date: Generated<string | null>;
  /** Migration 0025: the chosen pick-up point (ombud) as the carrier described it, JSON. */
  pickup_point: Generated<string | null>;
  /** Migration 0035: when the order is expected, a booked day or an interval (YYYY-MM-DD); null: nothing to deliver. */
  expected_delivery_from: Generated<string | null>;
  expected_delivery_to: Generated<string | null>;
  /** Migration 0027: the currency of every amount of the order and its items ('SEK' | 'EUR', decision 0035). */
  currency: Generated<string>;
  /** Migration 0033: what carrying the goods in cost (öre incl. VAT, part of shipping_incl_tax); null: none. */
  carry_in_incl_tax: Generated<number | null>;
  /** Migration 0041: where the order is delivered, whose VAT it includes, and the rates applied ("19,7"); null: before. */
  delivery_country_id: Generated<string | null>;
  vat_rates: Generated<string | null>;
  /** Migration 0044 (decision 0060): what an edit that raised the total left to pay (öre), its page's key, and the
   *  provider payment opened for it. */
  balance_due: Generated<number>;
  balance_key: Generated<string | null>;
  balance_payment_id: Generated<string | null>;
  /** Migration 0046 (decision 0060, addendum): when a refund of the order claimed it; null: none is being made. */
  refund_claimed_at: Generated<string | null>;
  /** Migration 0051 (decision 0061, addendum): the coupon's text in the order's language; null: none. */
  coupon_description: Generated<string | null>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  product_type: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  tax_percent: number;
  product_option: string | null;
  /** The chosen options as shown to the shopper ("Färg: Grön; Storlek: 3-sits"). */
  options_text: string;
  /** Migration 0040: how many of the line have shipped so far (decision 0055). */
  qty_shipped: Generated<number>;
}

/** Migration 0005: one payment attempt at a provider. Amount in öre incl. VAT. */
export interface PaymentSessionTable {
  id: string;
  cart_token: string;
  amount: number;
  /** Migration 0016 widened it; 'expired' came with hosted payments (decision 0050), 'voided' (an authorization
   *  released when the shopper cancelled, decision 0055) with shipments. */
  status: 'pending' | 'authorized' | 'paid' | 'declined' | 'failed' | 'refunded' | 'expired' | 'voided';
  card_last4: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
  /** Migration 0016 (decision 0027): the payment method code, the provider's reference, what it said (JSON). */
  method: Generated<string>;
  provider_reference: string | null;
  detail: string | null;
  /** An unanswered request fails after this moment (Swish: 3 minutes). */
  expires_at: string | null;
  refunded_amount: Generated<number>;
  /** Migration 0027: the currency of amount and refunded_amount ('SEK' | 'EUR'). */
  currency: Generated<string>;
  /** Migration 0029: the customer of the cart the payment was opened for (null: a guest cart, named by cart_token). */
  customer_id: number | null;
  /** Migration 0036: the provider's payment (Stripe's payment intent) once known; refunds and disputes name it. */
  provider_payment_id: Generated<string | null>;
}

/** Migration 0036: a provider's event handled once, by its id (decision 0050). */
export interface ProviderEventTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

/** Migration 0026: one refund of a payment, once per refund id (decision 0033). Amount in öre incl. VAT. */
export interface PaymentRefundTable {
  id: Generated<number>;
  session_id: string;
  refund_id: string;
  amount: number;
  staff_email: string;
  created_at: string;
  /** Migration 0057: when the provider said it refunded this part; null while it is reserved and not answered. */
  answered_at: string | null;
}

/** Migration 0048 (decision 0060): how often a provider refused a refund of a payment under one refund id. */
export interface PaymentRefundAttemptTable {
  session_id: string;
  refund_id: string;
  refused: Generated<number>;
}

/** Migration 0004: a cart (quote) and its lines. The client knows a cart by its random token. */
export interface CartTable {
  id: Generated<number>;
  token: string;
  customer_id: number | null;
  group_id: number;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  shipping_country_id: string | null;
  is_active: Generated<number>;
  /** Migration 0017: the delivery day the shopper chose, YYYY-MM-DD. */
  delivery_date: Generated<string | null>;
  /** Migration 0033: 1 when the shopper asked for carry-in (inbärning) with a freight delivery. */
  carry_in: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  sku: string;
  parent_sku: string | null;
  product_type: string;
  qty: number;
  /** JSON of the SPEC §3 product_option, or null. */
  product_option: string | null;
  checksum: string;
  created_at: string;
  updated_at: string;
}

/** Migration 0004: discount codes with validity windows and usage limits. */
export interface CouponTable {
  id: Generated<number>;
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  /** percent: 0–100; fixed: öre incl. VAT. */
  value: number;
  from_date: string | null;
  to_date: string | null;
  usage_limit: number | null;
  times_used: Generated<number>;
  min_subtotal_incl_tax: number | null;
  /** Migration 0045: a fixed discount's and the minimum order's EUR amounts (cents incl. VAT); null: converted. */
  value_eur: number | null;
  min_subtotal_incl_tax_eur: number | null;
  /** A personal coupon (newsletter sign-up) belongs to this e-mail; null: anyone may use it. */
  customer_email: string | null;
  is_active: Generated<number>;
  created_at: string;
  /** Migration 0011: when the back office last changed it; null until then (created_at stands in). */
  updated_at: string | null;
}

/** Migration 0011: what an order took from stock per product, given back when it is cancelled (decision 0022). */
export interface OrderReservationTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  qty: number;
}

export interface CheckoutTables {
  carts: CartTable;
  cart_items: CartItemTable;
  coupons: CouponTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_reservations: OrderReservationTable;
  payment_sessions: PaymentSessionTable;
  payment_refunds: PaymentRefundTable;
  payment_refund_attempts: PaymentRefundAttemptTable;
  provider_events: ProviderEventTable;
}
