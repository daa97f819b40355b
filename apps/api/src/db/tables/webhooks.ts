import type { Generated } from 'kysely';

/** Row types of migration 0038 (signed webhooks, decision 0052). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  /** A JSON array of event names. */
  events: string;
  is_active: Generated<number>;
  secret: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  object_key: string;
  payload: string;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  give_up_at: string;
  locked_until: string | null;
  last_attempt_at: string | null;
  response_code: number | null;
  response_excerpt: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
}
