import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailSendRequest, MailToken } from '@hemma/contract';
import { InputError, ThrottledError } from '../../errors.ts';
import { retryAfterSeconds, throttledUntil, waitInWords } from '../../modules/credentials/login-throttle.ts';
import type { AccountContext } from './account-context.ts';

/** A token is good from 2 s after it was issued (a robot posts at once) until an hour later. */
const MIN_AGE_MS = 2_000;
const MAX_AGE_MS = 60 * 60 * 1000;
/** Contact mails per client address within the login window (15 min). */
const MAILS_PER_ADDRESS = 5;
const EXPIRED = 'token: the form has expired or was sent too fast; wait a moment and send it again.';

function sign(context: AccountContext, issuedAt: number): string {
  return createHmac('sha256', context.settings.secret).update(`mail-token:${issuedAt}`).digest('base64url');
}

/** GET /api/ext/mail/token: a signed issue time the form sends back with its mail. */
export function issueMailToken(context: AccountContext): MailToken {
  const issuedAt = context.now().getTime();
  return { token: `${issuedAt}.${sign(context, issuedAt)}`, expires_in: MAX_AGE_MS / 1000 };
}

function checkToken(context: AccountContext, token: string): void {
  const [time, signature] = token.split('.');
  const issuedAt = Number(time);
  if (!Number.isSafeInteger(issuedAt) || !signature) throw new InputError(EXPIRED);
  const expected = Buffer.from(sign(context, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new InputError(EXPIRED);
  const age = context.now().getTime() - issuedAt;
  if (age < MIN_AGE_MS || age > MAX_AGE_MS) throw new InputError(EXPIRED);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

/**
 * POST /api/ext/mail/send: the contact form's message to the shop (`to`), with the shopper as reply-to. Spam
 * protection (decision 0029): a signed token at least 2 s old, a honeypot field (filled: answered as sent, nothing
 * sent) and at most 5 mails per client address in 15 minutes (429), counted in the database for every process.
 */
export async function sendContactMail(
  context: AccountContext,
  input: MailSendRequest,
  clientAddress: string,
  to: string,
): Promise<{ accepted: true }> {
  checkToken(context, input.token);
  if (input.website?.trim()) return { accepted: true };
  const now = context.now();
  const rule = { scope: 'contact-address' as const, subject: clientAddress, limit: MAILS_PER_ADDRESS };
  const retryAt = await throttledUntil(context.loginAttempts, [rule], now, context.settings.loginWindowMs);
  if (retryAt)
    throw new ThrottledError(
      `Too many messages from your network. Please try again in ${waitInWords(retryAt, now)}.`,
      retryAfterSeconds(retryAt, now),
    );
  const forgetBefore = new Date(now.getTime() - context.settings.loginWindowMs).toISOString();
  await context.loginAttempts.recordFailure([rule], now.toISOString(), forgetBefore);
  const subject = input.subject ?? 'Kontaktformulär';
  const text = `${input.name} <${input.email}>\n\n${input.message}`;
  await context.mail.send({
    to,
    replyTo: input.email,
    subject: `[Kontakt] ${subject}`,
    text,
    html: `<p>${escapeHtml(`${input.name} <${input.email}>`)}</p><p>${escapeHtml(input.message)}</p>`,
  });
  return { accepted: true };
}
