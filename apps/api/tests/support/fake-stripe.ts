import { afterAll, beforeAll } from 'vitest';
import { createFakeStripe, type FakeStripe } from '../../src/testing/fake-stripe.ts';

export {
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
} from '../../src/testing/fake-stripe.ts';

/** The fake Stripe (src/testing/fake-stripe.ts) for one test file: listening before its tests, closed after. */
export function useFakeStripe(): FakeStripe {
  const fake = createFakeStripe();
  beforeAll(async () => {
    await fake.listen();
  });
  afterAll(async () => {
    await fake.close();
  });
  return fake;
}
