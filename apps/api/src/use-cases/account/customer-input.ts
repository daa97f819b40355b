import type { CustomerInputDto as CustomerInput } from '@hemma/contract';
import type { AddressDto } from '@hemma/contract';
import {
  validateAddress,
  validatePassword,
  validatePersonalDetails,
  validationMessage,
  type ValidationIssue,
} from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import type { NewCustomerAddress } from '../../modules/customer/customer-repository.ts';

/** An address of the address book: the contract's address (SPEC §3) and whether it is a default. */
export type CustomerAddressInput = Omit<AddressDto, 'email'> & {
  default_shipping?: boolean | undefined;
  default_billing?: boolean | undefined;
};

/** The commerce rules name form fields; the API answers with the names of its own JSON fields. */
const API_FIELD: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  emailAddress: 'email',
  streetAddress: 'street',
  zipCode: 'postcode',
  country: 'country_id',
  phoneNumber: 'telephone',
  taxId: 'vat_id',
  state: 'region_code',
};

/** An issue of the commerce rules as the API words it: `{prefix}{its JSON field}: {message}`. */
export function describeIssues(issues: readonly ValidationIssue[], prefix: string): string[] {
  return issues.map(
    (issue) => `${prefix}${API_FIELD[issue.field] ?? issue.field}: ${validationMessage(issue)}`,
  );
}

/** SPEC §5 rules for a customer and the address book, with the messages the storefront forms show. */
export function customerIssues(customer: CustomerInput): string[] {
  const personal = validatePersonalDetails({
    firstName: customer.firstname,
    lastName: customer.lastname,
    emailAddress: customer.email,
  });
  const addresses = (customer.addresses ?? []).flatMap((address, i) =>
    describeIssues(
      validateAddress({
        firstName: address.firstname,
        lastName: address.lastname,
        country: address.country_id,
        streetAddress: address.street.join(' '),
        city: address.city,
        state: address.region_code ?? address.region ?? '',
        zipCode: address.postcode,
        phoneNumber: address.telephone ?? '',
        taxId: address.vat_id ?? '',
      }),
      `customer.addresses.${i}.`,
    ),
  );
  return [...describeIssues(personal, 'customer.'), ...addresses];
}

/** The first SPEC §5 password rule a password breaks, as its message; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const [issue] = validatePassword(password);
  return issue ? validationMessage(issue) : null;
}

/** Throws one 400 listing every problem, so a client can fix them all at once. */
export function assertNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new InputError(problems.join(' '));
}

/**
 * Address rows in the order given. One address is the default for shipping and one for billing: the first one
 * flagged, else the first of the book, since a customer with addresses expects checkout to propose one.
 */
export function toAddressRows(addresses: readonly CustomerAddressInput[]): NewCustomerAddress[] {
  const shipping = Math.max(
    0,
    addresses.findIndex((a) => a.default_shipping),
  );
  const billing = Math.max(
    0,
    addresses.findIndex((a) => a.default_billing),
  );
  return addresses.map((a, i) => ({
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    street: JSON.stringify(a.street.map((line) => line.trim()).filter((line) => line !== '')),
    city: a.city.trim(),
    postcode: a.postcode.trim(),
    country_id: a.country_id,
    region: a.region ?? null,
    region_id: a.region_id ?? null,
    region_code: a.region_code ?? null,
    telephone: a.telephone || null,
    company: a.company || null,
    vat_id: a.vat_id || null,
    default_shipping: i === shipping ? 1 : 0,
    default_billing: i === billing ? 1 : 0,
    position: i,
  }));
}
