import { addressLayout, isProvinceCode, isValidPhoneFor } from './address-rules.ts';
import { isValidPostcode, postcodeFormat } from './postcode.ts';

/** SPEC §5 form rules, shared by the storefront forms (which translate the text) and the API (400 answers). */

export type ValidationCode =
  | 'required'
  | 'greaterThanZero'
  | 'qtyAboveZero'
  | 'qtyBelow'
  | 'qtyPositiveInteger'
  | 'nameMinLength'
  | 'passwordMinLength'
  | 'passwordsIdentical'
  | 'passwordClasses'
  | 'taxIdMinLength'
  | 'taxIdentificationMinLength'
  | 'zipMinLength'
  | 'postcode'
  | 'email'
  | 'phone'
  | 'province'
  | 'terms'
  | 'maxQuantity';

export interface ValidationIssue {
  field: string;
  code: ValidationCode;
  params?: Record<string, number | string>;
}

export const PLEASE_FIX_VALIDATION_ERRORS = 'Please fix the validation errors';

export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const TAX_ID_MIN_LENGTH = 3;
export const ZIP_MIN_LENGTH = 3;

/** English texts with {placeholders}: the keys the storefront translates before filling in the params. */
export const VALIDATION_MESSAGES: Record<ValidationCode, string> = {
  required: 'Field is required',
  greaterThanZero: 'Must be greater than 0',
  qtyAboveZero: 'Quantity must be above 0',
  qtyBelow: 'Quantity must be below {quantity}',
  qtyPositiveInteger: 'Quantity must be positive integer',
  nameMinLength: 'Name must have at least {min} letters.',
  passwordMinLength: 'Password must have at least {min} letters.',
  passwordsIdentical: 'Passwords must be identical',
  passwordClasses:
    'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
  taxIdMinLength: 'Tax ID must have at least {min} letters.',
  taxIdentificationMinLength: 'Tax identification number must have at least {min} letters.',
  zipMinLength: 'Zip-code must have at least {min} letters.',
  postcode: 'Zip-code must have {digits} digits, such as {example}.',
  email: 'Please provide valid e-mail address.',
  phone: 'Please provide valid phone number.',
  province: 'Please give the province as its two-letter code, such as MI.',
  terms: 'You must accept the terms and conditions.',
  maxQuantity: 'Only {maxQuantity} products of this type are available!',
};

// Some forms ask for longer names (SPEC §5: "some forms 3"); without params the SPEC's default text results.
const DEFAULT_PARAMS: Partial<Record<ValidationCode, Record<string, number>>> = {
  nameMinLength: { min: NAME_MIN_LENGTH },
  passwordMinLength: { min: PASSWORD_MIN_LENGTH },
  taxIdMinLength: { min: TAX_ID_MIN_LENGTH },
  taxIdentificationMinLength: { min: TAX_ID_MIN_LENGTH },
  zipMinLength: { min: ZIP_MIN_LENGTH },
};

/** The English text of an issue with its params filled in. */
export function validationMessage(issue: Pick<ValidationIssue, 'code' | 'params'>): string {
  const params = { ...DEFAULT_PARAMS[issue.code], ...issue.params };
  return VALIDATION_MESSAGES[issue.code].replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in params ? String(params[key]) : placeholder,
  );
}

/** Length in characters as a person counts them, not UTF-16 units. */
const length = (s: string) => [...s].length;

const EMAIL_LOCAL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** A deliverable-looking address: no spaces, a dotted domain whose last label starts with a letter. */
export function isValidEmail(s: string): boolean {
  if (length(s) > 254) return false;
  const at = s.lastIndexOf('@');
  const local = s.slice(0, at);
  const labels = s.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    at > 0 &&
    length(local) <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^\p{L}[\p{L}\p{N}-]+$/u.test(tld)
  );
}

/** Digits with the usual separators, a leading + at most; 7–15 digits (E.164 allows 15). */
/**
 * A Swedish number as Swedes write it (decision 0027): 07x-xxx xx xx, 08-123 45 67, +46 70 123 45 67 or 0046…; the
 * trunk 0 or the country code, then 7–9 digits not starting with 0.
 */
export function isValidSwedishPhone(s: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(s)) return false;
  return /^(?:\+46|0046|0)[1-9]\d{6,8}$/.test(s.replace(/[\s()-]/g, ''));
}

