import type { PaymentSessionDto } from '@hemma/contract';
import { AppError, InputError } from '../../errors.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { PaymentContext } from './payment-context.ts';
import {
  currentSession,
  present,
  providerOf,
  receiveCallback,
  requireSession,
  withDetail,
} from './payments.ts';
import { signCallback, type ProviderCallback } from './provider.ts';
import { isSwedishMobile, isValidCardNumber, parsePersonalNumber, toSwishAlias } from './sandbox-values.ts';

/**
 * The sandbox providers' own side: what their hosted pages ask (a card and its 3-D Secure challenge, a Swish number
 * and the shopper's answer in the app, a personnummer for the credit decision) and the signed callback each sends
 * the shop, through the same check as any callback. Test values decide the outcome, as on the real test systems.
 */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
} as const;

/** The credit decision refuses this test personnummer (and anyone under 18); others are approved. */
export const REFUSED_PERSONAL_NUMBER = '19700101-0003';

async function pendingSession(
  context: PaymentContext,
  id: string,
  method: string,
): Promise<PaymentSessionRow> {
  // Asking the status first lets an expired Swish request fail before anyone answers it.
  const session = await currentSession(context, id);
  providerOf(context, method);
  if (session.method !== method) throw new InputError(`id: payment ${id} is not a ${method} payment`);
  if (session.status !== 'pending')
    throw new AppError(409, `Payment session ${id} is already ${session.status}`);
  return session;
}

/** Sends the provider's callback for a session, signed, to the shop (in process: the same check as over HTTP). */
async function sendCallback(
  context: PaymentContext,
  session: PaymentSessionRow,
  status: ProviderCallback['status'],
  errorCode: string | null = null,
): Promise<PaymentSessionDto> {
  const callback: ProviderCallback = {
    reference: session.provider_reference ?? '',
    paymentId: session.id,
    status,
    amount: session.amount,
    currency: session.currency,
    errorCode,
  };
  const body = JSON.stringify(callback);
  await receiveCallback(context, session.method, body, signCallback(context.secret, body), callback);
  return present(context, await requireSession(context, session.id));
}

export async function payWithCard(context: PaymentContext, id: string, cardNumber: string) {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!isValidCardNumber(digits)) throw new InputError('card_number: not a valid card number');
  const session = await pendingSession(context, id, 'card');
  const now = context.now().toISOString();
  await context.payments.describe(id, { card_last4: digits.slice(-4), updated_at: now });
  if (digits === TEST_CARDS.challenge) {
    // The issuer wants the cardholder to confirm (3-D Secure): the page shows the bank's challenge.
    await context.payments.describe(id, {
      detail: withDetail(session, { challenge: true }),
      updated_at: now,
    });
    return present(context, await requireSession(context, id));
  }
  if (digits === TEST_CARDS.declined) return sendCallback(context, session, 'DECLINED', 'card_declined');
  if (digits === TEST_CARDS.insufficientFunds)
    return sendCallback(context, session, 'DECLINED', 'insufficient_funds');
  return sendCallback(context, session, 'PAID');
}

export async function answerChallenge(context: PaymentContext, id: string, result: 'complete' | 'fail') {
  const session = await pendingSession(context, id, 'card');
  if (!session.detail?.includes('"challenge":true'))
    throw new AppError(409, `Payment session ${id} has no 3-D Secure challenge`);
  return result === 'complete'
    ? sendCallback(context, session, 'PAID')
    : sendCallback(context, session, 'DECLINED', 'authentication_failed');
}

/** A Swish payment request to the shopper's number (the app asks them); without a number the page shows a QR code. */
export async function requestSwish(context: PaymentContext, id: string, phone: string) {
  if (!isSwedishMobile(phone))
    throw new InputError('payer_alias: enter a Swedish mobile number, e.g. 070-123 45 67');
  const session = await pendingSession(context, id, 'swish');
  await context.payments.describe(id, {
    detail: withDetail(session, { payer_alias: toSwishAlias(phone) }),
    updated_at: context.now().toISOString(),
  });
  return present(context, await requireSession(context, id));
}

/** The sandbox stands in for the shopper's Swish app: approve pays, decline is Swish's RF07. */
export async function answerInSwishApp(context: PaymentContext, id: string, answer: 'approve' | 'decline') {
  const session = await pendingSession(context, id, 'swish');
  return answer === 'approve'
    ? sendCallback(context, session, 'PAID')
    : sendCallback(context, session, 'DECLINED', 'RF07');
}

/** Invoice or part payment: the credit decision on the personnummer authorizes the amount or refuses it. */
export async function applyForCredit(
  context: PaymentContext,
  id: string,
  personalNumber: string,
  option: 'invoice' | 'part_payment',
) {
  const person = parsePersonalNumber(personalNumber, context.now());
  if (!person) throw new InputError('personal_number: enter a personnummer as ÅÅÅÅMMDD-NNNN');
  const session = await pendingSession(context, id, 'partpayment');
  await context.payments.describe(id, {
    detail: withDetail(session, { option }),
    updated_at: context.now().toISOString(),
  });
  const refused = person.normalized === REFUSED_PERSONAL_NUMBER || person.age < 18;
  return refused
    ? sendCallback(context, session, 'DECLINED', 'credit_refused')
    : sendCallback(context, session, 'AUTHORIZED');
}
