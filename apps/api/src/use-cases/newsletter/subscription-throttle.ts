import { ThrottledError } from '../../errors.ts';
import { retryAfterSeconds, throttledUntil, waitInWords } from '../../modules/credentials/login-throttle.ts';
import type { NewsletterContext } from './newsletter-context.ts';

/**
 * Counts a sign-up of the client address, or refuses it (429) beyond `subscriptionsPerAddress` within the window:
 * every sign-up may send a mail, and the answer is the same for every address, so volume is the one thing to limit.
 * The counters are the accounts' (the database, or Redis with REDIS_URL: every node counts the same, decision 0032).
 */
export async function countSubscription(context: NewsletterContext, clientAddress: string): Promise<void> {
  const now = context.now();
  const rule = {
    scope: 'newsletter-address' as const,
    subject: clientAddress,
    limit: context.settings.subscriptionsPerAddress,
  };
  const retryAt = await throttledUntil(context.attempts, [rule], now, context.throttleWindowMs);
  if (retryAt)
    throw new ThrottledError(
      `Too many newsletter sign-ups from your network. Please try again in ${waitInWords(retryAt, now)}.`,
      retryAfterSeconds(retryAt, now),
    );
  const forgetBefore = new Date(now.getTime() - context.throttleWindowMs).toISOString();
  await context.attempts.recordFailure([rule], now.toISOString(), forgetBefore);
}
