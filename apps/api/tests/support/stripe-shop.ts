import { expect } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, useFakeStripe } from './fake-stripe.ts';
import { adminOrderByNumber } from './payment-fixtures.ts';
import { deliver, placeStripeOrder } from './stripe-checkout.ts';
import { useTestApi } from './test-api.ts';
import { tradeFixtures, useTradeStaff } from './trade-fixtures.ts';

/** One test file's API paying through the fake Stripe (decision 0050); its clock is `now` when given. */
export function useStripeApi(options: { now?: () => Date; stopAfterEditCommit?: () => boolean } = {}) {
  const stripe = useFakeStripe();
  const api = useTestApi({
    ...(options.now ? { now: options.now } : {}),
    ...(options.stopAfterEditCommit ? { stopAfterEditCommit: options.stopAfterEditCommit } : {}),
    stripe: () => ({
      secretKey: FAKE_STRIPE_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      apiUrl: stripe.url,
    }),
  });
  return { stripe, api };
}

/**
 * One test file's shop paying through the fake Stripe (decision 0050), with its staff, and a guest's order paid on
 * Stripe's page — what the tests of refunds and balances through Stripe start from.
 */
export function useStripeShop(options: { now?: () => Date; stopAfterEditCommit?: () => boolean } = {}) {
  const { stripe, api } = useStripeApi(options);
  const trade = tradeFixtures(api);
  const staff = useTradeStaff(api);

  /** The refunds the shop asked of Stripe so far. */
  const refundsAtStripe = () => stripe.requests.filter((r) => r.path === '/v1/refunds');

  /** A guest's order of one parcel paid on Stripe's page, its webhook delivered; its payment intent at the fake. */
  async function paidStripeOrder(method: 'stripe_card' | 'stripe_swish' = 'stripe_card') {
    const simple = await trade.shop.find('simple');
    await trade.setStock(simple.id, 20);
    const order = await placeStripeOrder(api, trade.shop, stripe, method);
    await deliver(api, stripe.signedEvent('checkout.session.completed', stripe.complete(order.session!.id)));
    const number = order.placed.body.result.increment_id;
    const admin = await adminOrderByNumber(staff.clerk, number);
    expect(admin.payment_status).toBe('paid');
    const intent = stripe.intents.get(String(stripe.sessions.get(order.session!.id)!.payment_intent))!;
    return { id: admin.id, number, admin, ownPaymentId: order.paymentId, intent };
  }

  return { stripe, api, trade, staff, refundsAtStripe, paidStripeOrder };
}
