import { readUserToken, refreshUserToken } from './user-token.ts';

const withBearer = (init: RequestInit | undefined, token: string): RequestInit => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
};

/**
 * `fetch` for calls that belong to the logged-in customer when there is one (their cart, their review): the user
 * token goes as a bearer header, read per call so that login and logout apply at once. An expired token (401) is
 * refreshed once and the call repeated; when the session cannot be refreshed the call is repeated as a guest's.
 */
export async function fetchAsCustomer(input: string, init?: RequestInit): Promise<Response> {
  const token = readUserToken();
  if (!token) return fetch(input, init);
  const response = await fetch(input, withBearer(init, token));
  if (response.status !== 401) return response;
  const fresh = await refreshUserToken(token);
  return fresh ? fetch(input, withBearer(init, fresh)) : fetch(input, init);
}
