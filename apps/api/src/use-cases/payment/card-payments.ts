import { randomBytes } from 'node:crypto';
import type { PaymentSessionDto } from '@hemma/contract';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { requireCart, type CartAccess } from '../cart/cart-access.ts';
import { summariseCart } from '../cart/cart-summary.ts';
import { presentPaymentSession } from './present-payment-session.ts';

/** The sandbox provider declines this test card, as real providers do with theirs. */
export const DECLINED_TEST_CARD = '4000000000000002';

const payments = (context: CheckoutContext) => context.payments;

/** Luhn check of a card number (digits only). */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Opens a payment on the provider for what the cart costs now (card chosen, so its fee applies). */
export async function startCardPayment(
  context: CheckoutContext,
  access: CartAccess,
): Promise<PaymentSessionDto> {
  const cart = await requireCart(context, access);
  const { lines, summary } = await summariseCart(context, cart);
  if (lines.length === 0) throw new InputError('The cart is empty: nothing to pay');
  const id = randomBytes(16).toString('hex');
  const now = context.now().toISOString();
  const amount = summary.totals.grandTotal;
  await payments(context).create({
    id,
    cart_token: cart.token,
    amount,
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
  return presentPaymentSession({ id, amount, status: 'pending' });
}

export async function paymentStatus(context: CheckoutContext, id: string): Promise<PaymentSessionDto> {
  const session = await payments(context).find(id);
  if (!session) throw new NotFoundError(`No payment session ${id}`);
  return presentPaymentSession(session);
}

/** The provider's answer to a card: declined for the declining test card, else paid. Settles a session once. */
export async function payWithCard(
  context: CheckoutContext,
  id: string,
  cardNumber: string,
): Promise<PaymentSessionDto> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!isValidCardNumber(digits)) throw new InputError('card_number: not a valid card number');
  const repository = payments(context);
  const session = await repository.find(id);
  if (!session) throw new NotFoundError(`No payment session ${id}`);
  if (session.status !== 'pending')
    throw new AppError(409, `Payment session ${id} is already ${session.status}`);
  const status = digits === DECLINED_TEST_CARD ? 'declined' : 'paid';
  await repository.settle(id, status, digits.slice(-4), context.now().toISOString());
  return paymentStatus(context, id);
}
