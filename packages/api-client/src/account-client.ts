import type { CustomerDto, CustomerInputDto, OrderHistoryDto, SessionTokens } from './account-types.ts';
import { createRequester, type ApiClientOptions } from './requester.ts';

/**
 * The SPEC §7 user calls. Separate from the catalogue and checkout clients so that only account pages carry it.
 * Tokens travel as `?token=` (the SPEC's default); calls that need one take it as their first argument.
 */
export function createAccountClient(options: ApiClientOptions) {
  const request = createRequester(options);
  return {
    create: (customer: CustomerInputDto, password: string): Promise<CustomerDto> =>
      request('POST', 'user/create', {}, { customer, password }),
    login: (username: string, password: string): Promise<SessionTokens> =>
      request('POST', 'user/login', {}, { username, password }),
    refresh: (refreshToken: string): Promise<SessionTokens> =>
      request('POST', 'user/refresh', {}, { refreshToken }),
    me: (token: string): Promise<CustomerDto> => request('GET', 'user/me', { token }),
    updateMe: (token: string, customer: CustomerInputDto): Promise<CustomerDto> =>
      request('POST', 'user/me', { token }, { customer }),
    orderHistory: (token: string, pageSize = 20, currentPage = 1): Promise<OrderHistoryDto> =>
      request('GET', 'user/order-history', { token, pageSize, currentPage }),
    resetPassword: (email: string): Promise<unknown> => request('POST', 'user/reset-password', {}, { email }),
    createPassword: (email: string, newPassword: string, resetToken: string): Promise<SessionTokens> =>
      request('POST', 'user/create-password', {}, { email, newPassword, resetToken }),
    changePassword: (token: string, currentPassword: string, newPassword: string): Promise<true> =>
      request('POST', 'user/change-password', { token }, { currentPassword, newPassword }),
  };
}

export type AccountClient = ReturnType<typeof createAccountClient>;
