import type { NewsletterConfirmation } from '@hemma/contract';
import { AppError } from '../../errors.ts';
import { createCouponRepository } from '../../modules/coupon/coupon-repository.ts';
import { hashToken } from '../../modules/credentials/signed-token.ts';
import type { NewsletterSubscriberRow } from '../../modules/newsletter/newsletter-repository.ts';
import type { NewsletterContext } from './newsletter-context.ts';
import { queueWelcomeMail, welcomeCoupon } from './welcome-coupon.ts';

// The storefront's confirmation page tells these apart by status (404, 409, 410) and says them in its language.
export const CONFIRM_LINK_UNKNOWN_MESSAGE =
  'token: this confirmation link is not valid (any more). Sign up again to get a new one.';
export const CONFIRM_LINK_USED_MESSAGE =
  'token: this confirmation link has been used already; the address is subscribed.';
export const CONFIRM_LINK_EXPIRED_MESSAGE =
  'token: this confirmation link has expired. Sign up again to get a new one.';

/** Why a token confirmed nothing: the row its hash still names (if any) tells. */
function refusal(row: NewsletterSubscriberRow | undefined): AppError {
  if (row?.status === 'subscribed') return new AppError(409, CONFIRM_LINK_USED_MESSAGE);
  if (row?.status === 'pending') return new AppError(410, CONFIRM_LINK_EXPIRED_MESSAGE);
  return new AppError(404, CONFIRM_LINK_UNKNOWN_MESSAGE);
}

/**
 * POST /api/ext/newsletter/confirm: the mailbox opened its confirmation link, so the address is subscribed. Its first
 * confirmation ever issues the personal sign-up coupon and queues the welcome mail with it, in the same transaction;
 * a mailbox that had its coupon (an earlier subscription) gets none again. The link works once and until it expires.
 */
export async function confirmSubscription(
  context: NewsletterContext,
  token: string,
): Promise<NewsletterConfirmation> {
  const tokenHash = hashToken(token.trim());
  const now = context.now();
  const confirmed = await context.db.transaction().execute(async (trx) => {
    const row = await context.subscribers.claimConfirmation(trx, tokenHash, now.toISOString());
    if (!row) return null;
    if (row.coupon_code !== null) return { email: row.email, couponMailed: false };
    const coupon = welcomeCoupon(context, row.email, now);
    // The claim above holds the row until commit, so a concurrent confirmation cannot issue a second coupon.
    if (!(await context.subscribers.setCouponOnce(trx, row.id, coupon.code)))
      return { email: row.email, couponMailed: false };
    await createCouponRepository(trx).insert([coupon]);
    await queueWelcomeMail(trx, context, row, coupon, now);
    return { email: row.email, couponMailed: true };
  });
  if (!confirmed) throw refusal(await context.subscribers.findByTokenHash(tokenHash));
  if (confirmed.couponMailed) context.outbox.kick();
  return { email: confirmed.email, status: 'subscribed', coupon_mailed: confirmed.couponMailed };
}
