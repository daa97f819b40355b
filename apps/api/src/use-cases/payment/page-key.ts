import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '../../errors.ts';

/**
 * The key in a sandbox provider page's address (issue 29). A payment session id travels in order bodies, error
 * reports and logs, so it must not be enough to open the payment's page, act on it or read it; the page's address is
 * answered only to the cart's owner (when the payment is opened or read), as a hosted payment page's is at a real
 * provider. Derived from the payment secret, so every process knows it without storing it.
 */
export function providerPageKey(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`payment-provider-page:${sessionId}`).digest('hex').slice(0, 32);
}

/** Refuses a call on the provider's side without the page's key, with the 404 of an unknown payment. */
export function requirePageKey(secret: string, sessionId: string, key: string): void {
  const expected = Buffer.from(providerPageKey(secret, sessionId));
  const given = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NotFoundError(`No payment session ${sessionId}`);
}
