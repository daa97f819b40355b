import { WEBHOOK_EVENTS, webhookPayloadSchema, type WebhookEvent } from '@hemma/contract';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type ToSchema = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

/** When each event is raised (decision 0052; docs/operations.md has the same table). */
const WHEN: Record<WebhookEvent | 'ping', string> = {
  'order.created': 'An order is placed. `data`: the order as GET /api/admin/orders/{id} answers it.',
  'order.paid':
    "The order's payment stands: a paid method at placing, Stripe's webhook or reconciliation, a capture. `data`: the order.",
  'order.shipped': 'The last of the order has shipped. `data`: the order.',
  'order.cancelled':
    'The order is cancelled in the back office, or its Stripe payment failed, expired or was declined. `data`: the order.',
  'order.refunded': 'A refund (in part or whole) is recorded. `data`: the order.',
  'return.requested':
    'A shopper requests a return. `data`: the return as GET /api/admin/returns/{id} answers it.',
  'product.created': 'A product is created in the back office or by an import. `data`: the admin product.',
  'product.updated':
    'A product is changed there or by an import, or its price is edited (not yet by PATCH /api/admin/prices). ' +
    '`data`: the admin product.',
  'product.deleted': 'A product is deleted. `data`: the admin product as it was.',
  'stock.low':
    'A sale, a stock edit or a bulk stock call takes a stock-managed sku from above its low-stock level to at or ' +
    'below it. `data`: the stock as PATCH /api/admin/products/{id}/stock answers it.',
  'review.created': 'A shopper writes a review. `data`: the review as the admin review list shows it.',
  ping: 'POST /api/admin/webhooks/{id}/test: sent at once, not retried.',
};

/** The receiver's check of docs/operations.md (decision 0052), the same text. */
export const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyHemmaWebhook(
  secret: string,
  headers: Record<string, string>,
  rawBody: string,
): boolean {
  const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures } = headers;
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // replayed or late
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.split(' ').some((entry) => {
    const given = Buffer.from(entry.replace(/^v1,/, ''), 'base64');
    return entry.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
`;

/** What the document's description says of webhooks: the signature scheme and how a receiver checks it. */
export const WEBHOOKS_DESCRIPTION =
  '\n\n## Webhooks\n\nAn owner registers endpoints (POST /api/admin/webhooks); each event of `webhooks` is a POST of ' +
  'JSON `{id, type, timestamp, data}` to them, signed as the Standard Webhooks specification says: `webhook-id` (the ' +
  'event id, the same on every retry), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` + base64 ' +
  'HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${raw body}`, keyed with the base64-decoded part of the ' +
  'endpoint secret after `whsec_`). A 2xx within 10 s delivers it; anything else is retried with backoff for 24 h, ' +
  'then marked failed. The events of one object arrive in order. A receiver checks the raw body before parsing it:' +
  `\n\n\`\`\`ts\n${VERIFY_EXAMPLE}\`\`\`\n`;

const SIGNATURE_HEADERS = [
  ['webhook-id', "The event's id (`msg_…`), the same on every attempt: ignore a repeat."],
  ['webhook-timestamp', 'When this attempt was signed, in Unix seconds.'],
  ['webhook-signature', '`v1,` + base64 HMAC-SHA256 (space-separated when there are several).'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** OpenAPI 3.1 `webhooks`: every event an endpoint may receive, with its body and the signature headers. */
export function webhooksOf(toSchema: ToSchema): Record<string, unknown> {
  return Object.fromEntries(
    [...WEBHOOK_EVENTS, 'ping' as const].map((type) => [
      type,
      {
        post: {
          summary: `${type} (signed, Standard Webhooks)`,
          description: WHEN[type],
          operationId: `webhook${type.replace(/(^|\.)(\w)/g, (_m, _dot, c: string) => c.toUpperCase())}`,
          tags: ['webhooks'],
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(webhookPayloadSchema(type), 'output') } },
          },
          responses: {
            '2XX': { description: 'Delivered.' },
            default: {
              description: 'Not delivered: tried again with backoff for 24 hours, then marked failed.',
            },
          },
        },
      },
    ]),
  );
}
