/**
 * The HTTP contract of the cart, stock and order calls (SPEC §3, §7). Amounts are SEK decimals incl. VAT where the
 * name says so; the server computes every price and total.
 */
import type { ProductOption, ProductType } from '@hemma/commerce';
import type { StockInfo } from './types.ts';

/** A line of the server cart as `cart/pull` and `cart/update` return it. */
export interface CartItemDto {
  item_id: number;
  quote_id: string;
  sku: string;
  /** The configurable parent's sku for a variant; null otherwise. */
  parentSku: string | null;
  name: string;
  qty: number;
  product_type: ProductType;
  product_id: number;
  slug: string;
  image: string | null;
  price_incl_tax: number;
  row_total_incl_tax: number;
  tax_percent: number;
  product_option: ProductOption | null;
  checksum: string;
  /** The chosen options as labels ("Färg": "Grön"). */
  options: { label: string; value: string }[];
  stock: StockInfo;
}

/** The cart line a client sends: absolute quantity; `item_id` when the server line is known. */
export interface CartItemInput {
  sku: string;
  qty: number;
  item_id?: number | undefined;
  quoteId?: string | undefined;
  product_option?: ProductOption | null | undefined;
}

export type TotalSegmentCode = 'subtotal' | 'discount' | 'shipping' | 'payment' | 'tax' | 'grand_total';

export interface TotalSegment {
  code: TotalSegmentCode;
  title: string;
  value: number;
}

export interface CartTotalsDto {
  items: CartItemDto[];
  items_qty: number;
  is_virtual: boolean;
  subtotal: number;
  subtotal_incl_tax: number;
  /** Negative: what the coupon takes off. */
  discount_amount: number;
  shipping_incl_tax: number;
  payment_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  coupon_code: string | null;
  shipping_method: { carrier_code: string; method_code: string } | null;
  payment_method: string | null;
  total_segments: TotalSegment[];
}

export interface ShippingMethodDto {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  price_incl_tax: number;
  default: boolean;
  offline: boolean;
  available: boolean;
}

export interface PaymentMethodDto {
  code: string;
  title: string;
  cost_incl_tax: number;
  default: boolean;
  offline: boolean;
  is_server_method: boolean;
}

/** SPEC §3 address as the cart and order calls take it. */
export interface AddressDto {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  region_code?: string | null | undefined;
  telephone?: string | null | undefined;
  company?: string | null | undefined;
  vat_id?: string | null | undefined;
  email?: string | null | undefined;
}

export interface AddressInformationDto {
  shippingAddress?: AddressDto | null | undefined;
  billingAddress?: AddressDto | null | undefined;
  shipping_carrier_code?: string | null | undefined;
  shipping_method_code?: string | null | undefined;
  payment_method_code?: string | null | undefined;
  payment_method_additional?: Record<string, unknown> | null | undefined;
}

export interface ShippingInformationResult {
  totals: CartTotalsDto;
  payment_methods: PaymentMethodDto[];
}

/** POST /api/order. `order_id` is made up by the client; the same id is the same order, however often sent. */
export interface OrderRequest {
  order_id: string;
  cart_id?: string | null | undefined;
  user_id?: string | number | null | undefined;
  store_code?: string | undefined;
  locale?: 'sv-SE' | 'en-US' | undefined;
  products: CartItemInput[];
  coupon_code?: string | null | undefined;
  personal_details: { firstname: string; lastname: string; email: string };
  addressInformation: AddressInformationDto;
  created_at?: string | undefined;
}

export interface OrderResult {
  order_id: string;
  increment_id: string;
  status: string;
  created_at: string;
  grand_total: number;
  totals: CartTotalsDto;
}

export interface StockCheckResult {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  stock_status: StockInfo['stock_status'];
  manage_stock: boolean;
  backorders: boolean;
  max_sale_qty: number;
}

/** A card payment on the payment provider's page (shown in an iframe at `url`). */
export interface PaymentSessionDto {
  session_id: string;
  url: string;
  amount: number;
  status: 'pending' | 'paid' | 'declined';
}
