import {
  ApiError,
  type CustomerDto,
  type CustomerInputDto,
  type NewsletterStatus,
  type NewsletterSubscription,
  type NewsletterUnsubscription,
} from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { withToken } from './account-api.ts';
import { updateSession } from './session-store.ts';

/** GET /api/user/loyalty (decision 0016). */
export interface LoyaltyDto {
  card_number: string;
  points_balance: number;
  history: {
    order_id: number | null;
    increment_id: string | null;
    points: number;
    reason: string;
    created_at: string;
  }[];
}

/** One of GET /api/user/reviews. */
export interface OwnReviewDto {
  id: number;
  sku: string | null;
  name: string | null;
  url_path: string | null;
  title: string;
  detail: string;
  rating: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

/** One JSON call in the `{code, result}` envelope (DELETE included, which the shared requester lacks). */
async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query: Record<string, string> = {},
  body?: unknown,
  token?: string,
): Promise<T> {
  const params = new URLSearchParams(query);
  const { storeCode } = storeViewFromPath(window.location.pathname);
  if (storeCode && storeCode !== 'default') params.set('storeCode', storeCode);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const response = await fetch(`/api/${path}${search}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      // Decision 0024: the user token as a bearer header, never in the URL.
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => null)) as { code: number; result: unknown } | null;
  if (!response.ok || !envelope || envelope.code >= 400) {
    const result = envelope?.result as string | { errorMessage?: unknown } | undefined;
    const text = typeof result === 'string' ? result : result?.errorMessage;
    throw new ApiError(
      envelope?.code ?? response.status,
      typeof text === 'string' ? text : `HTTP ${response.status}`,
      path,
    );
  }
  return envelope.result as T;
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
