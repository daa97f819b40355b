import type {
  OrderResult,
  ProductDto,
  ShippingCountriesDto,
  ShippingInformationResult,
  ShippingMethodDto,
  TaxRateDto,
  TaxSettingsDto,
  AddressDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { BERLIN, eurCentsFor, MILAN, VIENNA } from './support/foreign-addresses.ts';
import { mailsEventually } from './support/mail.ts';
import { adminOrderByNumber } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

/** Decision 0056: the countries each store view ships to, their address rules, and VAT by destination. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);
const cents = (amount: number) => Math.round(amount * 100);
/** The courier's 5 kr in EUR: a round 1 € (decision 0057); a fee's gross stays, only its VAT is the destination's. */
const COURIER_CENTS = 100;

const courier = (address: AddressDto, payment = 'invoice') => ({
  shippingAddress: address,
  billingAddress: address,
  shipping_carrier_code: 'courier',
  shipping_method_code: 'flatrate',
  payment_method_code: payment,
});

const order = (sku: string, qty: number, storeCode: string, address: AddressDto) =>
  api.post<OrderResult>(
    '/api/order',
    orderRequest([{ sku, qty }], { store_code: storeCode, addressInformation: courier(address) }),
  );

async function cartIn(storeCode: string, sku: string, qty: number): Promise<string> {
  const cartId = await shop.createCart();
  const added = await api.post(`/api/cart/update?cartId=${cartId}&storeCode=${storeCode}`, {
    cartItem: { sku, qty },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return cartId;
}

const shipTo = (cartId: string, storeCode: string, address: AddressDto) =>
  api.post<ShippingInformationResult>(
    `/api/cart/shipping-information?cartId=${cartId}&storeCode=${storeCode}`,
    {
      addressInformation: courier(address),
    },
  );

describe('VAT by destination', () => {
  it('prices and taxes orders to Berlin (19 %), Vienna (20 %) and Milan (22 %) to the cent', async () => {
    const simple = await shop.find('simple');
    const sek = simple.final_price_incl_tax;
    const page = (
      await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(simple.sku)}?storeCode=de`)
    ).body.result;
    // The German product page shows the German gross price: the SEK price's net × 1.19.
    expect(cents(page.final_price_incl_tax)).toBe(eurCentsFor(sek, 19));

    for (const [storeCode, address, rate] of [
      ['de', BERLIN, 19],
      ['de', VIENNA, 20],
      ['it', MILAN, 22],
    ] as const) {
      const placed = await order(simple.sku, 3, storeCode, address);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { totals, grand_total } = placed.body.result;
      const unit = eurCentsFor(sek, rate);
      expect(cents(totals.items[0]!.price_incl_tax), address.city).toBe(unit);
      expect(totals.items[0]!.tax_percent).toBe(rate);
      expect(cents(totals.subtotal_incl_tax)).toBe(unit * 3);
      expect(cents(grand_total)).toBe(unit * 3 + COURIER_CENTS);
      // The VAT included: the lines' and the courier's, each split at the destination's rate.
      const vat = (gross: number) => gross - Math.round((gross * 100) / (100 + rate));
      expect(cents(totals.tax_amount)).toBe(vat(unit * 3) + vat(COURIER_CENTS));
      expect(totals).toMatchObject({ country_id: address.country_id, vat_rates: [rate] });

      const row = await api.handle.db
        .selectFrom('orders')
        .select(['delivery_country_id', 'vat_rates', 'shipping_address'])
        .where('increment_id', '=', placed.body.result.increment_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ delivery_country_id: address.country_id, vat_rates: String(rate) });
      // Phone numbers are kept in their international form.
      const kept = JSON.parse(row.shipping_address!) as AddressDto;
      expect(kept.telephone).toMatch(/^\+(49|43|39)\d+$/);
      // The confirmation, in the order's language (decision 0058), says which VAT the order includes.
      const id = placed.body.result.increment_id;
      const [mail] = await mailsEventually(api.outboxDir, (m) => m.subject.includes(id));
      expect(mail!.text).toContain(`${storeCode === 'de' ? 'Davon MwSt.' : 'di cui IVA'} (${rate} %)`);
      // And the back office's order.
      const admin = await adminOrderByNumber(staff.clerk, id);
      expect(admin.totals).toMatchObject({ country_id: address.country_id, vat_rates: [rate] });
    }
  });

  it('reprices a cart whose address moves to another country, and says so', async () => {
    const simple = await shop.find('simple');
    const cartId = await cartIn('de', simple.sku, 2);
    const toBerlin = await shipTo(cartId, 'de', BERLIN);
    expect(toBerlin.status, JSON.stringify(toBerlin.body)).toBe(200);
    expect(toBerlin.body.result.repriced_from_country).toBeUndefined();
    expect(cents(toBerlin.body.result.totals.subtotal_incl_tax)).toBe(
      eurCentsFor(simple.final_price_incl_tax, 19) * 2,
    );
    const toVienna = await shipTo(cartId, 'de', VIENNA);
    expect(toVienna.status, JSON.stringify(toVienna.body)).toBe(200);
    expect(toVienna.body.result.repriced_from_country).toBe('DE');
    expect(toVienna.body.result.totals).toMatchObject({ country_id: 'AT', vat_rates: [20] });
    expect(cents(toVienna.body.result.totals.subtotal_incl_tax)).toBe(
      eurCentsFor(simple.final_price_incl_tax, 20) * 2,
    );
    // Abroad, nothing is collected: no shop in Stockholm, no Swedish ombud.
    const methods = await api.post<ShippingMethodDto[]>(
      `/api/cart/shipping-methods?cartId=${cartId}&storeCode=de`,
      { address: { country_id: 'AT' } },
    );
    const carriers = methods.body.result.map((m) => m.carrier_code);
    expect(carriers).toContain('courier');
    expect(carriers).not.toContain('pickup');
  });

  it("prices the next cart with the owner's changed rate", async () => {
    const simple = await shop.find('simple');
    const tax = (await staff.owner.get<TaxSettingsDto>('/api/admin/settings/tax')).body.result;
    const german = tax.rules.flatMap((r) => r.rates).find((r) => r.country_id === 'DE' && r.rate === 19)!;
    expect(german).toBeDefined();
    const set = (rate: number) =>
      staff.owner.send<TaxRateDto>('PATCH', `/api/admin/settings/tax-rates/${german.id}`, { rate });
    try {
      expect((await set(16)).status).toBe(200);
      const cartId = await cartIn('de', simple.sku, 1);
      const shipped = await shipTo(cartId, 'de', BERLIN);
      expect(shipped.body.result.totals.items[0]!.tax_percent).toBe(16);
      expect(cents(shipped.body.result.totals.subtotal_incl_tax)).toBe(
        eurCentsFor(simple.final_price_incl_tax, 16),
      );
    } finally {
      await set(19);
    }
  });
});

describe('countries and addresses', () => {
  it('refuses a country the store view does not ship to, naming country_id, and follows the owner', async () => {
    const simple = await shop.find('simple');
    for (const [storeCode, address] of [
      ['de', ADDRESS],
      ['de', MILAN],
      ['it', BERLIN],
      ['default', BERLIN],
    ] as const) {
      const refused = await order(simple.sku, 1, storeCode, address);
      expect(refused.status, `${storeCode} ${address.country_id}`).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('shippingAddress.country_id');
    }
    const cartId = await cartIn('de', simple.sku, 1);
    const shipped = await shipTo(cartId, 'de', ADDRESS);
    expect(shipped.status).toBe(400);
    expect(JSON.stringify(shipped.body)).toContain('country_id');

    const read = (await staff.owner.get<ShippingCountriesDto>('/api/admin/settings/countries')).body.result;
    expect(read.countries).toMatchObject({ default: ['SE'], en: ['SE'], de: ['DE', 'AT'], it: ['IT'] });
    const save = (countries: Record<string, string[]>, updated_at: string | null) =>
      staff.owner.send<ShippingCountriesDto>('PUT', '/api/admin/settings/countries', {
        countries,
        updated_at,
      });
    const bad = await save({ ...read.countries, de: ['DE', 'FR'] }, read.updated_at);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('countries.de');
    const saved = await save({ ...read.countries, it: ['IT', 'AT'] }, read.updated_at);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The checkout asks which countries to offer.
    expect((await api.get<string[]>('/api/ext/countries?storeCode=it')).body.result).toEqual(['IT', 'AT']);
    expect((await api.get<string[]>('/api/ext/countries')).body.result).toEqual(['SE']);
    try {
      const italianToVienna = await order(simple.sku, 1, 'it', VIENNA);
      expect(italianToVienna.status, JSON.stringify(italianToVienna.body)).toBe(200);
      expect(italianToVienna.body.result.totals.vat_rates).toEqual([20]);
    } finally {
      expect((await save(read.countries, saved.body.result.updated_at)).status).toBe(200);
    }
  });

  it('refuses bad postcodes, phones and a missing province per country with 400 naming the field', async () => {
    const simple = await shop.find('simple');
    const cases: [string, AddressDto, string][] = [
      ['de', { ...BERLIN, postcode: '1011' }, 'shippingAddress.postcode'],
      ['de', { ...BERLIN, postcode: '101170' }, 'shippingAddress.postcode'],
      ['de', { ...VIENNA, postcode: '10100' }, 'shippingAddress.postcode'],
      ['de', { ...VIENNA, postcode: '0999' }, 'shippingAddress.postcode'],
      ['it', { ...MILAN, postcode: '2012' }, 'shippingAddress.postcode'],
      ['it', { ...MILAN, postcode: 'MI201' }, 'shippingAddress.postcode'],
      ['default', { ...ADDRESS, postcode: '01234' }, 'shippingAddress.postcode'],
      ['de', { ...BERLIN, telephone: '+39 02 1234567' }, 'shippingAddress.telephone'],
      ['it', { ...MILAN, region_code: null }, 'shippingAddress.region_code'],
      ['it', { ...MILAN, region_code: 'Milano' }, 'shippingAddress.region_code'],
    ];
    for (const [storeCode, address, field] of cases) {
      const refused = await order(simple.sku, 1, storeCode, address);
      expect(refused.status, `${address.country_id} ${address.postcode}`).toBe(400);
      expect(JSON.stringify(refused.body), field).toContain(field);
    }
    const cartId = await cartIn('de', simple.sku, 1);
    const shipped = await shipTo(cartId, 'de', { ...BERLIN, postcode: '1234' });
    expect(shipped.status).toBe(400);
    expect(JSON.stringify(shipped.body)).toContain('shippingAddress.postcode');
    // National forms are accepted: "+49 30 1234567", "0049 30 1234567" and "030/1234567" are the same number.
    for (const telephone of ['+49 30 1234567', '0049 30 1234567', '030/1234567'])
      expect((await order(simple.sku, 1, 'de', { ...BERLIN, telephone })).status, telephone).toBe(200);
  });
});
