import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_STORE_VIEW, localizedPath, storeViewByCode, type StoreView } from '@hemma/commerce';
import type { NewsletterContext } from './newsletter-context.ts';

/** The store view a subscriber signed up in (its mails' language and links); the default store when unknown. */
export function subscriberStore(storeCode: string | null | undefined): StoreView {
  return (storeCode ? storeViewByCode(storeCode) : null) ?? DEFAULT_STORE_VIEW;
}

/** A storefront page of the store view with `token` in its query: where a newsletter mail's link leads. */
function pageLink(context: NewsletterContext, path: string, store: StoreView, token: string): string {
  const url = new URL(localizedPath(path, store), context.shopUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The confirmation page (apps/storefront routes/newsletter-link.tsx), which posts the token back on a click. */
export const confirmLink = (context: NewsletterContext, store: StoreView, token: string) =>
  pageLink(context, '/newsletter/confirm', store, token);

export const unsubscribeLink = (context: NewsletterContext, store: StoreView, token: string) =>
  pageLink(context, '/newsletter/unsubscribe', store, token);

function unsubscribeSignature(context: NewsletterContext, id: number, email: string): Buffer {
  return createHmac('sha256', context.unsubscribeKey).update(`${id}:${email}`).digest();
}

/**
 * The unsubscribe token of a subscriber: its row id and an HMAC of id and address. Signed rather than stored, so that
 * every newsletter mail, now or later, can carry it; it never expires, as an unsubscribe link must keep working.
 */
export function unsubscribeToken(
  context: NewsletterContext,
  subscriber: { id: number; email: string },
): string {
  return `${subscriber.id}.${unsubscribeSignature(context, subscriber.id, subscriber.email).toString('base64url')}`;
}

/** The subscriber id a token names, when its signature is right for that subscriber's address; else null. */
export async function verifyUnsubscribeToken(
  context: NewsletterContext,
  token: string,
): Promise<{ id: number; email: string } | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const row = await context.subscribers.findById(Number(match[1]));
  if (!row) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = unsubscribeSignature(context, row.id, row.email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? row : null;
}
