import { randomBytes } from 'node:crypto';
import type { NewCoupon } from '../../modules/coupon/coupon-repository.ts';
import { renderNewsletterWelcome } from '../../modules/mail/templates/newsletter-welcome.ts';
import type { NewsletterContext } from './newsletter-context.ts';

export const WELCOME_COUPON_PREFIX = 'VALKOMMEN-';
/** No 0/O or 1/I, so a code read aloud or typed from the mail comes out right. 32 letters: no modulo bias. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * `VALKOMMEN-K7QM4XPT`: 40 random bits, so codes cannot be guessed or enumerated (and two subscribers practically
 * never draw the same one; if they did, the sign-up fails rather than sharing a code).
 */
export function createWelcomeCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = WELCOME_COUPON_PREFIX;
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

/** The personal, single-use sign-up coupon: only an order from `email` can use it (checked when ordering). */
export function welcomeCoupon(context: NewsletterContext, email: string, now: Date): NewCoupon {
  const { couponPercent, couponValidDays } = context.settings;
  return {
    code: createWelcomeCode(),
    description: `Nyhetsbrev: ${couponPercent} % välkomstrabatt`,
    type: 'percent',
    value: couponPercent,
    from_date: null,
    to_date:
      couponValidDays === null ? null : new Date(now.getTime() + couponValidDays * 86_400_000).toISOString(),
    usage_limit: 1,
    min_subtotal_incl_tax: null,
    customer_email: email,
    created_at: now.toISOString(),
  };
}

/**
 * Mails the code to the subscriber's own (validated) address and nowhere else. The subscription stands whatever
 * happens here: the answer already shows the code, so a failed mail is logged, not turned into a failed sign-up.
 */
export async function sendWelcomeMail(context: NewsletterContext, coupon: NewCoupon): Promise<void> {
  const email = coupon.customer_email;
  if (!email) throw new Error('A welcome coupon belongs to a subscriber');
  try {
    const mail = renderNewsletterWelcome({
      email,
      couponCode: coupon.code,
      percent: coupon.value,
      validUntil: coupon.to_date ?? null,
      shopUrl: context.shopUrl,
    });
    await context.mail.send({ to: email, ...mail });
  } catch (error) {
    context.log.error(
      `Newsletter welcome mail not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
