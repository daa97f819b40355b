import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The Standard Webhooks check, written here from the specification rather than taken from the API's code. */
export function signatureHolds(
  secret: string,
  message: { headers: IncomingHttpHeaders; body: string },
): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest();
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
