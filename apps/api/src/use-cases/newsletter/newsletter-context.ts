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
}

export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = { couponPercent: 10, couponValidDays: 365 };

/** What the newsletter use cases need; built on the checkout context for its database, mail, coupons and clock. */
export function createNewsletterContext(
  checkout: CheckoutContext,
  settings: Partial<NewsletterSettings> = {},
) {
  return {
    db: checkout.db,
    mail: checkout.mail,
    log: checkout.log,
    now: checkout.now,
    shopUrl: checkout.settings.shopUrl,
    settings: { ...DEFAULT_NEWSLETTER_SETTINGS, ...settings },
    subscribers: createNewsletterRepository(checkout.db),
  };
}

export type NewsletterContext = ReturnType<typeof createNewsletterContext>;
