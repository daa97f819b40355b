import type { AddressDto } from '@hemma/contract';
import { formatPostcode, normalisePhone, validateAddress } from '@hemma/commerce';
import { describeIssues } from '../account/customer-input.ts';

/** The commerce address rules of the address's country, as the API words them (`shippingAddress.postcode: …`). */
export function addressIssues(address: AddressDto | null | undefined, prefix: string): string[] {
  if (!address) return [`${prefix}: is required`];
  const issues = validateAddress(
    {
      firstName: address.firstname,
      lastName: address.lastname,
      country: address.country_id,
      streetAddress: address.street[0] ?? '',
      apartmentNumber: address.street[1] ?? '',
      city: address.city,
      state: address.region_code ?? address.region ?? '',
      zipCode: address.postcode,
      phoneNumber: address.telephone ?? '',
      company: address.company ?? '',
      taxId: address.vat_id ?? '',
    },
    { invoice: prefix === 'billingAddress' },
  );
  return describeIssues(issues, `${prefix}.`);
}

/**
 * The address with its postcode as its country writes it (`11453` → `114 53`), as mails and pages show it, and its
 * phone number in the international form (`030 1234567` in DE → `+49301234567`, decision 0056).
 */
export const withPostcodeFormatted = (address: AddressDto | null | undefined) =>
  address && {
    ...address,
    postcode: formatPostcode(address.country_id, address.postcode),
    ...(address.telephone ? { telephone: normalisePhone(address.country_id, address.telephone) } : {}),
    ...(address.region_code ? { region_code: address.region_code.trim().toUpperCase() } : {}),
  };
