import { describe, expect, it } from 'vitest';
import { addressLayout, destinationCountry, isValidPhoneFor, normalisePhone } from './address-rules.ts';
import { formatPostcode, isValidPostcode } from './postcode.ts';
import { validateAddress, type AddressInput } from './validation.ts';
import { grossForDestination } from '../tax.ts';

describe('postcodes of the countries the shop ships to', () => {
  it.each([
    ['DE', '10117', true],
    ['DE', '01067', true],
    ['DE', '1011', false],
    ['DE', '101170', false],
    ['AT', '1010', true],
    ['AT', '0999', false],
    ['AT', '10100', false],
    ['IT', '20123', true],
    ['IT', '00118', true],
    ['IT', '2012', false],
    ['IT', 'MI201', false],
    ['SE', '11453', true],
    ['SE', '01234', false],
  ])('%s %s well formed: %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('writes each as its country does', () => {
    expect(formatPostcode('SE', '11453')).toBe('114 53');
    expect(formatPostcode('DE', ' 10117 ')).toBe('10117');
    expect(formatPostcode('IT', '20 123')).toBe('20123');
  });
});

describe('phone numbers', () => {
  it.each([
    ['DE', '030 1234567', '+49301234567'],
    ['DE', '+49 30 1234567', '+49301234567'],
    ['DE', '0049 (30) 123-4567', '+49301234567'],
    ['DE', '030/1234567', '+49301234567'],
    ['AT', '01 5123456', '+4315123456'],
    ['AT', '+43 664 1234567', '+436641234567'],
    ['IT', '02 12345678', '+390212345678'],
    ['IT', '+39 347 1234567', '+393471234567'],
    ['SE', '070-123 45 67', '+46701234567'],
  ])('%s %s is %s', (country, typed, normalised) => {
    expect(isValidPhoneFor(country, typed)).toBe(true);
    expect(normalisePhone(country, typed)).toBe(normalised);
  });

  it.each([
    ['DE', '+39 02 1234567'],
    ['DE', '301234567'],
    ['AT', '0043 0 1234'],
    ['IT', '+39 5123456'],
    ['SE', '0046 070 123'],
    ['DE', 'call me'],
  ])('%s refuses %s and keeps it as typed', (country, typed) => {
    expect(isValidPhoneFor(country, typed)).toBe(false);
    expect(normalisePhone(country, typed)).toBe(typed.trim());
  });
});

describe('addresses per country', () => {
  const berlin: AddressInput = {
    firstName: 'Anna',
    lastName: 'Schmidt',
    country: 'DE',
    streetAddress: 'Friedrichstraße 43',
    city: 'Berlin',
    zipCode: '10117',
    phoneNumber: '030 1234567',
  };

  it('names the field of a bad postcode, phone or province', () => {
    expect(validateAddress(berlin)).toEqual([]);
    expect(validateAddress({ ...berlin, zipCode: '1011' })).toEqual([
      { field: 'zipCode', code: 'postcode', params: { digits: 5, example: '10115' } },
    ]);
    expect(validateAddress({ ...berlin, phoneNumber: '+46 70 123 45 67' })).toEqual([
      { field: 'phoneNumber', code: 'phone' },
    ]);
    const milan = { ...berlin, country: 'IT', zipCode: '20123', phoneNumber: '02 12345678' };
    expect(validateAddress(milan)).toEqual([{ field: 'state', code: 'required' }]);
    expect(validateAddress({ ...milan, state: 'Milano' })).toEqual([{ field: 'state', code: 'province' }]);
    expect(validateAddress({ ...milan, state: 'mi' })).toEqual([]);
  });

  it('lays out the fields in the order and with the names of the country', () => {
    expect(addressLayout('DE').fields).toEqual(['streetAddress', 'apartmentNumber', 'zipCode', 'city']);
    expect(addressLayout('DE').labels.streetAddress).toBe('address.street.DE');
    expect(addressLayout('IT')).toMatchObject({ stateRequired: true });
    expect(addressLayout('IT').fields).toContain('state');
    expect(addressLayout('XX')).toEqual(addressLayout('SE'));
  });

  it("taxes for the address's country when the store view ships there, else its home", () => {
    expect(destinationCountry(['DE', 'AT'], 'at')).toBe('AT');
    expect(destinationCountry(['DE', 'AT'], 'SE')).toBe('DE');
    expect(destinationCountry(['DE', 'AT'], null)).toBe('DE');
  });
});

describe('gross prices by destination', () => {
  it('takes the net of the SEK gross price and adds the destination rate, to the cent', () => {
    // 1 000,00 at 25 % → net 800,00 → 952,00 in DE, 960,00 in AT, 976,00 in IT.
    expect(grossForDestination(100_000, 25, 19)).toEqual({ net: 80_000, tax: 15_200, gross: 95_200 });
    expect(grossForDestination(100_000, 25, 20).gross).toBe(96_000);
    expect(grossForDestination(100_000, 25, 22).gross).toBe(97_600);
    // 86,99 € → net 69,59 € (69,592) → tax 13,22 € (13,2221) → 82,81 €.
    expect(grossForDestination(8699, 25, 19)).toEqual({ net: 6959, tax: 1322, gross: 8281 });
    // The same rate keeps the price as it is.
    expect(grossForDestination(8699, 25, 25)).toEqual({ net: 6959, tax: 1740, gross: 8699 });
  });
});
