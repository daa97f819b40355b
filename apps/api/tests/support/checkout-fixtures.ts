import type { AddressDto, OrderRequest, ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import type { TestApi } from './test-api.ts';

/** A product up to this weight (and the demo shop's that light are small) ships by any method, ombud included. */
export const PARCEL_KG = 10;

/** 10+ in stock, without options, priced, and a parcel (at most 10 kg) that every shipping method takes. */
const isParcel = (p: ProductDto) =>
  p.stock.is_in_stock &&
  p.stock.qty >= 10 &&
  (p.custom_options ?? []).length === 0 &&
  p.final_price_incl_tax > 0 &&
  (p.weight ?? 0) <= PARCEL_KG;

/** Demo-shop products and order payloads for the cart and order tests. */
export function checkoutFixtures(api: TestApi) {
  let listed: ProductSummary[] | undefined;

  async function products(): Promise<ProductSummary[]> {
    listed ??= (await api.get<SearchResult<ProductSummary>>('/api/catalog/products?size=999')).body.result
      .items;
    return listed;
  }

  async function product(sku: string): Promise<ProductDto> {
    const { status, body } = await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(sku)}`);
    if (status !== 200) throw new Error(`${sku}: ${JSON.stringify(body)}`);
    return body.result;
  }

  /**
   * The first listed product of a type that passes `accept` — by default 10+ in stock, without options, and a parcel
   * (at most 10 kg) that every shipping method takes: a sofa goes by freight only (decision 0049).
   */
  async function find(type: string, accept: (p: ProductDto) => boolean = isParcel): Promise<ProductDto> {
    for (const summary of await products()) {
      if (summary.type_id !== type) continue;
      const full = await product(summary.sku);
      if (accept(full)) return full;
    }
    throw new Error(`no fitting ${type} product in the demo shop`);
  }

  /** A simple parcel as `find` takes by default, that is not one of `except` (two different lines of an order). */
  const parcel = (...except: string[]) => find('simple', (p) => !except.includes(p.sku) && isParcel(p));

  async function createCart(): Promise<string> {
    const { body } = await api.post<string>('/api/cart/create', {});
    return body.result;
  }

  return { products, product, find, parcel, createCart };
}

export const ADDRESS: AddressDto = {
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  street: ['Storgatan 12', 'lgh 1102'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
  telephone: '070-123 45 67',
};

let orderCounter = 0;

/** A guest order with cash on delivery by courier; override what a test is about. */
export function orderRequest(
  products: OrderRequest['products'],
  overrides: Partial<OrderRequest> = {},
): OrderRequest {
  orderCounter += 1;
  return {
    order_id: `test-order-${process.pid}-${Date.now()}-${orderCounter}`,
    products,
    personal_details: { firstname: 'Astrid', lastname: 'Lindqvist', email: 'astrid@example.se' },
    addressInformation: {
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shipping_carrier_code: 'courier',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
    ...overrides,
  };
}
