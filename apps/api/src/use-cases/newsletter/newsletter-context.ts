import { createHmac } from 'node:crypto';
import type { LoginAttemptStore } from '../../modules/credentials/login-attempt-repository.ts';
import { createNewsletterRepository } from '../../modules/newsletter/newsletter-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

export interface NewsletterSettings {
  /** SPEC §9: the sign-up coupon takes 10 % off. */
  couponPercent: number;
  /**
   * How long the sign-up coupon works, in days; null: for ever. A year is generous enough that nobody loses it
   * between mails, and keeps the shop from carrying unused discounts indefinitely (decision 0014).
   */
  couponValidDays: number | null;
  /** How long a confirmation link works (decision 0014, addendum): a week of holidays or a full inbox. */
  confirmLinkValidDays: number;
  /**
   * The least time between two confirmation mails to one address: signing it up again sooner sends nothing, so nobody
   * can flood a stranger's inbox through the form (the answer is the same either way).
   */
  confirmMailIntervalMs: number;
  /** Sign-ups per client address within the throttling window (the accounts' login window); more are 429. */
  subscriptionsPerAddress: number;
}

export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = {
  couponPercent: 10,
  couponValidDays: 365,
  confirmLinkValidDays: 7,
  confirmMailIntervalMs: 10 * 60_000,
  subscriptionsPerAddress: 10,
};

/** What the newsletter needs from the accounts: their secret and their request counters (shared via Redis, 0032). */
export interface NewsletterAccountParts {
  secret: string;
  attempts: LoginAttemptStore;
  /** The window the counters keep (the login window: every counter is forgotten after it). */
  windowMs: number;
}

/** What the newsletter use cases need; built on the checkout context for its database, mail outbox, coupons and clock. */
export function createNewsletterContext(
  checkout: CheckoutContext,
  accounts: NewsletterAccountParts,
  settings: Partial<NewsletterSettings> = {},
) {
  return {
    db: checkout.db,
    outbox: checkout.outbox,
    log: checkout.log,
    now: checkout.now,
    shopUrl: checkout.settings.shopUrl,
    settings: { ...DEFAULT_NEWSLETTER_SETTINGS, ...settings },
    subscribers: createNewsletterRepository(checkout.db),
    attempts: accounts.attempts,
    throttleWindowMs: accounts.windowMs,
    // A key of its own for unsubscribe links, derived from the auth secret as the payment callbacks' is (0027).
    unsubscribeKey: createHmac('sha256', accounts.secret).update('newsletter-unsubscribe').digest(),
  };
}

export type NewsletterContext = ReturnType<typeof createNewsletterContext>;
