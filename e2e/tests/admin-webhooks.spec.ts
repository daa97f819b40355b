import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** Where the journey keeps its screenshots of the new screens (e2e/artifacts, not committed). */
const screen = (name: string) => fileURLToPath(new URL(`../artifacts/screens/${name}`, import.meta.url));

/** A receiver on 127.0.0.1 (the journeys' server allows private addresses: HEMMA_WEBHOOKS_ALLOW_PRIVATE=1). */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let url = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hemma-hooks/${Date.now()}`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test('the owner registers a webhook, sees its secret once, sends a test and finds it in the log', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = new AdminPage(page);
  await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
  await admin.menu.getByRole('link', { name: 'Webhooks' }).click();
  await expect(admin.heading).toHaveText('Webhooks');

  await page.getByLabel('Adress (URL)').fill(url);
  // Each event says in the owner's words what raises it.
  await expect(
    page.getByRole('checkbox', { name: /^stock\.low\s*Ett lagersaldo når sin lägstanivå$/ }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'order.created' }).check();
  await page.getByRole('checkbox', { name: 'order.shipped' }).check();
  await page.getByRole('button', { name: 'Lägg till webhook' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const key = (await secret.textContent())!;
  await page.screenshot({ path: screen('webhooks-secret-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Jag har sparat nyckeln' }).click();
  await expect(secret).toHaveCount(0);
  // Shown once: a fresh load of the list has no secret anywhere.
  await page.reload();
  await expect(page.getByText(url)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  await page.getByRole('link', { name: `Visa ${url}` }).click();
  await page.getByRole('button', { name: 'Skicka test' }).click();
  await expect(admin.notice('Testet levererades (204).')).toBeVisible();
  const row = page.getByTestId('webhook-delivery').filter({ hasText: 'ping' });
  await expect(row).toContainText('Levererad');
  await expect(row).toContainText('204');
  // Other journeys' orders may reach it too while it is registered (order.created): the ping is the one test.
  const pings = received.filter((r) => (JSON.parse(r.body) as { type: string }).type === 'ping');
  expect(pings).toHaveLength(1);
  const [ping] = pings;
  const signed = `${String(ping!.headers['webhook-id'])}.${String(ping!.headers['webhook-timestamp'])}.${ping!.body}`;
  const expected = createHmac('sha256', Buffer.from(key.slice(6), 'base64'))
    .update(signed)
    .digest('base64');
  expect(ping!.headers['webhook-signature']).toBe(`v1,${expected}`);
  // "Skicka igen": the same event is sent once more.
  await row.getByRole('button', { name: 'Skicka igen' }).click();
  await expect(admin.notice('Leveransen skickas igen.')).toBeVisible();
  await expect
    .poll(() => received.filter((r) => r.headers['webhook-id'] === ping!.headers['webhook-id']).length)
    .toBe(2);
  await page.screenshot({ path: screen('webhooks-log-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: screen('webhooks-log-375.png'), fullPage: true });
  await page.goto('/admin/settings/webhooks');
  await expect(page.getByText(url)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: screen('webhooks-list-375.png'), fullPage: true });

  // Deleted after a confirmation: the other journeys' orders are not sent to a receiver that has gone.
  await page.getByRole('link', { name: `Visa ${url}` }).click();
  await page.getByRole('button', { name: 'Ta bort webhook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort webhook' }).click();
  await expect(admin.notice('Webhooken är borttagen.')).toBeVisible();
  await expect(page.getByText(url)).toHaveCount(0);
});
