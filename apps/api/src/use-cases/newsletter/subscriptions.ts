import type {
  NewsletterStatus,
  NewsletterSubscription as SubscribeResult,
  NewsletterUnsubscription as UnsubscribeResult,
} from '@hemma/contract';
import { isValidEmail, validationMessage } from '@hemma/commerce';
import { AppError, InputError } from '../../errors.ts';
import { hashToken, randomToken } from '../../modules/credentials/signed-token.ts';
import { enqueueMail } from '../../modules/mail/outbox-repository.ts';
import { renderNewsletterConfirmation } from '../../modules/mail/templates/newsletter-confirmation.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { NewsletterContext } from './newsletter-context.ts';
import { confirmLink, subscriberStore, verifyUnsubscribeToken } from './newsletter-links.ts';
import { countSubscription } from './subscription-throttle.ts';

/** One mailbox, one row: addresses are compared trimmed and lower-cased. */
export function requireEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!isValidEmail(email)) throw new InputError(validationMessage({ code: 'email' }));
  return email;
}

export const NOT_YOUR_ADDRESS_MESSAGE =
  "email: the newsletter status is told only for the signed-in customer's own e-mail address.";
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'token: this unsubscribe link is not valid. Use the link in one of our newsletter mails, or sign in and ' +
  'unsubscribe on your account page.';

/** The customer's own address, or a 403 for any other: whether an address subscribes is nobody else's business. */
export function requireOwnAddress(customer: { email: string }, email: string | undefined): string {
  const own = customer.email.trim().toLowerCase();
  if (email !== undefined && requireEmail(email) !== own) throw new AppError(403, NOT_YOUR_ADDRESS_MESSAGE);
  return own;
}

/**
 * GET /api/ext/newsletter: the status of the caller's own address only (decision 0024). 'pending' waits for the
 * confirmation link; only 'subscribed' means subscribed (SPEC §4).
 */
export async function newsletterStatus(
  context: NewsletterContext,
  customer: { email: string },
  email: string,
): Promise<NewsletterStatus> {
  const own = requireOwnAddress(customer, email);
  const status = (await context.subscribers.find(own))?.status;
  return status === 'subscribed' || status === 'pending' ? status : 'not-subscribed';
}

/**
 * Signs an address up (double opt-in, decision 0014 addendum): it waits as 'pending' and gets a mail with a
 * single-use confirmation link; the coupon comes only after the link is opened. The answer is the same whether the
 * address was new, pending or subscribed, so it tells nobody who is on the list. A subscribed address gets no mail,
 * nor one mailed within the interval, so the form cannot flood an inbox. Sign-ups are counted per client address.
 */
export async function subscribe(
  context: NewsletterContext,
  rawEmail: string | undefined,
  request: { clientAddress: string; storeCode?: string | undefined },
): Promise<SubscribeResult> {
  const email = requireEmail(rawEmail);
  await countSubscription(context, request.clientAddress);
  const now = context.now();
  const { confirmLinkValidDays, confirmMailIntervalMs, couponPercent } = context.settings;
  await context.subscribers.purgeUnconfirmed(now.toISOString());

  const store = subscriberStore(request.storeCode);
  const token = randomToken();
  const mail = renderNewsletterConfirmation({
    locale: store.defaultLocale,
    email,
    confirmUrl: confirmLink(context, store, token),
    validDays: confirmLinkValidDays,
    percent: couponPercent,
    shopUrl: context.shopUrl,
    texts: await mailTextsFor(context.db, 'newsletter_confirmation', store.defaultLocale),
  });
  // The pending row and its mail commit together (decision 0031): a link that works was always mailed.
  const queued = await context.db.transaction().execute(async (trx) => {
    const due = await context.subscribers.requestConfirmation(trx, {
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + confirmLinkValidDays * 86_400_000).toISOString(),
      storeCode: store.storeCode,
      now: now.toISOString(),
      resendBefore: new Date(now.getTime() - confirmMailIntervalMs).toISOString(),
    });
    if (!due) return false;
    await enqueueMail(
      trx,
      {
        kind: 'newsletter_confirmation',
        order_id: null,
        recipient: email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      now,
    );
    return true;
  });
  if (queued) context.outbox.kick();
  return { email, status: 'pending' };
}

/** Unsubscribes an address (or cancels its pending sign-up). The answer does not say whether it was on the list. */
async function unsubscribeAddress(context: NewsletterContext, email: string): Promise<UnsubscribeResult> {
  await context.subscribers.unsubscribe(email, context.now().toISOString());
  return { email, status: 'not-subscribed' };
}

/** DELETE /api/ext/newsletter: the signed-in customer's own address (an `email` given must be it, else 403). */
export function unsubscribeOwn(
  context: NewsletterContext,
  customer: { email: string },
  email: string | undefined,
): Promise<UnsubscribeResult> {
  return unsubscribeAddress(context, requireOwnAddress(customer, email));
}

/** POST /api/ext/newsletter/unsubscribe: with the signed token of a newsletter mail's unsubscribe link. */
export async function unsubscribeWithToken(
  context: NewsletterContext,
  token: string,
): Promise<UnsubscribeResult> {
  const subscriber = await verifyUnsubscribeToken(context, token);
  if (!subscriber) throw new InputError(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  return unsubscribeAddress(context, subscriber.email);
}

export type { SubscribeResult };
