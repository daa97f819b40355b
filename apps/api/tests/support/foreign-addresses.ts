import type { AddressDto, OrderRequest } from '@hemma/contract';
import { orderRequest } from './checkout-fixtures.ts';

/** Addresses in the countries /de and /it ship to (decision 0056), as their people write them. */
export const BERLIN: AddressDto = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  street: ['Friedrichstraße 43'],
  city: 'Berlin',
  postcode: '10117',
  country_id: 'DE',
  telephone: '030 1234567',
};

export const VIENNA: AddressDto = {
  firstname: 'Lukas',
  lastname: 'Huber',
  street: ['Kärntner Straße 12'],
  city: 'Wien',
  postcode: '1010',
  country_id: 'AT',
  telephone: '01 5123456',
};

export const MILAN: AddressDto = {
  firstname: 'Giulia',
  lastname: 'Rossi',
  street: ['Via Torino 25'],
  city: 'Milano',
  postcode: '20123',
  region_code: 'MI',
  country_id: 'IT',
  telephone: '02 12345678',
};

/** The address an order in a store view goes to by default: its home country's (decision 0056). */
export function homeAddressOf(storeCode: string | undefined, swedish: AddressDto): AddressDto {
  return storeCode === 'de' ? BERLIN : storeCode === 'it' ? MILAN : swedish;
}

const RATE_PER_MILLE = 87;

/**
 * A SEK price incl. 25 % VAT as a shopper in a country with `rate` % pays it in EUR (decision 0056), computed here
 * independently of the server: EUR gross in whole cents, net = gross / 1.25 in whole cents, plus the destination's
 * VAT in whole cents. Answers cents.
 */
export function eurCentsFor(sek: number, rate: number): number {
  // In integers (87 / 1 000 is the rate): 159 500 öre × 0.087 is 13 876.499… in floating point, 13 876.5 exactly.
  const gross = Math.round((Math.round(sek * 100) * RATE_PER_MILLE) / 1000);
  const net = Math.round((gross * 100) / 125);
  return net + Math.round((net * rate) / 100);
}

/**
 * A guest order in /de to Berlin by courier, paid with `payment` (invoice by default); `overrides` as orderRequest's.
 */
export function germanOrder(
  products: OrderRequest['products'],
  overrides: Partial<OrderRequest> = {},
  payment = 'invoice',
): OrderRequest {
  return orderRequest(products, {
    store_code: 'de',
    addressInformation: {
      // /de ships to Germany and Austria (decision 0056).
      shippingAddress: BERLIN,
      billingAddress: BERLIN,
      shipping_carrier_code: 'courier',
      shipping_method_code: 'flatrate',
      payment_method_code: payment,
    },
    ...overrides,
  });
}
