import { describe, expect, it } from 'vitest';
import {
  type AddressInput,
  type PersonalDetailsInput,
  type ValidationIssue,
  isValidEmail,
  isValidPhone,
  isValidSwedishPhone,
  validateAddress,
  validatePassword,
  validatePersonalDetails,
  validateQuantity,
  validationMessage,
} from './validation.ts';

describe('validationMessage', () => {
  it.each<[Pick<ValidationIssue, 'code' | 'params'>, string]>([
    [{ code: 'required' }, 'Field is required'],
    [{ code: 'greaterThanZero' }, 'Must be greater than 0'],
    [{ code: 'qtyAboveZero' }, 'Quantity must be above 0'],
    [{ code: 'qtyBelow', params: { quantity: 10 } }, 'Quantity must be below 10'],
    [{ code: 'qtyPositiveInteger' }, 'Quantity must be positive integer'],
    [{ code: 'nameMinLength' }, 'Name must have at least 2 letters.'],
    [{ code: 'nameMinLength', params: { min: 3 } }, 'Name must have at least 3 letters.'],
    [{ code: 'passwordMinLength' }, 'Password must have at least 8 letters.'],
    [{ code: 'passwordsIdentical' }, 'Passwords must be identical'],
    [
      { code: 'passwordClasses' },
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
    ],
    [{ code: 'taxIdMinLength' }, 'Tax ID must have at least 3 letters.'],
    [{ code: 'taxIdentificationMinLength' }, 'Tax identification number must have at least 3 letters.'],
    [{ code: 'zipMinLength' }, 'Zip-code must have at least 3 letters.'],
    [{ code: 'email' }, 'Please provide valid e-mail address.'],
    [{ code: 'phone' }, 'Please provide valid phone number.'],
    [{ code: 'terms' }, 'You must accept the terms and conditions.'],
    [{ code: 'maxQuantity', params: { maxQuantity: 4 } }, 'Only 4 products of this type are available!'],
    [{ code: 'maxQuantity' }, 'Only {maxQuantity} products of this type are available!'],
  ])('%j → %s', (issue, text) => {
    expect(validationMessage(issue)).toBe(text);
  });
});

describe('validateQuantity', () => {
  it.each<[unknown, number | undefined, ValidationIssue | null]>([
    [1, undefined, null],
    ['3', undefined, null],
    [' 3 ', 5, null],
    [5, 5, null],
    [6, 5, { field: 'qty', code: 'maxQuantity', params: { maxQuantity: 5 } }],
    [1, 0, { field: 'qty', code: 'maxQuantity', params: { maxQuantity: 0 } }],
    [undefined, undefined, { field: 'qty', code: 'required' }],
    [null, undefined, { field: 'qty', code: 'required' }],
    ['  ', undefined, { field: 'qty', code: 'required' }],
    [0, undefined, { field: 'qty', code: 'qtyAboveZero' }],
    [-2, undefined, { field: 'qty', code: 'qtyAboveZero' }],
    [1.5, undefined, { field: 'qty', code: 'qtyPositiveInteger' }],
    ['två', undefined, { field: 'qty', code: 'qtyPositiveInteger' }],
    [Number.NaN, undefined, { field: 'qty', code: 'qtyPositiveInteger' }],
    [Infinity, undefined, { field: 'qty', code: 'qtyPositiveInteger' }],
    [true, undefined, { field: 'qty', code: 'qtyPositiveInteger' }],
  ])('%j with max %s → %j', (qty, max, expected) => {
    expect(validateQuantity(qty, max)).toEqual(expected);
  });
});

