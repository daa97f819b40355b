import { createShipmentRepository } from '../../modules/order/shipment-repository.ts';
import type { Db } from '../../db/database.ts';
import { createAuthTokenRepository } from '../../modules/customer/auth-token-repository.ts';
import { createCustomerRepository } from '../../modules/customer/customer-repository.ts';
import {
  createLoginAttemptRepository,
  type LoginAttemptStore,
} from '../../modules/credentials/login-attempt-repository.ts';
import { createOrderHistoryRepository } from '../../modules/order/order-history-repository.ts';
import { createLoyaltyRepository } from '../../modules/loyalty/loyalty-repository.ts';
import type { MailTransport } from '../../modules/mail/mail-transport.ts';

export interface AuthSettings {
  /**
   * HMAC key of access and group tokens. Every process that serves the API must share it (the server reads
   * HEMMA_AUTH_SECRET or a file in the data folder); a token signed by one process is checked by another.
   */
  secret: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** How long a password-reset link works. */
  resetTokenTtlMs: number;
  /** Failed logins per (e-mail, client address) within the window before further tries are refused with 429. */
  loginAttemptsPerAccountAddress: number;
  /** Failed logins per client address within the window (higher: an office or mobile network shares one). */
  loginAttemptsPerAddress: number;
  /** Failed logins per e-mail within the window from browsers without the account's device cookie. */
  loginAttemptsPerAccount: number;
  loginWindowMs: number;
  /** "Already exists" answers and reset requests per client address within the login window (decision 0024). */
  accountRequestsPerAddress: number;
  /** Whether the device and refresh cookies carry `Secure` (the server sets it when the shop's URL is https). */
  secureCookies: boolean;
  /** The SPEC's `?token=` mode (HEMMA_TOKENS_IN_QUERY=1); off, user tokens count only as bearer headers. */
  tokensInQuery: boolean;
  /** Reset mails per account and hour; further requests get the usual answer but send nothing. */
  resetMailsPerHour: number;
}

/**
 * For tests and for embedding the API without configuration only. The server never uses it: it passes
 * HEMMA_AUTH_SECRET or a random secret kept in the data folder. Anyone who knows this text can sign tokens.
 */
export const DEVELOPMENT_AUTH_SECRET = 'hemma-development-secret-never-use-in-production';

const MINUTE = 60_000;

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  secret: DEVELOPMENT_AUTH_SECRET,
  accessTokenTtlMs: 15 * MINUTE,
  refreshTokenTtlMs: 30 * 24 * 60 * MINUTE,
  resetTokenTtlMs: 60 * MINUTE,
  loginAttemptsPerAccountAddress: 5,
  loginAttemptsPerAddress: 30,
  loginAttemptsPerAccount: 20,
  loginWindowMs: 15 * MINUTE,
  accountRequestsPerAddress: 20,
  secureCookies: false,
  tokensInQuery: false,
  resetMailsPerHour: 5,
};

/** Everything the account use cases need. Built once per API instance; holds no per-customer state. */
export function createAccountContext(
  db: Db,
  options: {
    settings?: Partial<AuthSettings> | undefined;
    mail: MailTransport;
    /** Public address of the shop, for the link in the reset mail. */
    shopUrl: string;
    now?: (() => Date) | undefined;
    log?: { error(message: string): void } | undefined;
    /** Where failed-login counters live (decision 0032); default: this database. */
    loginAttempts?: LoginAttemptStore | undefined;
  },
) {
  const given = Object.entries(options.settings ?? {}).filter(([, value]) => value !== undefined);
  const settings: AuthSettings = { ...DEFAULT_AUTH_SETTINGS, ...Object.fromEntries(given) };
  // A short key can be brute-forced from one token, and then anyone can sign tokens for any customer.
  if (settings.secret.length < 32) throw new Error('auth.secret must have at least 32 characters');
  return {
    settings,
    /** For the owner's texts of the password-reset mail (decision 0069). */
    db,
    customers: createCustomerRepository(db),
    tokens: createAuthTokenRepository(db),
    loginAttempts: options.loginAttempts ?? createLoginAttemptRepository(db),
    orderHistory: createOrderHistoryRepository(db),
    shipments: createShipmentRepository(db),
    loyalty: createLoyaltyRepository(db),
    mail: options.mail,
    shopUrl: options.shopUrl,
    log: options.log ?? console,
    now: options.now ?? (() => new Date()),
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
