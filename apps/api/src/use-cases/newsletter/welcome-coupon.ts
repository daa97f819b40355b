import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewCoupon } from '../../modules/coupon/coupon-repository.ts';
import { enqueueMail } from '../../modules/mail/outbox-repository.ts';
import { renderNewsletterWelcome } from '../../modules/mail/templates/newsletter-welcome.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { NewsletterContext } from './newsletter-context.ts';
import { subscriberStore, unsubscribeLink, unsubscribeToken } from './newsletter-links.ts';

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
 * Queues the welcome mail with the code in the mail outbox, in the transaction that confirms the subscription and
 * writes the coupon (decision 0031): the code exists exactly when its mail does, and it goes only to the confirmed
 * address — never into an HTTP answer.
 */
export async function queueWelcomeMail(
  trx: Transaction<Database>,
  context: NewsletterContext,
  subscriber: { id: number; email: string; store_code: string | null },
  coupon: NewCoupon,
  now: Date,
): Promise<void> {
  const store = subscriberStore(subscriber.store_code);
  const mail = renderNewsletterWelcome({
    locale: store.defaultLocale,
    email: subscriber.email,
    couponCode: coupon.code,
    percent: coupon.value,
    validUntil: coupon.to_date ?? null,
    unsubscribeUrl: unsubscribeLink(context, store, unsubscribeToken(context, subscriber)),
    shopUrl: context.shopUrl,
    texts: await mailTextsFor(trx, 'newsletter_welcome', store.defaultLocale),
  });
  await enqueueMail(
    trx,
    {
      kind: 'newsletter_welcome',
      order_id: null,
      recipient: subscriber.email,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    },
    now,
  );
}
