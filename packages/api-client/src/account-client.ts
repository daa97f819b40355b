import type {
  CustomerDto,
  CustomerInputDto,
  OrderHistoryDto,
  OrderHistoryEntryDto,
  SessionTokens,
} from './account-types.ts';
import { bearer, createRequester, type ApiClientOptions } from './requester.ts';

/**
 * The SPEC §7 user calls. Separate from the catalogue and checkout clients so that only account pages carry it.
 * Tokens travel as Authorization: Bearer headers (decision 0024); calls that need one take it as their first
 * argument. With `refreshTokenCookie` the API keeps the refresh token in an httpOnly cookie (the browser sends it to
 * /api/user on its own) and answers an empty refreshToken; `refresh('')` then renews from the cookie.
 */
export function createAccountClient(options: ApiClientOptions & { refreshTokenCookie?: boolean }) {
  const request = createRequester(options);
  const session: Record<string, string> = options.refreshTokenCookie
    ? { 'x-hemma-refresh-token': 'cookie' }
    : {};
  return {
    create: (customer: CustomerInputDto, password: string): Promise<CustomerDto> =>
      request('POST', 'user/create', {}, { customer, password }),
    login: (username: string, password: string): Promise<SessionTokens> =>
      request('POST', 'user/login', {}, { username, password }, session),
    refresh: (refreshToken: string): Promise<SessionTokens> =>
      request('POST', 'user/refresh', {}, { refreshToken }, session),
    /** Ends the session on the server (its tokens stop working at once) and removes the refresh cookie. */
    logout: (token: string | null): Promise<true> =>
      request('POST', 'user/logout', {}, {}, token ? bearer(token) : {}),
    me: (token: string): Promise<CustomerDto> => request('GET', 'user/me', {}, undefined, bearer(token)),
    updateMe: (token: string, customer: CustomerInputDto): Promise<CustomerDto> =>
      request('POST', 'user/me', {}, { customer }, bearer(token)),
    orderHistory: (token: string, pageSize = 20, currentPage = 1): Promise<OrderHistoryDto> =>
      request('GET', 'user/order-history', { pageSize, currentPage }, undefined, bearer(token)),
    /** Cancels the caller's order while nothing of it has shipped (decision 0055); 409 once it has. */
    cancelOrder: (token: string, orderId: number): Promise<OrderHistoryEntryDto> =>
      request('POST', `user/orders/${orderId}/cancel`, {}, {}, bearer(token)),
    resetPassword: (email: string): Promise<unknown> => request('POST', 'user/reset-password', {}, { email }),
    createPassword: (email: string, newPassword: string, resetToken: string): Promise<SessionTokens> =>
      request('POST', 'user/create-password', {}, { email, newPassword, resetToken }, session),
    changePassword: (token: string, currentPassword: string, newPassword: string): Promise<true> =>
      request('POST', 'user/change-password', {}, { currentPassword, newPassword }, bearer(token)),
  };
}

export type AccountClient = ReturnType<typeof createAccountClient>;
