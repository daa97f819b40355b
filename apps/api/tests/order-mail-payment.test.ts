import type { OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { adminOrderByNumber, providerCheckout, sandboxAction } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

/** Issue 35: the confirmation mail names the payment option chosen and says what an invoice means. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);

async function mailOf(incrementId: string) {
  const order = await adminOrderByNumber(staff.clerk, incrementId);
  return api.handle.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'html_body'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'order_confirmation')
    .executeTakeFirstOrThrow();
}

describe('the payment in the order confirmation mail', () => {
  it('names the option taken at the credit provider: invoice or part payment', async () => {
    for (const [option, named] of [
      ['invoice', 'Faktura, 30 dagar'],
      ['part_payment', 'Delbetalning, 12 månader'],
    ] as const) {
      const { session, order } = await providerCheckout(api, shop, 'partpayment');
      const granted = await sandboxAction(api, session, 'credit', {
        personal_number: '19121212-1212',
        option,
      });
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      const placed = await order();
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const mail = await mailOf(placed.body.result.increment_id);
      // The sandbox's title adds "(testläge)".
      expect(mail.text_body).toMatch(
        new RegExp(
          `^Betalningssätt: Delbetalning eller faktura \\(kreditprövning\\)[^:\\n]*: ${named}$`,
          'm',
        ),
      );
      expect(mail.html_body).toContain(named);
      const invoiceNote = 'Fakturan skickas med leveransen, betala inom 30 dagar.';
      if (option === 'invoice') expect(mail.text_body).toContain(invoiceNote);
      else expect(mail.text_body).not.toContain(invoiceNote);
    }
  });

  it('says of an invoice order that the invoice comes with the delivery, to be paid within 30 days', async () => {
    const simple = await shop.find('simple');
    const placed = await api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        addressInformation: { ...orderRequest([]).addressInformation, payment_method_code: 'invoice' },
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const mail = await mailOf(placed.body.result.increment_id);
    expect(mail.text_body).toContain('Betalningssätt: Faktura (30 dagar)');
    expect(mail.text_body).toContain('Fakturan skickas med leveransen, betala inom 30 dagar.');
    expect(mail.text_body).not.toContain('Du betalar vid leverans.');
  });
});
