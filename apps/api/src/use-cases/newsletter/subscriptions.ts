import type {
  NewsletterSubscription as SubscribeResult,
  NewsletterUnsubscription as UnsubscribeResult,
} from '@hemma/contract';
import { isValidEmail, validationMessage } from '@hemma/commerce';
import { AppError, InputError } from '../../errors.ts';
import { createCouponRepository } from '../../modules/coupon/coupon-repository.ts';
import type { NewsletterContext } from './newsletter-context.ts';
import { sendWelcomeMail, welcomeCoupon } from './welcome-coupon.ts';

/** The newsletter status as the SPEC's client reads it (§7: result 'subscribed' means subscribed). */
export type NewsletterStatus = 'subscribed' | 'not-subscribed';

/** One mailbox, one row: addresses are compared trimmed and lower-cased. */
export function requireEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!isValidEmail(email)) throw new InputError(validationMessage({ code: 'email' }));
  return email;
}

export const NOT_YOUR_ADDRESS_MESSAGE =
  "email: the newsletter status is told only for the signed-in customer's own e-mail address.";

/**
 * GET /api/ext/newsletter: the status of the caller's own address only (decision 0024) — whether an address
 * subscribes is nobody else's business, and answering it for any address let anyone probe the list.
 */
export async function newsletterStatus(
  context: NewsletterContext,
  customer: { email: string },
  email: string,
): Promise<NewsletterStatus> {
  if (customer.email.trim().toLowerCase() !== email) throw new AppError(403, NOT_YOUR_ADDRESS_MESSAGE);
  const row = await context.subscribers.find(email);
  return row?.status === 'subscribed' ? 'subscribed' : 'not-subscribed';
}

/**
 * Subscribes an address. Only its first subscription ever issues the sign-up coupon and the welcome mail: a repeat,
 * or coming back after unsubscribing, changes the status at most — so the coupon cannot be farmed by toggling, and
 * nobody can make the shop mail an address more than once by signing it up.
 */
export async function subscribe(
  context: NewsletterContext,
  rawEmail: string | undefined,
): Promise<SubscribeResult> {
  const email = requireEmail(rawEmail);
  const now = context.now();
  const resubscribe = async (): Promise<SubscribeResult> => ({
    email,
    status: 'subscribed',
    changed: await context.subscribers.setStatus(email, 'subscribed', now.toISOString()),
    coupon_code: null,
  });
  if (await context.subscribers.find(email)) return resubscribe();

  const coupon = welcomeCoupon(context, email, now);
  // Claiming the address and creating its coupon commit together: never a coupon without its subscriber or the
  // reverse. A concurrent first sign-up of the same address waits on the unique e-mail and then inserts nothing.
  const created = await context.db.transaction().execute(async (trx) => {
    if (!(await context.subscribers.insertFirstIn(trx, email, coupon.code, now.toISOString()))) return false;
    await createCouponRepository(trx).insert([coupon]);
    return true;
  });
  if (!created) return resubscribe();
  await sendWelcomeMail(context, coupon);
  return { email, status: 'subscribed', changed: true, coupon_code: coupon.code };
}

export async function unsubscribe(
  context: NewsletterContext,
  rawEmail: string | undefined,
): Promise<UnsubscribeResult> {
  const email = requireEmail(rawEmail);
  const changed = await context.subscribers.setStatus(email, 'unsubscribed', context.now().toISOString());
  return { email, status: 'not-subscribed', changed };
}

export type { SubscribeResult };
