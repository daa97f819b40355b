import type { CustomerDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 4: the SPEC's ?token= mode, where a shop turns it on (HEMMA_TOKENS_IN_QUERY=1).
const api = useTestApi({ auth: { tokensInQuery: true } });
const { call, register, login } = accountFixtures(api);

describe('user tokens in the URL, turned on', () => {
  it('are accepted beside bearer headers', async () => {
    const { email, password } = await register();
    const { token } = await login(email, password);
    const inQuery = await call<CustomerDto>('GET', '/api/user/me', { queryToken: token });
    expect(inQuery.status).toBe(200);
    expect(inQuery.body).toEqual((await call<CustomerDto>('GET', '/api/user/me', { bearer: token })).body);
  });
});
