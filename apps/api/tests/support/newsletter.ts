import type { OutboxMail } from './mail.ts';
import { mailsEventually } from './mail.ts';
import type { TestApi } from './test-api.ts';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; result: T };
}

export interface NewsletterCall {
  body?: unknown;
  /** The client address, sent as X-Forwarded-For (the suite's API trusts the test client as its proxy). */
  from?: string;
  /** A customer's access token, sent as Authorization: Bearer. */
  bearer?: string;
}

let addresses = 0;

/** A client address of its own, so that one case's sign-ups do not count against another's. */
export function nextClientAddress(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

const LINK = (page: string) => new RegExp(`https?://\\S+/newsletter/${page}\\?token=([\\w.-]+)`);

/** The newsletter calls of a test API (which must trust 127.0.0.1 as a proxy) and the mails they send. */
export function newsletterFixtures(api: TestApi) {
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: NewsletterCall = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? nextClientAddress() };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const response = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const body = (await response.json()) as Answer<T>['body'];
    return { status: response.status, headers: response.headers, body };
  }

  const subscribe = (email: unknown, options: { from?: string; storeCode?: string } = {}) =>
    call('POST', `/api/ext/newsletter${options.storeCode ? `?storeCode=${options.storeCode}` : ''}`, {
      body: { email },
      ...(options.from ? { from: options.from } : {}),
    });

  /** The mails to `email` whose subject matches, once there are `atLeast` (the worker sends after the commit). */
  const mailsTo = (email: string, subject: RegExp, atLeast = 1): Promise<OutboxMail[]> =>
    mailsEventually(
      api.outboxDir,
      (m) => m.to.toLowerCase().includes(email) && subject.test(m.subject),
      10_000,
      atLeast,
    );

  /** The token of the link to /newsletter/<page> in the `nth` such mail to `email` (the first by default). */
  async function linkToken(email: string, subject: RegExp, page: 'confirm' | 'unsubscribe', nth = 1) {
    const mails = await mailsTo(email, subject, nth);
    const token = mails[nth - 1]?.text.match(LINK(page))?.[1];
    if (!token) throw new Error(`no mail ${nth} to ${email} with a /newsletter/${page} link`);
    return { token, mail: mails[nth - 1]! };
  }

  /** Rows the mail outbox holds for `email`: written in the request's transaction, so counted without waiting. */
  const queuedMails = (email: string) =>
    api.handle.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  const couponsOf = (email: string) =>
    api.handle.db.selectFrom('coupons').selectAll().where('customer_email', '=', email).execute();

  return {
    call,
    subscribe,
    confirm: (token: unknown) => call('POST', '/api/ext/newsletter/confirm', { body: { token } }),
    unsubscribeWithToken: (token: unknown) =>
      call('POST', '/api/ext/newsletter/unsubscribe', { body: { token } }),
    confirmToken: (email: string, nth = 1) =>
      linkToken(email, /Bekräfta|Confirm|Bestätigen|Conferma/, 'confirm', nth),
    unsubscribeToken: (email: string) => linkToken(email, /Välkommen|Welcome/, 'unsubscribe'),
    mailsTo,
    queuedMails,
    couponsOf,
  };
}
