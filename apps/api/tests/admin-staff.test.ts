import { DEMO_OWNER } from '@hemma/demo-shop';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { adminClient, loginAs, loginOwner } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

describe('back-office login and session', () => {
  it('logs the demo owner in with an httpOnly, SameSite=Strict cookie and answers the CSRF token', async () => {
    const client = adminClient(api);
    const response = await client.login();
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hemma_admin='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(response.body.result).toMatchObject({ staff: { email: DEMO_OWNER.email, role: 'owner' } });
    const session = await client.get<{ staff: { email: string } }>('/api/admin/session');
    expect(session.body.result.staff.email).toBe(DEMO_OWNER.email);
  });

  it('refuses a wrong password with 401 and the same answer as an unknown e-mail', async () => {
    const wrong = await adminClient(api).login(DEMO_OWNER.email, 'Not-the-password-1');
    const unknown = await adminClient(api).login('nobody@hemma.example', 'Not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 401 without a session and to a customer token (decision 0051), and never opens the back office with one', async () => {
    expect((await adminClient(api).get('/api/admin/session')).status).toBe(401);
    const accounts = accountFixtures(api);
    const { email, password } = await accounts.register();
    const tokens = await accounts.login(email, password);
    const customer = adminClient(api, { authorization: `Bearer ${tokens.token}` });
    const refused = await customer.get<string>('/api/admin/staff');
    expect(refused.status).toBe(401);
    expect(refused.body.result).toMatch(/a customer token, which never opens \/api\/admin/);
    // A customer's password is not a staff password either.
    expect((await adminClient(api).login(email, password)).status).toBe(401);
  });

  it('refuses a write without the CSRF token with 403 and changes nothing', async () => {
    const owner = await loginOwner(api);
    const refused = await owner.send(
      'POST',
      '/api/admin/staff',
      { email: 'csrf@hemma.example', name: 'X', role: 'orders', password: 'Personal-2026!' },
      { csrf: null },
    );
    expect(refused.status).toBe(403);
    const forged = await owner.send('DELETE', '/api/admin/session', undefined, { csrf: 'forged' });
    expect(forged.status).toBe(403);
    const staff = await owner.get<{ email: string }[]>('/api/admin/staff');
    expect(staff.body.result.map((s) => s.email)).not.toContain('csrf@hemma.example');
  });

  it('ends the session on logout: the cookie no longer opens anything', async () => {
    const owner = await loginOwner(api);
    const cookie = owner.cookies.get('hemma_admin');
    expect((await owner.send('DELETE', '/api/admin/session')).status).toBe(200);
    const again = await fetch(`${api.baseUrl}/api/admin/session`, {
      headers: { cookie: `hemma_admin=${cookie}` },
    });
    expect(again.status).toBe(401);
  });
});

describe('staff accounts and roles', () => {
  it('lets the owner create staff, whose role limits them, and records both in the audit log', async () => {
    const owner = await loginOwner(api);
    const orders = await loginAs(api, owner, 'orders');
    const catalogue = await loginAs(api, owner, 'catalogue');
    for (const client of [orders, catalogue]) {
      const refused = await client.get<string>('/api/admin/staff');
      expect(refused.status).toBe(403);
      expect(refused.body.result).toMatch(/may not manage staff accounts/);
      expect((await client.get('/api/admin/audit')).status).toBe(403);
      expect((await client.get('/api/admin/session')).status).toBe(200);
    }
    const audit = await owner.get<{ items: { action: string; after: { role: string } }[] }>(
      '/api/admin/audit?entity_type=staff',
    );
    expect(
      audit.body.result.items.filter((e) => e.action === 'staff.create').map((e) => e.after.role),
    ).toEqual(expect.arrayContaining(['orders', 'catalogue']));
  });

  it('validates a new staff user like a customer (400 naming the field) and refuses a duplicate e-mail (409)', async () => {
    const owner = await loginOwner(api);
    const weak = await owner.send<string>('POST', '/api/admin/staff', {
      email: 'weak@hemma.example',
      name: 'Weak',
      role: 'orders',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.result).toBe('password: Password must have at least 8 letters.');
    const duplicate = await owner.send<string>('POST', '/api/admin/staff', {
      email: DEMO_OWNER.email.toUpperCase(),
      name: 'Twin',
      role: 'orders',
      password: 'Personal-2026!',
    });
    expect(duplicate.status).toBe(409);
  });

  it('ends the sessions of a staff user whose role changes, and keeps the last owner', async () => {
    const owner = await loginOwner(api);
    const orders = await loginAs(api, owner, 'orders');
    const me = await orders.get<{ staff: { id: number } }>('/api/admin/session');
    const changed = await owner.send('PATCH', `/api/admin/staff/${me.body.result.staff.id}`, {
      role: 'catalogue',
    });
    expect(changed.status).toBe(200);
    expect((await orders.get('/api/admin/session')).status).toBe(401);
    const ownerId = (await owner.get<{ staff: { id: number } }>('/api/admin/session')).body.result.staff.id;
    const demote = await owner.send<string>('PATCH', `/api/admin/staff/${ownerId}`, { role: 'orders' });
    expect(demote.status).toBe(409);
    expect(demote.body.result).toMatch(/last active owner/);
  });
});
