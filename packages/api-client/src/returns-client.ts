import type {
  BalancePaymentDto,
  GuestOrderAccessDto,
  OrderHistoryEntryDto,
  OrderReturnsDto,
  ReturnDto,
  ReturnRequestInput,
} from '@hemma/contract';
import { bearer, createRequester, type ApiClientOptions } from './requester.ts';

export type { BalancePaymentDto, GuestOrderAccessDto, OrderReturnsDto, ReturnDto, ReturnRequestInput };

/** Who asks about an order: the customer's access token, or a guest's access to that order (decision 0054). */
export type OrderAccess = { customerToken: string } | { guestAccess: string };

const headersOf = (access: OrderAccess): Record<string, string> =>
  'customerToken' in access ? bearer(access.customerToken) : { 'x-hemma-order-access': access.guestAccess };

/** The guest order page and returns under the right of withdrawal (decision 0054). */
export function createReturnsClient(options: ApiClientOptions) {
  const request = createRequester(options);
  const path = (number: string) => `orders/${encodeURIComponent(number)}`;
  return {
    /** Opens an order with its number and e-mail: its details and a 30-minute access to it. */
    openOrder: (orderNumber: string, email: string): Promise<GuestOrderAccessDto> =>
      request('POST', 'order-status', {}, { order_number: orderNumber, email }),
    /** Opens an order with the `access` of the shipping mail's link: the same answer as openOrder. */
    openLink: (token: string): Promise<GuestOrderAccessDto> =>
      request('POST', 'order-status/link', {}, { token }),
    /** A new 30-minute access to the same order, given one still valid (the order page renews while it is open). */
    renewAccess: (guestAccess: string): Promise<GuestOrderAccessDto> =>
      request('POST', 'order-status/renew', {}, {}, { 'x-hemma-order-access': guestAccess }),
    order: (number: string, access: OrderAccess): Promise<OrderHistoryEntryDto> =>
      request('GET', path(number), {}, undefined, headersOf(access)),
    returns: (number: string, access: OrderAccess): Promise<OrderReturnsDto> =>
      request('GET', `${path(number)}/returns`, {}, undefined, headersOf(access)),
    requestReturn: (number: string, access: OrderAccess, input: ReturnRequestInput): Promise<ReturnDto> =>
      request('POST', `${path(number)}/returns`, {}, input, headersOf(access)),
    /** Cancels the order while nothing of it has shipped (decision 0055); answers it as the history shows it. */
    cancel: (number: string, access: OrderAccess): Promise<OrderHistoryEntryDto> =>
      request('POST', `${path(number)}/cancel`, {}, {}, headersOf(access)),
    /** What an edit left to pay, by the key of the mail's payment link (decision 0060). */
    balance: (key: string): Promise<BalancePaymentDto> =>
      request('GET', `order-payments/${encodeURIComponent(key)}`),
    /** Opens the payment of what is left to pay (or answers the one open); its page is `payment.url`. */
    payBalance: (key: string): Promise<BalancePaymentDto> =>
      request('POST', `order-payments/${encodeURIComponent(key)}/payment`, {}, {}),
  };
}

export type ReturnsClient = ReturnType<typeof createReturnsClient>;
