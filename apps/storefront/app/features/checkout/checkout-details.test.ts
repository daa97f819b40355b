import { describe, expect, it } from 'vitest';
import {
  EMPTY_DETAILS,
  isInCheckout,
  paymentIssues,
  personalIssues,
  PICKUP_POINT_METHOD,
  pickupPointOf,
  shippingIssues,
  stillFailing,
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

describe('errors while the shopper corrects a step', () => {
  it('drop a corrected field at once, keep what still fails and add nothing new until "Fortsätt"', () => {
    const shown = shippingIssues({ ...shipping, phoneNumber: '12', city: '' }, false);
    expect(Object.keys(shown)).toEqual(['shipping.city', 'shipping.phoneNumber']);
    // The phone is corrected; the name is now emptied as well, but that waits for "Fortsätt".
    const now = shippingIssues({ ...shipping, phoneNumber: '070-123 45 67', city: '', firstName: '' }, false);
    expect(Object.keys(stillFailing(shown, now, 'shipping'))).toEqual(['shipping.city']);
    // Another step's errors are not this step's to clear.
    const personal = { 'personal.emailAddress': { field: 'emailAddress', code: 'email' as const } };
    expect(stillFailing({ ...personal, ...shown }, {}, 'shipping')).toEqual(personal);
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
