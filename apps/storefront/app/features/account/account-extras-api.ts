import {
  bearer,
  createRequester,
  type CustomerDto,
  type CustomerInputDto,
  type LoyaltyDto,
  type NewsletterStatus,
  type NewsletterSubscription,
  type NewsletterUnsubscription,
  type OwnReviewDto,
} from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { withToken } from './account-api.ts';
import { updateSession } from './session-store.ts';

/** One call through the shared requester, for the store view of the page; a user token as a bearer header. */
function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query: Record<string, string> = {},
  body?: unknown,
  token?: string,
): Promise<T> {
  const { storeCode } = storeViewFromPath(window.location.pathname);
  // Decision 0024: the user token as a bearer header, never in the URL.
  return createRequester({ baseUrl: '', storeCode })<T>(
    method,
    path,
    query,
    body,
    token === undefined ? {} : bearer(token),
  );
}

export const loyalty = () =>
  withToken((token) => call<LoyaltyDto>('GET', 'user/loyalty', {}, undefined, token));

export const ownReviews = () =>
  withToken((token) => call<{ items: OwnReviewDto[] }>('GET', 'user/reviews', {}, undefined, token));

/** The customer's own address only: the API tells nobody else's status (decision 0024). */
export const newsletterStatus = (email: string) =>
  withToken((token) => call<NewsletterStatus>('GET', 'ext/newsletter', { email }, undefined, token));
/** A sign-up like anybody's: the address is mailed a confirmation link (double opt-in, decision 0014 addendum). */
export const subscribeNewsletter = (email: string) =>
  call<NewsletterSubscription>('POST', 'ext/newsletter', {}, { email });
/** Only the signed-in customer's own session can unsubscribe their address without a mail's link. */
export const unsubscribeNewsletter = (email: string) =>
  withToken((token) => call<NewsletterUnsubscription>('DELETE', 'ext/newsletter', {}, { email }, token));

/** POST user/me with the current password, which a new e-mail needs (decision 0013). */
export async function saveProfileWithPassword(
  customer: CustomerInputDto,
  currentPassword: string | undefined,
): Promise<CustomerDto> {
  const current = await withToken((token) =>
    call<CustomerDto>(
      'POST',
      'user/me',
      {},
      { customer, ...(currentPassword ? { currentPassword } : {}) },
      token,
    ),
  );
  updateSession({ current });
  return current;
}
