import type { AdminOrderDto, OrderHistoryDto, OrderResult, PickupPointDto } from '@hemma/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, orderRequest } from './support/checkout-fixtures.ts';
import { FAKE_POSTNORD_KEY, useFakePostnord } from './support/fake-postnord.ts';
import { mailsEventually } from './support/mail.ts';
import { adminOrderByNumber } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

/** Decision 0048: pick-up points from PostNord's Service Points API, cached, with the seeded directory as fallback. */
const postnord = useFakePostnord();
const logLines: string[] = [];
const TIMEOUT_MS = 300;
const api = useTestApi({
  postnord: () => ({ apiKey: FAKE_POSTNORD_KEY, apiUrl: postnord.url, timeoutMs: TIMEOUT_MS }),
  logLines,
});
const trade = tradeFixtures(api);
const staff = useTradeStaff(api);

const points = (query: string) => api.get<PickupPointDto[]>(`/api/ext/pickup-points?${query}`);
/** The warnings logged since the test began. */
const warnings = () =>
  logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level === 40);
const nearestCalls = () => postnord.requests.filter((r) => r.path.endsWith('/nearest/byaddress'));
const byIdCalls = () => postnord.requests.filter((r) => r.path.endsWith('/servicepoints/ids'));

beforeEach(() => {
  postnord.mode = 'ok';
  postnord.requests.length = 0;
  logLines.length = 0;
});

const ombud = (pickup_point_id: string) => ({
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  shipping_carrier_code: 'pickup',
  shipping_method_code: 'ombud',
  payment_method_code: 'invoice',
  pickup_point_id,
});
const placeAt = async (pickupPointId: string) => {
  const simple = await trade.shop.find('simple');
  return api.post<OrderResult & string>(
    '/api/order',
    orderRequest([{ sku: simple.sku, qty: 1 }], { addressInformation: ombud(pickupPointId) }),
  );
};

describe('pick-up points from PostNord', () => {
  it('answers PostNord’s points for the postcode, asked with the key and the documented query', async () => {
    const answer = await points('postcode=11321&limit=2');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual([
      {
        id: '026548',
        name: 'ICA Supermarket Odenplan',
        street: 'Odengatan 75',
        postcode: '113 22',
        city: 'Stockholm',
        opening_hours: 'Mån–fre 8–21, lör 10–16.30',
      },
      expect.objectContaining({ id: '026551', name: 'Tempo Vasastan', postcode: '113 24' }),
    ]);
    expect(nearestCalls()).toEqual([
      {
        path: '/rest/businesslocation/v5/servicepoints/nearest/byaddress',
        query: {
          apikey: FAKE_POSTNORD_KEY,
          countryCode: 'SE',
          postalCode: '11321',
          numberOfServicePoints: '20',
          returnType: 'json',
        },
      },
    ]);
    expect(warnings()).toEqual([]);
  });

  it('keeps a postcode’s answer: the same postcode again, however written or limited, does not reach PostNord', async () => {
    const first = await points('postcode=11350&limit=3');
    expect(first.body.result.map((p) => p.id)).toEqual(['091234', '026551', '026548']);
    expect(nearestCalls()).toHaveLength(1);
    const again = await points('postcode=113%2050&limit=1');
    expect(again.body.result.map((p) => p.id)).toEqual(['091234']);
    expect((await points('postcode=11350')).body.result).toHaveLength(3);
    expect(nearestCalls()).toHaveLength(1);
    // Another postcode is asked for.
    await points('postcode=11351');
    expect(nearestCalls()).toHaveLength(2);
  });

  it('answers from the seeded directory when PostNord is slower than the timeout, and says so in the log', async () => {
    // PostNord answers no sooner than the suite ends: the API answering at all is its timeout at work.
    postnord.mode = 'slow';
    postnord.slowMs = 600_000;
    const answer = await points('postcode=11329');
    expect(answer.status).toBe(200);
    // The seeded directory's nearest point to 113 29 (decision 0033).
    expect(answer.body.result[0]).toMatchObject({ id: 'SE-1001', name: 'ICA Nära Vasastan' });
    expect(warnings().map((w) => w.msg)).toEqual([
      `PostNord service points for 11329: no answer within ${TIMEOUT_MS} ms (timeout); the seeded directory answers`,
    ]);

    // The fallback's answer is not kept: once PostNord answers again, its points are shown.
    postnord.mode = 'ok';
    expect((await points('postcode=11329')).body.result[0]!.id).toBe('026551');
  });

  it.each([
    ['fail', 11330, 'HTTP 503'],
    ['garbage', 11331, 'invalid JSON'],
    ['fault', 11332, 'HTTP 400'],
  ] as const)(
    'answers from the seeded directory when PostNord answers %s, and logs the reason',
    async (mode, postcode, reason) => {
      postnord.mode = mode;
      const answer = await points(`postcode=${postcode}&limit=3`);
      expect(answer.status).toBe(200);
      expect(answer.body.result.map((p) => p.id)).toHaveLength(3);
      expect(answer.body.result.every((p) => p.id.startsWith('SE-'))).toBe(true);
      const [warning, ...more] = warnings();
      expect(more).toEqual([]);
      expect(warning?.msg).toContain(`PostNord service points for ${postcode}: ${reason}`);
      expect(warning?.msg).toContain('the seeded directory answers');
    },
  );
});

