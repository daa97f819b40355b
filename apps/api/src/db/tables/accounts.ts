import type { Generated } from 'kysely';

/**
 * Failed logins count per (e-mail, address) pair, per client address and per e-mail, for customers and staff alike,
 * so that nobody elsewhere can lock the owner out (decisions 0020, 0024). Registrations and reset requests count per
 * address (`register-address`, `reset-address`), every request, to slow down probing for registered e-mails; contact
 * mails and newsletter sign-ups (`contact-address`, `newsletter-address`) per address, as each sends mail.
 */
export type LoginAttemptScope =
  /** Wrong order number + e-mail pairs on the guest order page, per client address (decision 0054). */
  | 'order-lookup-address'
  | 'account'
  | 'account-address'
  | 'address'
  | 'staff-account'
  | 'staff-account-address'
  | 'staff-address'
  | 'register-address'
  | 'reset-address'
  | 'contact-address'
  | 'newsletter-address';

/** Migration 0006: a registered customer. `email` is stored normalised (trimmed, lower case). */
export interface CustomerTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  group_id: Generated<number>;
  password_hash: string;
  loyalty_card_number: string;
  created_at: string;
  updated_at: string;
}

/** Migration 0006: one entry of a customer's address book. */
export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  /** JSON array of street lines. */
  street: string;
  city: string;
  postcode: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  region_code: string | null;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  default_shipping: number;
  default_billing: number;
  position: number;
}

/** Migration 0006: a refresh token, known only by its SHA-256. */
export interface RefreshTokenTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  family_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Migration 0006: a password-reset token, known only by its SHA-256. */
export interface PasswordResetTokenTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Migration 0006: one failed login. */
export interface LoginAttemptTable {
  id: Generated<number>;
  scope: LoginAttemptScope;
  subject_hash: string;
  created_at: string;
}

/**
 * Migration 0029: a row per lock bucket, made on first use. Counting a login attempt locks the buckets its counters'
 * subjects hash to, so that parallel attempts are counted one after another (issue 29).
 */
export interface LoginAttemptLockTable {
  bucket: number;
  locked_at: string;
}

export interface AccountTables {
  customers: CustomerTable;
  customer_addresses: CustomerAddressTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  login_attempts: LoginAttemptTable;
  login_attempt_locks: LoginAttemptLockTable;
}
