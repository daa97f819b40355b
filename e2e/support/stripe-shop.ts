import {
  createFakeStripe,
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
} from '@hemma/api/testing/fake-stripe';
import { ownServer } from './own-server.ts';

/**
 * A shop process of its own paying through a fake Stripe over HTTP (decision 0050) on `port`: the fake's hosted page
 * pays (and sends the signed webhook to the shop) or cancels, and sends the shopper back. `stop` ends both.
 */
export async function stripeShop(port: number) {
  const shopUrl = `http://127.0.0.1:${port}`;
  const stripe = createFakeStripe({ webhookUrl: `${shopUrl}/api/ext/payment/callbacks/stripe` });
  await stripe.listen();
  const shop = await ownServer(port, {
    HEMMA_STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    HEMMA_STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    HEMMA_STRIPE_API_URL: stripe.url,
    SHOP_URL: shopUrl,
  });
  return {
    shopUrl,
    stripe,
    async stop() {
      await shop.stop();
      await stripe.close();
    },
  };
}
