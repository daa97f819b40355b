import { describe, expect, it } from 'vitest';
import {
  EMPTY_DETAILS,
  isInCheckout,
  paymentIssues,
  personalIssues,
  PICKUP_POINT_METHOD,
  pickupPointOf,
  postcodeOf,
  shippingIssues,
  toAddressDto,
  withNameFrom,
} from './checkout-details.ts';

const shipping = {
  ...EMPTY_DETAILS.shipping,
  firstName: 'Astrid',
  lastName: 'Lindqvist',
  streetAddress: 'Storgatan 12',
  apartmentNumber: 'lgh 1102',
  city: 'Uppsala',
  zipCode: '753 20',
  shippingMethod: 'courier_flatrate',
};

describe('Swedish postcodes', () => {
  it('are written 123 45 whether typed 12345 or 123 45; others stay as typed', () => {
    expect(postcodeOf('11151', 'SE')).toBe('111 51');
    expect(postcodeOf(' 111 51 ', 'SE')).toBe('111 51');
    expect(postcodeOf('10115', 'DE')).toBe('10115');
    expect(postcodeOf('1115', 'SE')).toBe('1115');
  });
});

describe('checkout steps', () => {
  it('asks a password with the SPEC rules only of a guest who creates an account', () => {
    const person = { firstName: 'Anna', lastName: 'Berg', emailAddress: 'anna@example.se' };
    expect(personalIssues({ ...person, createAccount: false, password: '' })).toEqual({});
    expect(
      personalIssues({ ...person, createAccount: true, password: 'kort', repeatPassword: 'kort' }),
    ).toEqual({
      'personal.password': { field: 'password', code: 'passwordMinLength', params: { min: 8 } },
    });
    expect(
      personalIssues({ ...person, createAccount: true, password: 'Lösen-123', repeatPassword: 'Lösen-124' }),
    ).toEqual({ 'personal.repeatPassword': { field: 'repeatPassword', code: 'passwordsIdentical' } });
  });

  it('names the personal fields that need fixing with their SPEC codes', () => {
    expect(personalIssues({ firstName: 'A', lastName: '', emailAddress: 'x@' })).toEqual({
      'personal.firstName': { field: 'firstName', code: 'nameMinLength', params: { min: 2 } },
      'personal.lastName': { field: 'lastName', code: 'required' },
      'personal.emailAddress': { field: 'emailAddress', code: 'email' },
    });
  });

  it('asks for a shipping method and a valid address, but not for a virtual cart', () => {
    expect(shippingIssues(shipping, false)).toEqual({});
    expect(Object.keys(shippingIssues({ ...shipping, zipCode: '1', shippingMethod: '' }, false))).toEqual([
      'shipping.zipCode',
      'shipping.shippingMethod',
    ]);
    expect(shippingIssues({ ...EMPTY_DETAILS.shipping }, true)).toEqual({});
  });

  it('asks for a pick-up point with "Hämta hos ombud" only, and the order carries it only then', () => {
    const point = {
      id: 'SE-7502',
      name: 'Pressbyrån Uppsala C',
      street: 'Kungsgatan 57',
      postcode: '753 21',
      city: 'Uppsala',
      opening_hours: 'Mån–fre 7–22',
    };
    const ombud = { ...shipping, shippingMethod: PICKUP_POINT_METHOD };
    expect(Object.keys(shippingIssues(ombud, false))).toEqual(['shipping.pickupPoint']);
    expect(shippingIssues({ ...ombud, pickupPoint: point }, false)).toEqual({});
    expect(pickupPointOf({ shipping: { ...ombud, pickupPoint: point } })).toEqual(point);
    // A point chosen earlier stays out of an order sent another way.
    expect(pickupPointOf({ shipping: { ...shipping, pickupPoint: point } })).toBeNull();
  });

  it('checks the billing address only when it differs from the shipping address', () => {
    const payment = { ...EMPTY_DETAILS.payment, paymentMethod: 'invoice' };
    expect(paymentIssues(payment, true)).toEqual({});
    expect(Object.keys(paymentIssues(payment, false))).toContain('payment.streetAddress');
    expect(paymentIssues({ ...payment, paymentMethod: '' }, true)).toHaveProperty('payment.paymentMethod');
  });

  it('builds the API address with street lines and trimmed values', () => {
    expect(toAddressDto({ ...shipping, city: ' Uppsala ' }, 'a@b.se')).toMatchObject({
      street: ['Storgatan 12', 'lgh 1102'],
      city: 'Uppsala',
      postcode: '753 20',
      country_id: 'SE',
      telephone: null,
    });
  });

  it('counts the shopper as in checkout for 30 minutes after the last change', () => {
    expect(isInCheckout({ modifiedAt: 1_000 }, 1_000 + 1_799_999)).toBe(true);
    expect(isInCheckout({ modifiedAt: 1_000 }, 1_000 + 1_800_000)).toBe(false);
    expect(isInCheckout({ modifiedAt: 0 }, 5)).toBe(false);
  });
});

describe('withNameFrom', () => {
  const personal = {
    firstName: ' Astrid ',
    lastName: 'Lindqvist',
    emailAddress: 'a@example.se',
    createAccount: false,
    password: '',
    repeatPassword: '',
  };

  it('fills empty name fields of an address from personal details', () => {
    expect(withNameFrom(personal, EMPTY_DETAILS.shipping)).toMatchObject({
      firstName: 'Astrid',
      lastName: 'Lindqvist',
      streetAddress: '',
    });
  });

  it('keeps a name the shopper typed into the address', () => {
    const typed = { ...EMPTY_DETAILS.shipping, firstName: 'Sven', lastName: ' ' };
    expect(withNameFrom(personal, typed)).toMatchObject({ firstName: 'Sven', lastName: 'Lindqvist' });
  });
});
