import type { AdminOrderDto, GuestOrderAccessDto, OrderResult } from '@hemma/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderRequest } from './support/checkout-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

// The API's clock (the order access reads it through its context's now()): moved by the test, never slept on.
// Whole seconds, as the signed accesses count.
const START = Math.floor(Date.now() / 1000) * 1000;
let clock = START;
const api = useTestApi({ now: () => new Date(clock) });
const trade = tradeFixtures(api);
const { shop, accounts } = trade;
const staff = useTradeStaff(api);

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Answer = { status: number; body: { result: GuestOrderAccessDto & string } };
const lookup = (order_number: string, email: string): Promise<Answer> =>
  accounts.call('POST', '/api/order-status', { body: { order_number, email } });
const openLink = (token: string): Promise<Answer> =>
  accounts.call('POST', '/api/order-status/link', { body: { token } });
const renew = (access?: string): Promise<Answer> =>
  accounts.call('POST', '/api/order-status/renew', {
    body: {},
    ...(access ? { headers: { 'x-hemma-order-access': access } } : {}),
  });
const returnsOf = (number: string, access: string) =>
  accounts.call<unknown>('GET', `/api/orders/${number}/returns`, {
    headers: { 'x-hemma-order-access': access },
  });

const parcel = shop.parcel;

/** A guest's cash-on-delivery order of two parcels, taken into processing. */
async function guestOrder(email: string) {
  const first = await parcel();
  const parcels = [first, await parcel(first.sku)];
  const placed = await accounts.call<OrderResult>('POST', '/api/order', {
    body: orderRequest(
      parcels.map((p) => ({ sku: p.sku, qty: 1 })),
      { personal_details: { firstname: 'Gun', lastname: 'Ek', email } },
    ),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const number = placed.body.result.increment_id;
  const { id } = await trade.findOrder(staff.clerk, number);
  expect((await trade.setStatus(staff.clerk, id, { status: 'processing' })).status).toBe(200);
  return { id, number };
}

/** The `access` of the order page's link in the newest mail to `email` about the order. */
async function mailedLink(email: string, number: string, subject: RegExp): Promise<string> {
  const mails = await mailsEventually(
    api.outboxDir,
    (m) => m.to.includes(email) && m.subject.includes(number) && subject.test(m.subject),
  );
  const url = /https?:\/\/\S+\/order-status\?order=(\S+)&access=([\w.-]+)/.exec(mails.at(-1)!.text);
  expect(url?.[1]).toBe(number);
  return url![2]!;
}

describe("a guest's access to an order", () => {
  // Each test starts at the same time, while the staff's login (at the start) is fresh.
  beforeEach(() => {
    clock = START;
  });

  it('is renewed while the page is open, up to a day; it opens its own order only', async () => {
    const email = `gast-${clock}@example.se`;
    const mine = await guestOrder(email);
    const other = await guestOrder(`annan-${clock}@example.se`);

    const opened = await lookup(mine.number, email);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.result.expires_at).toBe(new Date(clock + 30 * MINUTE).toISOString());
    const first = opened.body.result.token;

    // 25 minutes of reading: renewed, the same order, 30 minutes from now.
    clock += 25 * MINUTE;
    const renewed = await renew(first);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.result.order.increment_id).toBe(mine.number);
    expect(renewed.body.result.expires_at).toBe(new Date(clock + 30 * MINUTE).toISOString());
    const second = renewed.body.result.token;
    // It is no wider than the one renewed: another order is still 404.
    expect((await returnsOf(other.number, second)).status).toBe(404);

    // Past the first access's 30 minutes: the first is refused, the renewed one opens the order.
    clock += 10 * MINUTE;
    expect(await returnsOf(mine.number, first)).toMatchObject({
      status: 401,
      body: {
        result: 'The guest access has expired: open the order again with its number and e-mail address',
      },
    });
    expect((await returnsOf(mine.number, second)).status).toBe(200);
    // An expired access is not renewed; nor an altered one, nor none.
    expect((await renew(first)).status).toBe(401);
    expect((await renew(`${second}x`)).status).toBe(401);
    expect(await renew()).toMatchObject({
      status: 401,
      body: { result: 'Send the guest access to renew as the header X-Hemma-Order-Access' },
    });

    // Renewed every 25 minutes, the opening lasts a day, then the order is opened again.
    const openedAt = clock - 35 * MINUTE;
    let access = (await renew(second)).body.result.token;
    for (;;) {
      clock += 25 * MINUTE;
      const next = await renew(access);
      if (clock >= openedAt + DAY) {
        expect(next.status).toBe(401);
        break;
      }
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      expect(Date.parse(next.body.result.expires_at)).toBe(Math.min(clock + 30 * MINUTE, openedAt + DAY));
      access = next.body.result.token;
    }
    expect((await returnsOf(mine.number, access)).status).toBe(401);
  });

  it("opens the order from the shipping mails' link for the return window, that order only", async () => {
    const email = `lank-${clock}@example.se`;
    const mine = await guestOrder(email);
    const lines = (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${mine.id}`)).body.result.items;
    // A partial shipment's mail carries the link too, and so does the last one's.
    const shipped = await staff.clerk.send('POST', `/api/admin/orders/${mine.id}/shipments`, {
      carrier: 'PostNord',
      tracking_number: 'SE1',
      lines: [{ item_id: lines[0]!.id, qty: 1 }],
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const link = await mailedLink(email, mine.number, /leverans/);
    const rest = await trade.setStatus(staff.clerk, mine.id, {
      status: 'shipped',
      carrier: 'PostNord',
      tracking_number: 'SE2',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    await mailedLink(email, mine.number, /leverans/);

    // The link is not an access, nor an access a link.
    expect((await returnsOf(mine.number, link)).status).toBe(401);
    const access = (await lookup(mine.number, email)).body.result.token;
    expect((await openLink(access)).status).toBe(401);
    expect((await openLink(`${link.slice(0, -2)}xx`)).status).toBe(401);
    expect((await openLink('')).status).toBe(400);

    // Weeks later — delivered late, the 30-day window still running — the link opens the order without the e-mail.
    clock += 50 * DAY;
    const opened = await openLink(link);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.result.order.increment_id).toBe(mine.number);
    // The guest sees each parcel with its carrier and tracking number, as My Account shows them.
    expect(opened.body.result.order.shipments.map((s) => s.tracking_number)).toEqual(['SE1', 'SE2']);
    expect((await returnsOf(mine.number, opened.body.result.token)).status).toBe(200);
    // The default window (30 days) and 30 days for the delivery: after 60 days the link has expired.
    clock += 10 * DAY;
    expect(await openLink(link)).toMatchObject({
      status: 401,
      body: {
        result:
          'The link to this order has expired with its return window: open the order with its number and e-mail address',
      },
    });
  });

  it("follows the shop's return window: a longer window, a longer link", async () => {
    const longer = {
      return_window_days: 90,
      return_address: 'Hemma Returer\nLagervägen 12\n553 03 Jönköping',
    };
    expect((await staff.owner.send('PUT', '/api/admin/returns/settings', longer)).status).toBe(200);
    const email = `lang-${clock}@example.se`;
    const mine = await guestOrder(email);
    const shipped = await trade.setStatus(staff.clerk, mine.id, {
      status: 'shipped',
      carrier: 'PostNord',
      tracking_number: 'SE3',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const link = await mailedLink(email, mine.number, /skickad/);
    await staff.owner.send('PUT', '/api/admin/returns/settings', { ...longer, return_window_days: 30 });
    // 90 days and 30 for the delivery, as the window was when the mail was sent.
    clock += 119 * DAY;
    expect((await openLink(link)).status).toBe(200);
    clock += 2 * DAY;
    expect((await openLink(link)).status).toBe(401);
  });
});
