import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from './public-address.ts';

/** How long one delivery may take, connection and answer together. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer is kept in the delivery log. */
const EXCERPT_CHARS = 300;

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of a message (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, keyed with the
 * base64-decoded part of the secret, of `${id}.${timestamp}.${body}`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface WebhookMessage {
  url: string;
  secret: string;
  /** The event's id: the same for every attempt of one event. */
  id: string;
  body: string;
  now: Date;
}

export interface DeliveryOutcome {
  ok: boolean;
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  status: number | null;
  /** The first characters of the answer, or why there was none. */
  excerpt: string;
}

/**
 * POSTs one signed message: the URL's name is resolved once and checked (public addresses only, unless allowed),
 * and the request connects to that address; redirects are not followed (a 3xx is a failed delivery), the whole
 * exchange is bounded by DELIVERY_TIMEOUT_MS and only a short excerpt of the answer is read. A 2xx is delivered.
 */
export async function sendWebhook(
  message: WebhookMessage,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  let target;
  try {
    target = await resolveTarget(message.url);
  } catch (error) {
    return { ok: false, status: null, excerpt: `Not sent: ${errorText(error)}` };
  }
  const timestamp = Math.floor(message.now.getTime() / 1000);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<DeliveryOutcome>((resolve) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Hemma-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(message.secret, message.id, timestamp, message.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.setEncoding('utf8');
        const done = () => {
          response.destroy();
          resolve({ ok: status >= 200 && status < 300, status, excerpt: text.slice(0, EXCERPT_CHARS) });
        };
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= EXCERPT_CHARS) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) =>
      resolve({
        ok: false,
        status: null,
        excerpt:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `No answer within ${timeoutMs / 1000} s`
            : `Not delivered: ${errorText(error)}`,
      }),
    );
    request.end(message.body);
  });
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, EXCERPT_CHARS);
}
