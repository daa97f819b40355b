import { ownServer } from '../support/own-server.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 11;

/**
 * SPEC §2 order confirmation modal: with automatic transmission off (SPEC §9), an order placed offline waits; the
 * 'Order waiting!' notice opens the modal, which lists the order and sends it on confirmation.
 */
test('an order waiting in the queue is confirmed in the order confirmation modal, then sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shop = await ownServer(port, { HEMMA_AUTO_TRANSMIT_ORDERS: '0' });
  try {
    // An order queued while the shop could not be reached (lib/sync-tasks.ts), for a product that does not exist:
    // the shop will refuse it once sent, which shows that it was sent.
    const body = {
      order_id: 'e2e-confirm-0001',
      products: [{ sku: 'FINNS-INTE', qty: 2 }],
      personal_details: { firstname: 'Olle', lastname: 'Offline', email: 'olle.offline@example.se' },
      addressInformation: {},
    };
    await page.goto(`${shop.baseUrl}/error`);
    await page.evaluate((order) => {
      const now = Date.now();
      localStorage.setItem(
        'shop/sync/tasks',
        JSON.stringify([
          {
            task_id: `order-${order.order_id}`,
            url: '/api/order?token={{token}}',
            payload: {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(order),
            },
            transmited: false,
            transmited_at: null,
            created_at: now,
            updated_at: now,
            result: null,
            resultCode: null,
            acknowledged: false,
            meta: { kind: 'order', orderId: order.order_id },
            silent: false,
            is_result_cacheable: false,
          },
        ]),
      );
    }, body);
    await page.goto(`${shop.baseUrl}/`);
    await hydrated(page);
    const waiting = page.getByRole('status').filter({ hasText: 'Beställning väntar!' });
    await waiting.getByRole('button', { name: 'Bekräfta beställningen' }).click();
    const modal = page.getByRole('dialog', { name: 'Bekräfta din beställning' });
    await expect(modal).toContainText('väntar på att skickas: 1.');
    await expect(modal.getByRole('listitem')).toContainText('Olle Offline: 2 st.');
    // Not now: nothing is sent.
    await modal.getByRole('button', { name: 'Inte nu' }).click();
    await expect(modal).toBeHidden();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('shop/sync/tasks')!)[0].transmited),
    ).toBe(false);

    await page.reload();
    await hydrated(page);
    await waiting.getByRole('button', { name: 'Bekräfta beställningen' }).click();
    await modal.getByRole('button', { name: 'Bekräfta beställningen' }).click();
    await expect(modal).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('shop/sync/tasks')!)[0].transmited))
      .toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'kunde inte tas emot' })).toBeVisible();
  } finally {
    await shop.stop();
  }
});
