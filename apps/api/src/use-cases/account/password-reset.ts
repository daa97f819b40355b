import { DEFAULT_STORE_VIEW, localizedPath, storeViewByCode } from '@hemma/commerce';
import { AppError, InputError } from '../../errors.ts';
import { normalizeEmail } from '../../modules/customer/customer-repository.ts';
import { hashPassword } from '../../modules/credentials/password-hash.ts';
import { hashToken, randomToken } from '../../modules/credentials/signed-token.ts';
import { renderPasswordReset } from '../../modules/mail/templates/password-reset.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { AccountContext } from './account-context.ts';
import { passwordProblem } from './customer-input.ts';
import { customerDeviceCookie } from './check-credentials.ts';
import { countRequest, refuseWhenThrottled } from './request-throttle.ts';
import { issueSession } from './session-tokens.ts';
import type { SessionTokens } from '@hemma/contract';

/** The answer whether or not the e-mail is registered: it must not tell which e-mails exist. */
export const RESET_REQUESTED_MESSAGE =
  'If there is an account for this e-mail address, we have sent it a link to choose a new password.';
export const RESET_MAIL_FAILED_MESSAGE = 'Error while sending reset password e-mail';
export const RESET_LINK_INVALID_MESSAGE =
  'The link to choose a new password is not valid or has expired. Please ask for a new one.';

/**
 * POST /api/user/reset-password: mails a single-use link `${shopUrl}/reset-password?token=…&email=…` to a known
 * e-mail, in the language of the store view asked from (`storeCode`) and to its page (`/de/reset-password?…`). Beyond a few requests an hour no more mail is sent (the answer stays the same), so nobody can flood a
 * customer's inbox; requests are counted per client address too (429 beyond the limit, decision 0024). Only for a
 * registered e-mail can a failed send be told (500), as SPEC §8 has it.
 */
export async function requestPasswordReset(
  context: AccountContext,
  emailInput: string,
  clientAddress: string,
  storeCode?: string,
): Promise<string> {
  await refuseWhenThrottled(context, 'reset-address', clientAddress);
  await countRequest(context, 'reset-address', clientAddress);
  const email = normalizeEmail(emailInput);
  const customer = await context.customers.findByEmail(email);
  if (!customer) return RESET_REQUESTED_MESSAGE;
  const now = context.now();
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  const recent = await context.tokens.countResetTokensSince(customer.id, hourAgo);
  if (recent >= context.settings.resetMailsPerHour) return RESET_REQUESTED_MESSAGE;

  const token = randomToken();
  const ttl = context.settings.resetTokenTtlMs;
  await context.tokens.insertResetToken(
    customer.id,
    hashToken(token),
    new Date(now.getTime() + ttl).toISOString(),
    now.toISOString(),
  );
  const store = (storeCode ? storeViewByCode(storeCode) : null) ?? DEFAULT_STORE_VIEW;
  const url = new URL(localizedPath('/reset-password', store), context.shopUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  const mail = renderPasswordReset({
    locale: store.defaultLocale,
    texts: await mailTextsFor(context.db, 'password_reset', store.defaultLocale),
    firstname: customer.firstname,
    resetUrl: url.toString(),
    validMinutes: Math.round(ttl / 60_000),
    shopUrl: context.shopUrl,
  });
  try {
    await context.mail.send({ to: customer.email, ...mail });
  } catch (error) {
    context.log.error(
      `Password reset mail not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AppError(500, RESET_MAIL_FAILED_MESSAGE);
  }
  return RESET_REQUESTED_MESSAGE;
}

/**
 * POST /api/user/create-password: sets a new password with a mailed reset token (single use, expires after
 * resetTokenTtlMs) and logs the customer in (SPEC §6 "login after creating a password"). Every other session ends
 * and every other reset link mailed before stops working.
 */
export async function createPassword(
  context: AccountContext,
  input: { email: string; newPassword: string; resetToken: string },
): Promise<{ session: SessionTokens; deviceCookie: string }> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new InputError(problem);
  const customer = await context.customers.findByEmail(normalizeEmail(input.email));
  const now = context.now().toISOString();
  if (!customer || !(await context.tokens.claimResetToken(customer.id, hashToken(input.resetToken), now)))
    throw new InputError(RESET_LINK_INVALID_MESSAGE);
  await context.customers.setPasswordHash(customer.id, await hashPassword(input.newPassword), now);
  await context.tokens.spendAllResetTokens(customer.id, now);
  await context.tokens.revokeAllOfCustomer(customer.id, now);
  // Whoever has the mailed link owns the account: earlier failed guesses must not lock them out.
  await context.loginAttempts.clear('account', customer.email);
  // The link proves the owner: this browser becomes a known device, past the per-account login limit.
  return {
    session: await issueSession(context, customer),
    deviceCookie: customerDeviceCookie(context, customer.id),
  };
}
