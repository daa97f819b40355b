/**
 * The shopper's cookie consent as a SPEC §3 claim (code, created_at, value, description) in local storage under
 * `claims` (SPEC §9 local storage keys). Analytics events wait for it (lib/cart/analytics.ts); Google's Consent Mode
 * defaults (all denied) are written by the server before any script (entry.server.tsx, decision 0028).
 */
export const CLAIMS_KEY = 'claims';
export const CONSENT_CLAIM = 'cookiesAccepted';

export interface Claim {
  code: string;
  created_at: string;
  value: boolean;
  description: string;
}

/** true: analytics allowed; false: refused; null: not asked yet (or no storage). */
export function consentGiven(): boolean | null {
  try {
    const claims = JSON.parse(localStorage.getItem(CLAIMS_KEY) ?? '{}') as Record<string, Claim | undefined>;
    const claim = claims[CONSENT_CLAIM];
    return claim ? claim.value === true : null;
  } catch {
    return null;
  }
}

export const askForConsent = () => typeof localStorage !== 'undefined' && consentGiven() === null;
