/** Signed webhooks (decision 0052): the endpoints an owner registers and the log of their deliveries. */
import { z } from 'zod';
import { adminProductSchema, adminStockSchema } from './admin-catalogue.ts';
import { adminIdParams } from './admin-common.ts';
import { adminOrderSchema } from './admin-orders.ts';
import { adminReviewSchema } from './admin-reviews.ts';
import { named } from './registry.ts';
import { adminReturnSchema } from './returns.ts';

/** Every event a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.cancelled',
  'order.refunded',
  'return.requested',
  'product.created',
  'product.updated',
  'product.deleted',
  'stock.low',
  'review.created',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not an event; the events are ${WEBHOOK_EVENTS.join(', ')}`,
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** What each event carries as `data`: the object as the admin API answers it (a deleted product as it was). */
export const webhookEventObjects = {
  'order.created': adminOrderSchema,
  'order.paid': adminOrderSchema,
  'order.shipped': adminOrderSchema,
  'order.cancelled': adminOrderSchema,
  'order.refunded': adminOrderSchema,
  'return.requested': adminReturnSchema,
  'product.created': adminProductSchema,
  'product.updated': adminProductSchema,
  'product.deleted': adminProductSchema,
  'stock.low': adminStockSchema,
  'review.created': adminReviewSchema,
} as const satisfies Record<WebhookEvent, z.ZodType>;

/** The `data` of the `ping` that POST /api/admin/webhooks/:id/test sends. */
export const webhookPingDataSchema = z.strictObject({ endpoint_id: z.number().int(), message: z.string() });

/** The JSON body of a delivery (decision 0052): the event's id (`webhook-id`), its type, when, and its object. */
export const webhookPayloadSchema = (type: WebhookEvent | 'ping') =>
  z.strictObject({
    id: z.string().regex(/^msg_[0-9a-f]{32}$/),
    type: z.literal(type),
    timestamp: z.string(),
    data: type === 'ping' ? webhookPingDataSchema : webhookEventObjects[type],
  });

const events = z.array(webhookEventSchema).min(1, 'name at least one event').max(WEBHOOK_EVENTS.length);
const url = z.string().trim().min(1).max(2000);

export const webhookCreateBody = z.strictObject({ url, events, active: z.boolean().optional() });

export const webhookUpdateBody = z
  .strictObject({ url: url.optional(), events: events.optional(), active: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, 'name one field to change: url, events or active');

export const webhookEndpointSchema = named(
  'WebhookEndpoint',
  z.strictObject({
    id: z.number().int(),
    url: z.string(),
    events: z.array(webhookEventSchema),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  'An address that receives signed events. Its secret is answered once, when it is created.',
);

export const webhookCreatedSchema = named(
  'WebhookEndpointCreated',
  webhookEndpointSchema.extend({
    /** `whsec_` + base64: the key of the signatures. Shown this once; store it with the receiver. */
    secret: z.string(),
  }),
  'A new endpoint with its signing secret, which is never answered again.',
);

export const webhookListSchema = z.array(webhookEndpointSchema);

export const webhookDeliverySchema = named(
  'WebhookDelivery',
  z.strictObject({
    id: z.number().int(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    /** The receiver's HTTP status at the last attempt; null when it gave none (refused, timed out, unreachable). */
    response_code: z.number().int().nullable(),
    /** The first characters of the last answer, or why there was none. */
    response_excerpt: z.string().nullable(),
    created_at: z.string(),
    last_attempt_at: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
  }),
  'One event sent (or being sent) to an endpoint.',
);

export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

export const webhookDeliveryParams = adminIdParams.extend({ deliveryId: adminIdParams.shape.id });

export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;
export type WebhookCreatedDto = z.infer<typeof webhookCreatedSchema>;
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;
export type WebhookCreateInput = z.infer<typeof webhookCreateBody>;
export type WebhookUpdateInput = z.infer<typeof webhookUpdateBody>;
