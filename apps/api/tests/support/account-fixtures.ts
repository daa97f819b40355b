import type { SessionTokens } from '@hemma/contract';
import type { CustomerDto } from '@hemma/contract';
import type { TestApi } from './test-api.ts';

export const GOOD_PASSWORD = 'Soffa-Blå-2026';

export const HOME_ADDRESS = {
  firstname: 'Karin',
  lastname: 'Berg',
  street: ['Storgatan 1'],
  city: 'Lund',
  postcode: '222 21',
  country_id: 'SE',
  telephone: '046-12 34 56',
};

export interface CallOptions {
  body?: unknown;
  /** Sent as Authorization: Bearer (the only place the API takes it by default, decision 0024). */
  token?: string;
  /** Sent as Authorization: Bearer */
  bearer?: string;
  /** Sent as ?token= (the SPEC's query mode, only where the API turned it on). */
  queryToken?: string;
  headers?: Record<string, string>;
}

let customerCounter = 0;

/** Calls of the user API with a token as a bearer header (or in the query), and registered customers to use them. */
export function accountFixtures(api: TestApi) {
  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<{ status: number; body: { code: number; result: T } }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const bearer = options.bearer ?? options.token;
    if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
    const query =
      options.queryToken === undefined
        ? ''
        : `${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.queryToken)}`;
    const response = await fetch(`${api.baseUrl}${path}${query}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as { code: number; result: T } };
  }

  /** A new customer with a unique e-mail and GOOD_PASSWORD. */
  async function register(
    overrides: Partial<{ firstname: string; lastname: string; addresses: unknown[] }> = {},
  ): Promise<{ customer: CustomerDto; email: string; password: string }> {
    customerCounter += 1;
    const email = `kund-${process.pid}-${customerCounter}@example.se`;
    const { status, body } = await call<CustomerDto>('POST', '/api/user/create', {
      body: {
        customer: { email, firstname: 'Karin', lastname: 'Berg', addresses: [HOME_ADDRESS], ...overrides },
        password: GOOD_PASSWORD,
      },
    });
    if (status !== 200) throw new Error(`register: ${status} ${JSON.stringify(body)}`);
    return { customer: body.result, email, password: GOOD_PASSWORD };
  }

  async function login(username: string, password: string): Promise<SessionTokens> {
    const { status, body } = await call<SessionTokens>('POST', '/api/user/login', {
      body: { username, password },
    });
    if (status !== 200) throw new Error(`login: ${status} ${JSON.stringify(body)}`);
    return body.result;
  }

  return { call, register, login };
}