describe('the chosen point on the order (find)', () => {
  it('takes a point PostNord answered even while PostNord is down, and keeps it on the order', async () => {
    const [point] = (await points('postcode=11322&limit=1')).body.result;
    expect(point!.id).toBe('026548');
    postnord.mode = 'fail';
    postnord.requests.length = 0;
    const placed = await placeAt(point!.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(postnord.requests).toEqual([]);
    const order = await adminOrderByNumber(staff.clerk, placed.body.result.increment_id);
    expect(order.pickup_point).toEqual(point);
  });

  it('asks PostNord by id for a point nobody here was answered, and refuses an id PostNord does not know', async () => {
    const placed = await placeAt('020001');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(byIdCalls().map((r) => r.query)).toEqual([
      { apikey: FAKE_POSTNORD_KEY, countryCode: 'SE', ids: '020001', returnType: 'json' },
    ]);
    const order = await adminOrderByNumber(staff.clerk, placed.body.result.increment_id);
    expect(order.pickup_point).toMatchObject({ id: '020001', street: 'Terminalvägen 24', city: 'Solna' });

    const unknown = await placeAt('999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toBe('addressInformation.pickup_point_id: no pick-up point 999999');
    // An id that is not PostNord's form is not asked about.
    postnord.requests.length = 0;
    expect((await placeAt('XX-1')).status).toBe(400);
    expect(postnord.requests).toEqual([]);
  });

  it('answers 503, not 500, when PostNord cannot be asked about an unknown point, and logs why', async () => {
    postnord.mode = 'fail';
    const answer = await placeAt('012345');
    expect(answer.status).toBe(503);
    expect(answer.body.result).toContain('addressInformation.pickup_point_id');
    expect(warnings().map((w) => w.msg)).toEqual([
      expect.stringContaining('PostNord service point 012345: HTTP 503'),
    ]);
  });

  it('takes a point of the seeded directory that answered while PostNord was away', async () => {
    postnord.mode = 'garbage';
    const [seeded] = (await points('postcode=41310&limit=1')).body.result;
    expect(seeded!.id).toMatch(/^SE-/);
    const placed = await placeAt(seeded!.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe('the tracking link of a PostNord shipment', () => {
  const ship = async (carrier: string, trackingNumber: string) => {
    const simple = await trade.shop.find('simple');
    const karin = await trade.customer();
    const placed = await trade.placeOrder({ sku: simple.sku, token: karin.token, person: karin });
    const { id } = await trade.findOrder(staff.clerk, placed.increment_id);
    await trade.setStatus(staff.clerk, id, { status: 'processing' });
    const shipped = await trade.setStatus(staff.clerk, id, {
      status: 'shipped',
      carrier,
      tracking_number: trackingNumber,
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    return { id, karin, placed, shipped: shipped.body.result as AdminOrderDto };
  };
  /** The shipping notice as the outbox keeps it (both parts), written in the status change's transaction. */
  const shippingMail = (orderId: number) =>
    api.handle.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_shipped')
      .executeTakeFirstOrThrow();

  it('links the number to PostNord’s tracking page in the back office, My Account and the shipping mail', async () => {
    const url = 'https://tracking.postnord.com/se/?id=00373500454541020957';
    const { id, karin, placed, shipped } = await ship('PostNord', '00373500454541020957');
    expect(shipped.tracking_url).toBe(url);
    const list = await staff.clerk.get<{ items: { id: number; tracking_url: string | null }[] }>(
      `/api/admin/orders?q=${placed.increment_id}`,
    );
    expect(list.body.result.items.find((o) => o.id === id)?.tracking_url).toBe(url);

    const history = await trade.accounts.call<OrderHistoryDto>('GET', '/api/user/order-history', {
      token: karin.token,
    });
    expect(history.body.result.items[0]).toMatchObject({
      increment_id: placed.increment_id,
      tracking_url: url,
    });

    const [sent] = await mailsEventually(
      api.outboxDir,
      (m) => m.to.includes(karin.email) && m.subject.includes('skickad'),
    );
    expect(sent?.text).toContain(`Följ paketet här: ${url}`);
    const mail = await shippingMail(id);
    expect(mail.html_body).toContain(
      `<a href="${url}" style="color:#2b2a28"><strong>00373500454541020957</strong></a>`,
    );
  });

  it('has no link for a carrier without a known tracking page', async () => {
    const { id, karin, shipped } = await ship('DHL', 'JJD0001234');
    expect(shipped.tracking_url).toBeNull();
    const history = await trade.accounts.call<OrderHistoryDto>('GET', '/api/user/order-history', {
      token: karin.token,
    });
    expect(history.body.result.items[0]).toMatchObject({ tracking_number: 'JJD0001234', tracking_url: null });
    const mail = await shippingMail(id);
    expect(mail.text_body).toContain('Med spårningsnumret kan du följa paketet hos transportören.');
    expect(mail.html_body).toContain('<strong>JJD0001234</strong>');
    expect(mail.html_body).not.toContain('<a href="https://tracking');
  });
});