export function isValidPhone(s: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** SPEC §5 quantity rules. Form fields give text, so numeric strings are read as numbers. */
export function validateQuantity(qty: unknown, max?: number): ValidationIssue | null {
  const issue = (code: ValidationCode, params?: ValidationIssue['params']): ValidationIssue =>
    params ? { field: 'qty', code, params } : { field: 'qty', code };
  if (qty == null || (typeof qty === 'string' && qty.trim() === '')) return issue('required');
  const n = typeof qty === 'string' ? Number(qty.trim()) : qty;
  if (typeof n !== 'number' || !Number.isFinite(n)) return issue('qtyPositiveInteger');
  if (n <= 0) return issue('qtyAboveZero');
  if (!Number.isInteger(n)) return issue('qtyPositiveInteger');
  // `max` is what is in stock, so the shopper is told how many there are rather than a bound to stay below.
  if (max !== undefined && n > max) return issue('maxQuantity', { maxQuantity: max });
  return null;
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
}

/**
 * One issue per field, the first rule that fails, as forms show one message under a field. Passwords are not
 * trimmed: a space is a valid character in a password, only an all-blank one counts as missing.
 */
export function validatePassword(password: string, repeat?: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (password.trim() === '') issues.push({ field: 'password', code: 'required' });
  else if (length(password) < PASSWORD_MIN_LENGTH) {
    issues.push({ field: 'password', code: 'passwordMinLength', params: { min: PASSWORD_MIN_LENGTH } });
  } else if (characterClasses(password) < 3) issues.push({ field: 'password', code: 'passwordClasses' });
  if (repeat === undefined) return issues;
  if (repeat.trim() === '') issues.push({ field: 'repeatPassword', code: 'required' });
  else if (repeat !== password) issues.push({ field: 'repeatPassword', code: 'passwordsIdentical' });
  return issues;
}

type Rule = (trimmed: string) => Omit<ValidationIssue, 'field'> | null;

/** Runs the rules in order on the trimmed value and records the first failure. */
function check(issues: ValidationIssue[], field: string, value: string | undefined, ...rules: Rule[]) {
  const trimmed = (value ?? '').trim();
  for (const rule of rules) {
    const failure = rule(trimmed);
    if (failure === null) continue;
    issues.push({ field, ...failure });
    return;
  }
}

const required: Rule = (v) => (v === '' ? { code: 'required' } : null);
const optional =
  (rule: Rule): Rule =>
  (v) =>
    v === '' ? null : rule(v);
const minLength =
  (code: ValidationCode, min: number): Rule =>
  (v) =>
    length(v) < min ? { code, params: { min } } : null;
const name = minLength('nameMinLength', NAME_MIN_LENGTH);
const email: Rule = (v) => (isValidEmail(v) ? null : { code: 'email' });
const phoneOf =
  (country: string): Rule =>
  (v) =>
    isValidPhoneFor(country, v) ? null : { code: 'phone' };
const province: Rule = (v) => (isProvinceCode(v) ? null : { code: 'province' });

/** The country's postcode rule (postcode.ts); SPEC §5's minimum length where the country has none. */
function postcodeOf(country: string): Rule {
  const format = postcodeFormat(country);
  if (!format) return minLength('zipMinLength', ZIP_MIN_LENGTH);
  return (v) =>
    isValidPostcode(country, v)
      ? null
      : { code: 'postcode', params: { digits: format.digits, example: format.example } };
}

/** A postcode on its own (a destination before the whole address is known): its issue, or null. */
export function validatePostcode(country: string, postcode: string): ValidationIssue | null {
  const issues: ValidationIssue[] = [];
  check(issues, 'zipCode', postcode, required, postcodeOf(country));
  return issues[0] ?? null;
}

export interface PersonalDetailsInput {
  firstName: string;
  lastName: string;
  emailAddress: string;
  createAccount?: boolean;
  password?: string;
  repeatPassword?: string;
}

/** Checkout step 1. A password is asked for only when the guest chooses to create an account. */
export function validatePersonalDetails(input: PersonalDetailsInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  check(issues, 'firstName', input.firstName, required, name);
  check(issues, 'lastName', input.lastName, required, name);
  check(issues, 'emailAddress', input.emailAddress, required, email);
  if (input.createAccount) issues.push(...validatePassword(input.password ?? '', input.repeatPassword ?? ''));
  return issues;
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber?: string;
  city: string;
  state?: string;
  zipCode: string;
  phoneNumber?: string;
  company?: string;
  taxId?: string;
}

/**
 * Shipping and payment addresses. Swedish addresses carry the house number in the street, so no apartment. The
 * invoice address of an order (`invoice`) names its field "tax identification number", an address book's "tax ID"
 * (SPEC §5 has both messages).
 */
export function validateAddress(
  input: AddressInput,
  options?: { requirePhone?: boolean; invoice?: boolean },
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  check(issues, 'firstName', input.firstName, required, name);
  check(issues, 'lastName', input.lastName, required, name);
  check(issues, 'streetAddress', input.streetAddress, required);
  check(issues, 'city', input.city, required);
  check(issues, 'zipCode', input.zipCode, required, postcodeOf(input.country));
  check(issues, 'country', input.country, required);
  // Italy: the province (Provincia) as its two-letter code is part of the address.
  if (addressLayout(input.country).stateRequired) check(issues, 'state', input.state, required, province);
  const number = phoneOf(input.country);
  const phoneRules = options?.requirePhone ? [required, number] : [optional(number)];
  check(issues, 'phoneNumber', input.phoneNumber, ...phoneRules);
  const taxIdCode = options?.invoice ? 'taxIdentificationMinLength' : 'taxIdMinLength';
  check(issues, 'taxId', input.taxId, optional(minLength(taxIdCode, TAX_ID_MIN_LENGTH)));
  return issues;
}
