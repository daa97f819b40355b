import type { Db } from '../../db/database.ts';
import { createAuditRepository } from '../../modules/audit/audit-repository.ts';
import {
  createLoginAttemptRepository,
  type LoginAttemptStore,
} from '../../modules/credentials/login-attempt-repository.ts';
import { createApiKeyRepository } from '../../modules/api-keys/api-key-repository.ts';
import { createMemoryRequestCounter, type RequestCounter } from '../../modules/api-keys/request-counter.ts';
import { createStaffRepository } from '../../modules/staff/staff-repository.ts';

export interface StaffSettings {
  /** Signs the device cookie that lets a staff user past the per-account login limit (decision 0020). */
  secret: string;
  /** A session ends after this long without a request … */
  sessionIdleMs: number;
  /** … and after this long in any case. */
  sessionMaxMs: number;
  /** Failed logins per (e-mail, address) pair within the window. */
  loginAttemptsPerAccountAddress: number;
  /** Failed logins per client address within the window, whatever the e-mail. */
  loginAttemptsPerAddress: number;
  /** Failed logins per e-mail from browsers without the account's device cookie within the window. */
  loginAttemptsPerAccount: number;
  loginWindowMs: number;
  /** Whether cookies are sent with `Secure` (the server sets it when the shop's URL is https). */
  secureCookies: boolean;
  /** Requests one API key may make per minute (decision 0051); more are answered 429 until the minute ends. */
  apiKeyRequestsPerMinute: number;
}

const MINUTE = 60_000;

export const DEFAULT_STAFF_SETTINGS: Omit<StaffSettings, 'secret'> = {
  sessionIdleMs: 2 * 60 * MINUTE,
  sessionMaxMs: 12 * 60 * MINUTE,
  loginAttemptsPerAccountAddress: 5,
  loginAttemptsPerAddress: 30,
  loginAttemptsPerAccount: 20,
  loginWindowMs: 15 * MINUTE,
  secureCookies: false,
  apiKeyRequestsPerMinute: 600,
};

/** Everything the staff use cases need: staff and session rows, login attempts, the audit log. */
export function createStaffContext(
  db: Db,
  options: {
    secret: string;
    settings?: Partial<StaffSettings> | undefined;
    now?: (() => Date) | undefined;
    /** Where failed-login counters live (decision 0032); default: this database. */
    loginAttempts?: LoginAttemptStore | undefined;
    /** Where API keys' requests are counted (decision 0051); default: this process's memory. */
    apiKeyRequests?: RequestCounter | undefined;
  },
) {
  const given = Object.entries(options.settings ?? {}).filter(([, value]) => value !== undefined);
  return {
    db,
    settings: {
      ...DEFAULT_STAFF_SETTINGS,
      secret: options.secret,
      ...Object.fromEntries(given),
    } as StaffSettings,
    staff: createStaffRepository(db),
    loginAttempts: options.loginAttempts ?? createLoginAttemptRepository(db),
    audit: createAuditRepository(db),
    apiKeys: createApiKeyRepository(db),
    apiKeyRequests: options.apiKeyRequests ?? createMemoryRequestCounter(),
    now: options.now ?? (() => new Date()),
  };
}

export type StaffContext = ReturnType<typeof createStaffContext>;
