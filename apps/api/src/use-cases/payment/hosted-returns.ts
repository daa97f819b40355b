import { timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '../../errors.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { outcomeOf, readDetail, settleHostedPayment } from '../order/hosted-payments.ts';
import { applyCheckoutState } from './stripe-events.ts';
import { presentPaymentReturn as present } from './present-payment-return.ts';

/** The hosted payment the return address names, when its key is the one the shop gave Stripe; else 404. */
async function returnedPayment(
  context: CheckoutContext,
  id: string,
  key: string,
): Promise<PaymentSessionRow> {
  const session = await context.payments.find(id);
  const expected = session ? readDetail(session).return_key : undefined;
  const matches =
    typeof expected === 'string' &&
    expected.length === key.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(key));
  if (!session || !matches || !session.order_id) throw new NotFoundError(`No payment ${id} to come back to`);
  return session;
}

/**
 * GET /api/ext/payment/returns/:id?key= — the shopper is back from Stripe's page (decision 0050). Where the webhook
 * has not come yet, Stripe is asked (the same word the webhook would bring, applied the same way), so the page shows
 * the outcome at once; still undecided (a payment Stripe is processing), it answers pending and the page asks again.
 */
export async function paymentReturn(context: CheckoutContext, id: string, key: string) {
  let session = await returnedPayment(context, id, key);
  const stripe = context.hostedPayments;
  if (session.status === 'pending' && stripe && session.provider_reference) {
    try {
      const checkout = await stripe.readCheckout(session.provider_reference);
      session = await applyCheckoutState(context, session, checkout, outcomeOf(checkout, session.method));
    } catch (error) {
      // Stripe away: the webhook or the reconciliation will tell; the page shows "waiting" and asks again.
      context.log.error(`Stripe return ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return present(context, session);
}

/**
 * POST /api/ext/payment/returns/:id/cancel?key= — the shopper cancelled on Stripe's page: the Checkout Session is
 * expired at Stripe (so it can no longer be paid), the order cancelled with its stock given back, and the cart opened
 * again for another try. A payment Stripe already took is not cancelled: the answer says it is paid.
 */
export async function cancelHostedPayment(context: CheckoutContext, id: string, key: string) {
  const session = await returnedPayment(context, id, key);
  const stripe = context.hostedPayments;
  if (session.status === 'pending' && stripe && session.provider_reference) {
    const checkout = await stripe.expireCheckout(session.provider_reference);
    const outcome = outcomeOf(checkout, session.method);
    if (outcome === 'expired')
      await settleHostedPayment(context, session.id, 'declined', {
        reopenCart: true,
        paymentIntent: checkout.paymentIntent,
      });
    else await applyCheckoutState(context, session, checkout, outcome);
  }
  return present(context, (await context.payments.find(session.id)) ?? session);
}
