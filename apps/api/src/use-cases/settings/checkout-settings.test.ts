import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { DEFAULT_CHECKOUT_METHODS } from '../../modules/checkout/methods.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import {
  DEFAULT_PAYMENT,
  DEFAULT_SHIPPING,
  PAYMENT_KEY,
  readCheckoutMethods,
  storedPaymentMethods,
  storedShippingMethods,
  toCheckoutMethods,
  withCapacities,
} from './checkout-settings.ts';

describe('the checkout settings', () => {
  it('default to the methods the shop offered before it had settings', () => {
    expect(toCheckoutMethods({ shipping: DEFAULT_SHIPPING, payment: DEFAULT_PAYMENT })).toEqual(
      DEFAULT_CHECKOUT_METHODS,
    );
    expect(storedShippingMethods.safeParse(DEFAULT_SHIPPING).success).toBe(true);
    expect(storedPaymentMethods.safeParse(DEFAULT_PAYMENT).success).toBe(true);
  });

  it('offer only enabled methods, and a payment method keeps what its code makes it', () => {
    const methods = toCheckoutMethods({
      shipping: DEFAULT_SHIPPING.map((m) => ({ ...m, enabled: m.carrier_code !== 'pickup' })),
      payment: DEFAULT_PAYMENT.map((m) =>
        m.code === 'card'
          ? { ...m, title: 'Kort', cost_incl_tax: 500 }
          : { ...m, enabled: m.code === 'invoice' },
      ),
    });
    expect(methods.shipping.map((m) => m.carrierCode)).toEqual(['courier', 'freeshipping', 'freight']);
    expect(methods.payment.map((m) => [m.code, m.title, m.costInclTax, m.isServerMethod])).toEqual([
      ['invoice', 'Faktura (30 dagar)', 0, false],
      ['card', 'Kort', 500, true],
    ]);
  });

  it.each([
    [
      'no default',
      DEFAULT_PAYMENT.map((m) => ({ ...m, is_default: false })),
      'exactly one method must be the default',
    ],
    [
      'a disabled default',
      DEFAULT_PAYMENT.map((m) => ({ ...m, enabled: m.code !== 'invoice' })),
      'the default must be enabled',
    ],
    ['a method left out', DEFAULT_PAYMENT.slice(0, 2), 'card must be listed once (is 0×)'],
    [
      'an unknown method',
      [...DEFAULT_PAYMENT, { ...DEFAULT_PAYMENT[2]!, code: 'bitcoin', is_default: false }],
      'must be one of',
    ],
  ])('refuse payment settings with %s', (_, value, message) => {
    const result = storedPaymentMethods.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('; ')).toContain(message);
  });

  it('give settings saved before decision 0049 the known methods’ limits and freight delivery', () => {
    const before = DEFAULT_SHIPPING.filter((m) => m.carrier_code !== 'freight').map(
      ({ max_weight_kg: _w, max_length_cm: _l, max_length_girth_cm: _g, carry_in_incl_tax: _c, ...m }) =>
        m.carrier_code === 'courier' ? m : { ...m, enabled: false },
    );
    expect(storedShippingMethods.safeParse(before).success).toBe(true);
    const methods = toCheckoutMethods({
      shipping: withCapacities([...before, { ...before[0]!, carrier_code: 'budbee', is_default: false }]),
      payment: DEFAULT_PAYMENT,
    });
    expect(methods.shipping.map((m) => [m.carrierCode, m.capacity?.maxWeightKg, m.carryInInclTax])).toEqual([
      ['courier', 35, null],
      // A method the shop does not know carries anything.
      ['budbee', undefined, null],
      ['freight', undefined, 39_500],
    ]);
    // Saved with the limits, the owner's choice stands: no freight added back, no limit filled in.
    const saved = DEFAULT_SHIPPING.filter((m) => m.carrier_code !== 'freight').map((m) => ({
      ...m,
      max_weight_kg: null,
    }));
    expect(withCapacities(saved)).toEqual(saved);
  });
});

describe('the methods a cart is offered (issue 32)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ sqlitePath: ':memory:' });
    await sql`create table shop_settings (key text primary key, value text not null, updated_at text not null)`.execute(
      handle.db,
    );
  });
  afterAll(() => handle.close());

  it('are made once per read of the settings, and anew from what a save wrote', async () => {
    const settings = createSettingsRepository(handle.db);
    const first = await readCheckoutMethods(settings);
    // The same read of the rows (kept 2 s, decision 0072): the same methods, not validated and built again.
    expect(await readCheckoutMethods(settings)).toBe(first);
    expect(first.payment.map((m) => m.code)).toContain('swish');
    const withoutSwish = DEFAULT_PAYMENT.map((m) => (m.code === 'swish' ? { ...m, enabled: false } : m));
    await handle.db
      .transaction()
      .execute((trx) =>
        settings.write(trx, PAYMENT_KEY, JSON.stringify(withoutSwish), '2026-12-07T03:00:00Z'),
      );
    const saved = await readCheckoutMethods(settings);
    expect(saved).not.toBe(first);
    expect(saved.payment.map((m) => m.code)).not.toContain('swish');
  });
});
