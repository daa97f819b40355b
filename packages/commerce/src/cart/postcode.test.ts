import { describe, expect, it } from 'vitest';
import { formatPostcode, isValidPostcode } from './postcode.ts';
import { validateAddress, validatePostcode, validationMessage } from './validation.ts';

describe('postcodes by country', () => {
  it.each([
    ['SE', '11453', true, '114 53'],
    ['SE', ' 114 53 ', true, '114 53'],
    ['SE', '1 1 4 5 3', true, '114 53'],
    ['SE', '1234', false, '1234'],
    ['SE', '1145', false, '1145'],
    ['SE', 'ABCDE', false, 'ABCDE'],
    ['SE', '123456', false, '123456'],
    ['SE', '01234', false, '01234'],
    ['SE', '', false, ''],
    // A country without a rule of its own: anything not blank, as typed.
    ['NO', '0150', true, '0150'],
    ['NO', ' 0150 ', true, '0150'],
  ])('%s %j: valid %s, shown %j', (country, postcode, valid, shown) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
    expect(formatPostcode(country, postcode)).toBe(shown);
  });

  it('names the digits and an example in the message of a malformed Swedish postcode', () => {
    const issue = validatePostcode('SE', '1234');
    expect(issue).toMatchObject({ field: 'zipCode', code: 'postcode' });
    expect(validationMessage(issue!)).toBe('Zip-code must have 5 digits, such as 114 53.');
    expect(validatePostcode('SE', '')).toMatchObject({ code: 'required' });
    expect(validatePostcode('SE', '114 53')).toBeNull();
  });

  it('checks an address by its country: the Swedish rule in Sweden, the SPEC minimum length elsewhere', () => {
    const address = { firstName: 'Karin', lastName: 'Lind', streetAddress: 'Storgatan 1', city: 'Ort' };
    const zip = (country: string, zipCode: string) =>
      validateAddress({ ...address, country, zipCode }).find((issue) => issue.field === 'zipCode')?.code;
    expect(zip('SE', '1145')).toBe('postcode');
    expect(zip('SE', '11453')).toBeUndefined();
    expect(zip('NO', '01')).toBe('zipMinLength');
    expect(zip('NO', '0150')).toBeUndefined();
  });
});
