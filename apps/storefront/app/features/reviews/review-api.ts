import { type ReviewClient, createReviewClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { readUserToken, refreshUserToken } from '~/lib/user-token.ts';

const withBearer = (init: RequestInit | undefined, token: string): RequestInit => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
};

/**
 * A logged-in customer's review carries the user token as a bearer header (the review is theirs). An expired token
 * is refreshed once; when the session cannot be refreshed the review is sent as a guest's.
 */
const withUserToken = async (input: string, init?: RequestInit): Promise<Response> => {
  const token = readUserToken();
  if (!token) return fetch(input, init);
  const response = await fetch(input, withBearer(init, token));
  if (response.status !== 401) return response;
  const fresh = await refreshUserToken(token);
  return fresh ? fetch(input, withBearer(init, fresh)) : fetch(input, init);
};

/** The browser's review client for the store view of the current page (same origin). */
export function reviewApi(): ReviewClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  return createReviewClient({ baseUrl: '', storeCode, fetch: withUserToken });
}
