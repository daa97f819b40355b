import type { CustomerAddressDto, CustomerDto } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import {
  normalizeEmail,
  type CustomerAddressRow,
  type CustomerRow,
} from '../../modules/customer/customer-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AccountContext } from './account-context.ts';
import type { AuthenticatedCustomer } from './authenticate.ts';
import { checkCredentials, type CredentialSource } from './check-credentials.ts';
import { assertNoProblems, customerIssues, toAddressRows } from './customer-input.ts';
import type { CustomerInputDto as CustomerInput } from '@hemma/contract';

/** SPEC §8: the one answer that may say an e-mail is registered (registration and e-mail change need it). */
export const DUPLICATE_EMAIL_MESSAGE =
  'A customer with the same email already exists in an associated website.';

export function presentCustomer(
  customer: CustomerRow,
  addresses: readonly CustomerAddressRow[],
): CustomerDto {
  const book = addresses.map((a): CustomerAddressDto => ({
    id: a.id,
    customer_id: a.customer_id,
    firstname: a.firstname,
    lastname: a.lastname,
    street: JSON.parse(a.street) as string[],
    city: a.city,
    postcode: a.postcode,
    country_id: a.country_id,
    region: a.region,
    region_id: a.region_id,
    region_code: a.region_code,
    telephone: a.telephone,
    company: a.company,
    vat_id: a.vat_id,
    default_shipping: a.default_shipping === 1,
    default_billing: a.default_billing === 1,
  }));
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    group_id: customer.group_id,
    loyalty_card_number: customer.loyalty_card_number,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    default_shipping: book.find((a) => a.default_shipping)?.id ?? null,
    default_billing: book.find((a) => a.default_billing)?.id ?? null,
    addresses: book,
  };
}

/** GET /api/user/me. The id comes from the verified token, never from the request. */
export async function getProfile(context: AccountContext, customerId: number): Promise<CustomerDto> {
  const customer = await context.customers.findById(customerId);
  // authenticate checked the row a moment ago; gone now means it was deleted in between.
  if (!customer) throw new InputError('The customer account no longer exists.');
  return presentCustomer(customer, await context.customers.addresses(customerId));
}

export const EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your e-mail address.';
export const EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE = 'The current password is wrong.';

/** A refused e-mail change answers `{errorMessage}` like a refused password change (SPEC §8), not a throw. */
export type UpdateProfileOutcome =
  { ok: true; customer: CustomerDto } | { ok: false; status: 400 | 429; errorMessage: string };

/**
 * POST /api/user/me: changes the caller's own name, e-mail and — when `addresses` is sent — replaces the address
 * book with it (ids are given anew). Fields such as id or group_id in the body are ignored by the schema.
 * A new e-mail needs the current password (decision 0013): the e-mail is where reset links go, so a stolen access
 * token must not be enough to take the account over. The check is throttled like a login.
 */
export async function updateProfile(
  context: AccountContext,
  customer: AuthenticatedCustomer,
  input: CustomerInput,
  credentials: { currentPassword?: string | undefined } & CredentialSource,
): Promise<UpdateProfileOutcome> {
  const customerId = customer.customerId;
  assertNoProblems(customerIssues(input));
  const email = normalizeEmail(input.email);
  // The password first: without it, nobody learns here whether another account uses an e-mail.
  if (email !== normalizeEmail(customer.email)) {
    const password = credentials.currentPassword ?? '';
    if (password === '')
      return { ok: false, status: 400, errorMessage: EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE };
    const check = await checkCredentials(context, customer.email, password, credentials);
    if (!check.ok)
      return check.status === 429
        ? { ok: false, status: 429, errorMessage: check.message }
        : { ok: false, status: 400, errorMessage: EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE };
  }
  const owner = await context.customers.findByEmail(email);
  if (owner && owner.id !== customerId) throw new InputError(DUPLICATE_EMAIL_MESSAGE);
  const change = { email, firstname: input.firstname.trim(), lastname: input.lastname.trim() };
  const addresses = input.addresses ? toAddressRows(input.addresses) : undefined;
  try {
    await context.customers.updateProfile(customerId, change, addresses, context.now().toISOString());
  } catch (error) {
    // Another customer took the e-mail between the check and the update.
    if (isUniqueViolation(error)) throw new InputError(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  return { ok: true, customer: await getProfile(context, customerId) };
}

export type { CustomerAddressDto };
