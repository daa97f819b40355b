import { validationMessage } from '@hemma/commerce';
import { DEMO_CUSTOMER } from '@hemma/demo-shop';
import { describe, expect, it } from 'vitest';
import type { CustomerDto } from '@hemma/contract';
import type { SessionTokens } from '@hemma/contract';
import { accountFixtures, GOOD_PASSWORD, HOME_ADDRESS } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

let clock = Date.now();
const api = useTestApi({ now: () => new Date(clock) });
const { call, register, login } = accountFixtures(api);

const DUPLICATE = 'A customer with the same email already exists in an associated website.';
const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';

describe('POST /api/user/create', () => {
  it('registers a customer in the General group with a loyalty card and never answers the password hash', async () => {
    const { customer, email } = await register();
    expect(customer).toMatchObject({ email, firstname: 'Karin', lastname: 'Berg', group_id: 1 });
    expect(customer.loyalty_card_number).toMatch(/^29\d{11}$/);
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({
      ...HOME_ADDRESS,
      default_shipping: true,
      default_billing: true,
    });
    expect(customer.default_shipping).toBe(customer.addresses[0]?.id);
    expect(JSON.stringify(customer)).not.toMatch(/scrypt|password/i);
  });

  it('refuses an e-mail that is registered, whatever its case, with the SPEC message', async () => {
    const { email } = await register();
    const { status, body } = await call('POST', '/api/user/create', {
      body: {
        customer: { email: ` ${email.toUpperCase()}`, firstname: 'Nils', lastname: 'Holm' },
        password: GOOD_PASSWORD,
      },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: DUPLICATE });
  });

  it('enforces the SPEC §5 rules on names, e-mail and password on the server', async () => {
    const { status, body } = await call<string>('POST', '/api/user/create', {
      body: { customer: { email: 'inte-en-adress', firstname: 'K', lastname: 'Berg' }, password: 'kortkort' },
    });
    expect(status).toBe(400);
    expect(body.result).toContain(`customer.firstname: ${validationMessage({ code: 'nameMinLength' })}`);
    expect(body.result).toContain(`customer.email: ${validationMessage({ code: 'email' })}`);
    expect(body.result).toContain(`password: ${validationMessage({ code: 'passwordClasses' })}`);
  });
});

