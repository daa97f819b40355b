import { randomUUID } from 'node:crypto';
import type {
  WebhookCreatedDto,
  WebhookCreateInput,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEvent,
  WebhookUpdateInput,
} from '@hemma/contract';
import { InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { resolveTarget, urlProblem } from '../../modules/webhooks/public-address.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../modules/webhooks/webhook-repository.ts';
import { newWebhookSecret, sendWebhook } from '../../modules/webhooks/webhook-sender.ts';
import { RETRY_WINDOW_MS, subscriptionsChanged } from './raise-webhook-event.ts';
import type { WebhookContext } from './webhook-context.ts';

const LOG_SIZE = 100;

function presentEndpoint(row: WebhookEndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    active: row.is_active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function presentDelivery(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    response_code: row.response_code,
    response_excerpt: row.response_excerpt,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    delivered_at: row.delivered_at,
  };
}

/**
 * A URL that may receive webhooks, or a 400 naming the field: https, and a public address — the literal one, or every
 * address its name resolves to now (checked again at each delivery, decision 0052).
 */
async function checkUrl(url: string): Promise<string> {
  const problem = urlProblem(url);
  if (problem) throw new InputError(`url: ${problem}`);
  try {
    await resolveTarget(url);
  } catch (error) {
    throw new InputError(`url: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new URL(url).toString();
}

async function requireEndpoint(context: WebhookContext, id: number): Promise<WebhookEndpointRow> {
  const endpoint = await context.repository.findEndpoint(id);
  if (!endpoint) throw new NotFoundError(`No webhook endpoint ${id}`);
  return endpoint;
}

const audited = (dto: WebhookEndpointDto) => ({ url: dto.url, events: dto.events, active: dto.active });

export async function listWebhooks(context: WebhookContext): Promise<WebhookEndpointDto[]> {
  return (await context.repository.endpoints()).map(presentEndpoint);
}

/** POST /api/admin/webhooks: a new endpoint and its secret, which is answered this once. */
export async function createWebhook(
  context: WebhookContext,
  actor: AuditActor,
  input: WebhookCreateInput,
): Promise<WebhookCreatedDto> {
  const url = await checkUrl(input.url);
  const at = context.now().toISOString();
  const row = await context.repository.insertEndpoint({
    url,
    events: JSON.stringify([...new Set(input.events)]),
    is_active: input.active === false ? 0 : 1,
    secret: newWebhookSecret(),
    created_at: at,
    updated_at: at,
  });
  subscriptionsChanged();
  const dto = presentEndpoint(row);
  await recordAudit(
    context.db,
    actor,
    {
      action: 'webhook.create',
      entityType: 'webhook',
      entityId: row.id,
      summary: `Webhook ${url} created`,
      after: audited(dto),
    },
    at,
  );
  return { ...dto, secret: row.secret };
}

/** PATCH /api/admin/webhooks/:id: its URL, events or whether it is active. */
export async function updateWebhook(
  context: WebhookContext,
  actor: AuditActor,
  id: number,
  input: WebhookUpdateInput,
): Promise<WebhookEndpointDto> {
  const before = presentEndpoint(await requireEndpoint(context, id));
  const at = context.now().toISOString();
  const row = await context.repository.updateEndpoint(id, {
    ...(input.url !== undefined ? { url: await checkUrl(input.url) } : {}),
    ...(input.events ? { events: JSON.stringify([...new Set(input.events)]) } : {}),
    ...(input.active !== undefined ? { is_active: input.active ? 1 : 0 } : {}),
    updated_at: at,
  });
  if (!row) throw new NotFoundError(`No webhook endpoint ${id}`);
  subscriptionsChanged();
  const after = presentEndpoint(row);
  await recordAudit(
    context.db,
    actor,
    {
      action: 'webhook.update',
      entityType: 'webhook',
      entityId: id,
      summary: `Webhook ${after.url} changed`,
      before: audited(before),
      after: audited(after),
    },
    at,
  );
  if (after.active) context.worker.kick();
  return after;
}

/** DELETE /api/admin/webhooks/:id: the endpoint and its delivery log. */
export async function deleteWebhook(context: WebhookContext, actor: AuditActor, id: number): Promise<true> {
  const before = presentEndpoint(await requireEndpoint(context, id));
  await context.repository.deleteEndpoint(id);
  subscriptionsChanged();
  await recordAudit(
    context.db,
    actor,
    {
      action: 'webhook.delete',
      entityType: 'webhook',
      entityId: id,
      summary: `Webhook ${before.url} deleted`,
      before: audited(before),
      after: null,
    },
    context.now().toISOString(),
  );
  return true;
}

/** GET /api/admin/webhooks/:id/deliveries: the newest deliveries, newest first. */
export async function listDeliveries(context: WebhookContext, id: number): Promise<WebhookDeliveryDto[]> {
  await requireEndpoint(context, id);
  return (await context.repository.deliveries(id, LOG_SIZE)).map(presentDelivery);
}

/** "Skicka igen": the delivery goes out again now (same event id and body), with a new 24-hour window. */
export async function resendDelivery(
  context: WebhookContext,
  id: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  await requireEndpoint(context, id);
  const delivery = await context.repository.findDelivery(id, deliveryId);
  if (!delivery) throw new NotFoundError(`No delivery ${deliveryId} of webhook endpoint ${id}`);
  const now = context.now();
  const row = await context.repository.resend(deliveryId, now, new Date(now.getTime() + RETRY_WINDOW_MS));
  if (!row) throw new NotFoundError(`No delivery ${deliveryId} of webhook endpoint ${id}`);
  context.worker.kick();
  return presentDelivery(row);
}

/** POST /api/admin/webhooks/:id/test: a `ping` sent at once (not through the outbox), logged with its outcome. */
export async function pingWebhook(context: WebhookContext, id: number): Promise<WebhookDeliveryDto> {
  const endpoint = await requireEndpoint(context, id);
  const now = context.now();
  const eventId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({
    id: eventId,
    type: 'ping',
    timestamp: now.toISOString(),
    data: { endpoint_id: endpoint.id, message: 'Hemma says hello' },
  });
  const outcome = await sendWebhook({
    url: endpoint.url,
    secret: endpoint.secret,
    id: eventId,
    body: payload,
    now,
  });
  const row = await context.repository.insertSent(
    {
      endpoint_id: endpoint.id,
      event_id: eventId,
      event_type: 'ping',
      object_key: `ping:${endpoint.id}`,
      payload,
      status: outcome.ok ? 'delivered' : 'failed',
      response_code: outcome.status,
      response_excerpt: outcome.excerpt,
    },
    context.now(),
  );
  return presentDelivery(row);
}
