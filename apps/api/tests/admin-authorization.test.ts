import { STAFF_ROLES } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { adminClient, loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * The authorization matrix of the back office, read from the OpenAPI document so that every admin route is in it,
 * including routes added later: no session → 401, a customer's token → 401 (a bearer token must be an API key,
 * decision 0051), a role outside the route's area → 403,
 * and a role inside it gets past the check (whatever its input then earns). And no admin operation is reachable
 * outside /api/admin.
 */
const api = useTestApi();

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  roles: string[];
  security: unknown[];
}

let operations: Operation[] = [];
const clients: Record<string, AdminClient> = {};
let customerToken = '';

beforeAll(async () => {
  const document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { 'x-hemma-roles'?: string[]; security?: unknown[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      // Path parameters get a value of the right shape: an id, else a word.
      path: path.replace(/\{id\}|\{\w*Id\}/g, '1').replace(/\{(\w+)\}/g, 'x'),
      roles: operation['x-hemma-roles'] ?? [],
      security: operation.security ?? [],
    })),
  );
  const owner = await loginOwner(api);
  clients.owner = owner;
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner'))
    clients[role] = await loginAs(api, owner, role);
  const accounts = accountFixtures(api);
  const { email, password } = await accounts.register();
  customerToken = (await accounts.login(email, password)).token;
});

const adminOperations = () => operations.filter((o) => o.path.startsWith('/api/admin/'));
// Logging in and out is where a session starts and ends; the matrix covers what needs one.
const guarded = () =>
  adminOperations().filter((o) => !(o.path === '/api/admin/session' && o.method === 'POST'));
const call = (client: AdminClient, o: Operation) =>
  o.method === 'GET' ? client.get(o.path) : client.send(o.method, o.path, {});

describe('back-office authorization matrix', () => {
  it('documents every admin operation with the staff session scheme and its roles', () => {
    expect(guarded().length).toBeGreaterThan(3);
    for (const o of guarded()) {
      expect(o.security[0], `${o.method} ${o.path}`).toEqual({ staffSession: [] });
      expect(o.roles.length, `${o.method} ${o.path}`).toBeGreaterThan(0);
    }
  });

  it('keeps staff operations under /api/admin and out of the shopper API', () => {
    for (const o of operations.filter((op) =>
      op.security.some((s) => JSON.stringify(s).includes('staffSession')),
    ))
      expect(o.path.startsWith('/api/admin/'), `${o.method} ${o.path}`).toBe(true);
  });

  it('answers 401 to every admin operation without a session', async () => {
    for (const o of guarded())
      expect((await call(adminClient(api), o)).status, `${o.method} ${o.path}`).toBe(401);
  });

  it("answers 401 to every admin operation called with a customer's token", async () => {
    const customer = adminClient(api, { authorization: `Bearer ${customerToken}` });
    for (const o of guarded()) expect((await call(customer, o)).status, `${o.method} ${o.path}`).toBe(401);
  });

  it('answers 403 to a role outside the operation’s area, and lets the roles inside it past the check', async () => {
    // Logging out (every role may) would end the sessions the rest of the matrix uses.
    const logout = (o: Operation) => o.path === '/api/admin/session' && o.method === 'DELETE';
    for (const o of guarded().filter((op) => !logout(op))) {
      for (const role of STAFF_ROLES) {
        const { status, body } = await call(clients[role]!, o);
        const label = `${role}: ${o.method} ${o.path} → ${status} ${JSON.stringify(body.result).slice(0, 120)}`;
        if (o.roles.includes(role)) {
          expect(status, label).not.toBe(401);
          // A write without its input is refused for the input (400), never for the role.
          expect(status === 403 && /may not manage/.test(String(body.result)), label).toBe(false);
        } else {
          expect(status, label).toBe(403);
        }
      }
    }
  });
});