const codes = (issues: ValidationIssue[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('validatePassword', () => {
  it.each<[string, string | undefined, string[]]>([
    ['Hemma2026', 'Hemma2026', []],
    ['hemma-2026', undefined, []],
    ['kort Lösen', undefined, []],
    ['ÅÄÖåäö12', undefined, []],
    ['', undefined, ['password:required']],
    ['        ', undefined, ['password:required']],
    ['Hem2026', undefined, ['password:passwordMinLength']],
    ['hemmahemma', undefined, ['password:passwordClasses']],
    ['hemma2026', undefined, ['password:passwordClasses']],
    ['Hemma2026', 'hemma2026', ['repeatPassword:passwordsIdentical']],
    ['Hemma2026', '', ['repeatPassword:required']],
    ['', '', ['password:required', 'repeatPassword:required']],
  ])('%j repeated as %j → %j', (password, repeat, expected) => {
    expect(codes(validatePassword(password, repeat))).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(codes(validatePassword('😀😀😀A1b'))).toEqual(['password:passwordMinLength']);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['anna@example.se', true],
    ['anna.svensson+hemma@mail.example.co.uk', true],
    ['åsa@exempel.se', true],
    ['olle@xn--rksmrgs-5wao1o.se', true],
    ['anna@example', false],
    ['anna@.se', false],
    ['anna@example..se', false],
    ['anna.@example.se', false],
    ['anna svensson@example.se', false],
    ['@example.se', false],
    ['anna@@example.se', false],
    ['anna@exam_ple.se', false],
    ['anna@example.s', false],
    ['anna@example.123', false],
    [' anna@example.se', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isValidSwedishPhone', () => {
  it.each([
    ['070-123 45 67', true],
    ['0701234567', true],
    ['+46 70 123 45 67', true],
    ['0046701234567', true],
    ['08-123 45 67', true],
    ['046-12 34 56', true],
    ['1234567', false],
    ['070-123', false],
    ['+47 412 34 567', false],
    ['00-123 45 67', false],
  ])('%j → %s', (phone, expected) => {
    expect(isValidSwedishPhone(phone)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['070-123 45 67', true],
    ['+46 70 123 45 67', true],
    ['(08) 123 456', true],
    ['1234567', true],
    ['123456', false],
    ['+1234567890123456', false],
    ['070 123 45 67 ext 2', false],
    ['46+70123456', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('validatePersonalDetails', () => {
  const guest: PersonalDetailsInput = { firstName: 'Anna', lastName: 'Ek', emailAddress: 'anna@example.se' };

  it.each<[string, Partial<PersonalDetailsInput>, string[]]>([
    ['a guest', {}, []],
    [
      'blank fields',
      { firstName: ' ', lastName: '', emailAddress: '' },
      ['firstName:required', 'lastName:required', 'emailAddress:required'],
    ],
    [
      'one-letter names after trimming',
      { firstName: ' A ', lastName: 'B' },
      ['firstName:nameMinLength', 'lastName:nameMinLength'],
    ],
    ['an e-mail with spaces around it', { emailAddress: '  anna@example.se ' }, []],
    ['a bad e-mail', { emailAddress: 'anna@example' }, ['emailAddress:email']],
    ['a password the guest does not want to use', { password: 'x', createAccount: false }, []],
    [
      'an account without a password',
      { createAccount: true },
      ['password:required', 'repeatPassword:required'],
    ],
    [
      'an account with a good password',
      { createAccount: true, password: 'Hemma2026', repeatPassword: 'Hemma2026' },
      [],
    ],
    [
      'an account with a weak password',
      { createAccount: true, password: 'hemma', repeatPassword: 'hemma' },
      ['password:passwordMinLength'],
    ],
  ])('%s → %j', (_, overrides, expected) => {
    expect(codes(validatePersonalDetails({ ...guest, ...overrides }))).toEqual(expected);
  });

  it('says how many letters a name needs', () => {
    const [issue] = validatePersonalDetails({ ...guest, firstName: 'A' });
    expect(issue && validationMessage(issue)).toBe('Name must have at least 2 letters.');
  });
});

describe('validateAddress', () => {
  const home: AddressInput = {
    firstName: 'Anna',
    lastName: 'Ek',
    country: 'SE',
    streetAddress: 'Storgatan 1',
    city: 'Uppsala',
    zipCode: '753 20',
  };

  it.each<[string, Partial<AddressInput>, Parameters<typeof validateAddress>[1], string[]]>([
    ['a Swedish address', {}, undefined, []],
    [
      'blank required fields',
      { firstName: '', lastName: '', country: '', streetAddress: ' ', city: '', zipCode: '' },
      undefined,
      [
        'firstName:required',
        'lastName:required',
        'streetAddress:required',
        'city:required',
        'zipCode:required',
        'country:required',
      ],
    ],
    ['a short Swedish postcode', { zipCode: ' 75 ' }, undefined, ['zipCode:postcode']],
    [
      'a short postcode of a country without a rule',
      { zipCode: ' 75 ', country: 'NO' },
      undefined,
      ['zipCode:zipMinLength'],
    ],
    ['no phone where it is optional', { phoneNumber: '' }, undefined, []],
    ['no phone where it is required', { phoneNumber: ' ' }, { requirePhone: true }, ['phoneNumber:required']],
    ['a phone number', { phoneNumber: '+46 70 123 45 67' }, { requirePhone: true }, []],
    ['a bad phone number', { phoneNumber: '12-34' }, undefined, ['phoneNumber:phone']],
    ['a company and a tax id', { company: 'Hemma AB', taxId: 'SE556677889901' }, undefined, []],
    ['a short tax id', { taxId: 'SE' }, undefined, ['taxId:taxIdMinLength']],
    [
      'a short tax id on an invoice',
      { taxId: 'SE' },
      { invoice: true },
      ['taxId:taxIdentificationMinLength'],
    ],
    ['optional fields left out', { apartmentNumber: '', state: '', company: '' }, undefined, []],
  ])('%s → %j', (_, overrides, options, expected) => {
    expect(codes(validateAddress({ ...home, ...overrides }, options))).toEqual(expected);
  });
});
