/**
 * What an order owes after an edit raised its total (decision 0060): the page the shopper's mail links to, where the
 * difference is paid through the order's payment provider. The page's key is the capability: it opens nothing else.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from '@hemma/commerce';
import { paymentSessionSchema } from './order.ts';
import { named } from './registry.ts';

export const balancePaymentParams = z.object({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'must be the key from the payment link'),
});

export const balancePaymentSchema = named(
  'BalancePayment',
  z.strictObject({
    order_number: z.string(),
    /**
     * 'due': the difference is still to be paid; 'processing': the shopper finished Stripe's page and Stripe has not
     * yet said the money came (read again); 'paid': nothing is left; 'cancelled': the order was cancelled.
     */
    status: z.enum(['due', 'processing', 'paid', 'cancelled']),
    /** What is left to pay (0 once paid), in the order's currency incl. VAT. */
    amount_due: z.number(),
    currency: z.enum(CURRENCY_CODES),
    /**
     * The payment opened for it on this page and still open, or null. For a sandbox provider `url` is its page, shown
     * in a frame; for Stripe's methods (`stripe_card`, `stripe_swish`) it is Stripe's Checkout page, where the
     * shopper is sent (it comes back to the payment link's page).
     */
    payment: paymentSessionSchema.nullable(),
  }),
  "An order's amount left to pay after an edit raised it, and the payment opened for it.",
);

export type BalancePaymentDto = z.infer<typeof balancePaymentSchema>;
