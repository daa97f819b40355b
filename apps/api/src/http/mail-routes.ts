import type { FastifyInstance } from 'fastify';
import { mailSendBody, mailSendSchema, mailTokenSchema, onlyCommonQuery } from '@hemma/contract';
import { issueMailToken, sendContactMail } from '../use-cases/account/contact-mail.ts';
import type { AppContext } from '../app-context.ts';
import { clientAddress } from './request-token.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** Where the contact form's mail goes (HEMMA_CONTACT_EMAIL). */
const CONTACT_TO = process.env.HEMMA_CONTACT_EMAIL || 'kundservice@hemma.example';

/** SPEC §7 extension "mail send and token": the contact form (decision 0029). */
export function registerMailRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/mail/token',
    summary:
      'A token for one contact mail: send it back with POST /api/ext/mail/send from 2 s after it was issued (a robot ' +
      'posts at once) until expires_in seconds later.',
    tags: ['mail'],
    query: onlyCommonQuery,
    response: mailTokenSchema,
    handler: async () => issueMailToken(accounts),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/mail/send',
    summary:
      "The contact form's message {token, name, email, subject?, message} to the shop, the shopper as reply-to. " +
      'The honeypot field `website` must stay empty (filled: answered as sent, nothing is sent); at most 5 mails ' +
      'per client address in 15 minutes (429 with Retry-After); a missing, forged, too young or old token is 400.',
    tags: ['mail'],
    query: onlyCommonQuery,
    body: mailSendBody,
    response: mailSendSchema,
    handler: ({ body, request }) => sendContactMail(accounts, body, clientAddress(request), CONTACT_TO),
  });
}