describe('POST /api/user/login', () => {
  it('logs the demo customer in with a token pair and the signed group', async () => {
    const session = await login(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(session.groupToken.split('.')).toHaveLength(3);
    expect(session.groupId).toBe(1);
    const me = await call<CustomerDto>('GET', '/api/user/me', { token: session.token });
    expect(me.body.result).toMatchObject({
      email: DEMO_CUSTOMER.email,
      firstname: 'Anna',
      lastname: 'Andersson',
    });
    expect(me.body.result.loyalty_card_number).toBe(DEMO_CUSTOMER.loyaltyCardNumber);
    expect(me.body.result.addresses[0]).toMatchObject({
      city: 'Stockholm',
      country_id: 'SE',
      default_shipping: true,
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await register();
    const wrongPassword = await call('POST', '/api/user/login', {
      body: { username: email, password: 'Fel-lösen-1' },
    });
    const unknownEmail = await call('POST', '/api/user/login', {
      body: { username: `okand-${email}`, password: GOOD_PASSWORD },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail).toEqual(wrongPassword);
  });
});

describe('user tokens', () => {
  it('accepts the access token as a bearer header', async () => {
    const { email, password } = await register();
    const { token } = await login(email, password);
    const asBearer = await call<CustomerDto>('GET', '/api/user/me', { bearer: token });
    expect(asBearer.status).toBe(200);
    expect(asBearer.body.result.email).toBe(email);
  });

  it('refuses a missing, forged or expired access token with 401', async () => {
    const { email, password } = await register();
    const { token, refreshToken } = await login(email, password);
    expect((await call('GET', '/api/user/me')).status).toBe(401);
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${token.split('.')[2]}`;
    const forgedAnswer = await call<string>('GET', '/api/user/me', { bearer: forged });
    expect(forgedAnswer.status).toBe(401);
    expect(forgedAnswer.body.result).toMatch(/not valid/);

    clock += 16 * 60_000;
    const expired = await call<string>('GET', '/api/user/me', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 401, result: expect.stringMatching(/expired/) as string });
    // The refresh token outlives the access token: the client refreshes and carries on (SPEC §4).
    const refreshed = await call<SessionTokens>('POST', '/api/user/refresh', { body: { refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call('GET', '/api/user/me', { token: refreshed.body.result.token })).status).toBe(200);
  });
});

describe('POST /api/user/refresh', () => {
  it('rotates: a spent refresh token is refused, and presenting it again revokes its whole family', async () => {
    const { email, password } = await register();
    const first = await login(email, password);
    const otherDevice = await login(email, password);

    const second = await call<SessionTokens>('POST', '/api/user/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(second.status).toBe(200);
    expect(second.body.result.refreshToken).not.toBe(first.refreshToken);
    expect((await call('GET', '/api/user/me', { token: second.body.result.token })).status).toBe(200);

    const replay = await call('POST', '/api/user/refresh', { body: { refreshToken: first.refreshToken } });
    expect(replay).toEqual({ status: 401, body: { code: 401, result: REFRESH_FAILED } });
    // The thief's replay also ends the session that rotated legitimately...
    const afterReplay = await call('POST', '/api/user/refresh', {
      body: { refreshToken: second.body.result.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
    // ...but not another login of the same customer.
    const other = await call('POST', '/api/user/refresh', {
      body: { refreshToken: otherDevice.refreshToken },
    });
    expect(other.status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const { status, body } = await call('POST', '/api/user/refresh', { body: { refreshToken: 'nope' } });
    expect({ status, body }).toEqual({ status: 401, body: { code: 401, result: REFRESH_FAILED } });
  });
});

describe('GET and POST /api/user/me', () => {
  it("changes only the caller's own profile, whatever ids the body names", async () => {
    const a = await register({ firstname: 'Astrid' });
    const b = await register({ firstname: 'Bertil' });
    const tokenA = (await login(a.email, a.password)).token;
    const tokenB = (await login(b.email, b.password)).token;
    expect((await call<CustomerDto>('GET', '/api/user/me', { token: tokenA })).body.result.id).toBe(
      a.customer.id,
    );

    const changed = await call<CustomerDto>('POST', '/api/user/me', {
      token: tokenA,
      body: {
        customer: {
          ...b.customer,
          id: b.customer.id,
          group_id: 2,
          email: `ny-${a.email}`,
          firstname: 'Agnes',
          addresses: [
            { ...HOME_ADDRESS, city: 'Malmö', postcode: '211 22' },
            { ...HOME_ADDRESS, city: 'Visby', postcode: '621 55', default_billing: true },
          ],
        },
        currentPassword: a.password,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result).toMatchObject({
      id: a.customer.id,
      email: `ny-${a.email}`,
      firstname: 'Agnes',
      group_id: 1,
    });
    expect(changed.body.result.addresses.map((x) => [x.city, x.default_shipping, x.default_billing])).toEqual(
      [
        ['Malmö', true, false],
        ['Visby', false, true],
      ],
    );
    const bNow = await call<CustomerDto>('GET', '/api/user/me', { token: tokenB });
    expect(bNow.body.result).toEqual(b.customer);

    const taken = await call('POST', '/api/user/me', {
      token: tokenA,
      body: {
        customer: { email: b.email.toUpperCase(), firstname: 'Agnes', lastname: 'Berg' },
        currentPassword: a.password,
      },
    });
    expect(taken).toEqual({ status: 400, body: { code: 400, result: DUPLICATE } });
  });

  it('needs a token', async () => {
    const { status } = await call('POST', '/api/user/me', {
      body: { customer: { email: 'x@example.se', firstname: 'Xena', lastname: 'Berg' } },
    });
    expect(status).toBe(401);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every user call, and the login answer shape in its summary', async () => {
    const response = await fetch(`${api.baseUrl}/api/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    for (const call of ['create', 'login', 'refresh', 'reset-password', 'create-password', 'change-password'])
      expect(document.paths[`/api/user/${call}`]?.post, call).toBeDefined();
    expect(Object.keys(document.paths['/api/user/me'] ?? {})).toEqual(['get', 'post']);
    expect(document.paths['/api/user/order-history']?.get).toBeDefined();
    expect(document.paths['/api/user/login']?.post?.summary).toContain(
      '{token, refreshToken, groupToken, groupId}',
    );
  });
});
