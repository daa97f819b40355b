import type {
  WebhookCreatedDto,
  WebhookCreateInput,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookUpdateInput,
} from '@hemma/contract';
import type { AdminHttp } from './admin-http.ts';

/** Signed webhooks (decision 0052): endpoints, their delivery log, a resend and a test ping. */
export function webhookCalls(http: AdminHttp) {
  return {
    webhooks: {
      list: () => http.get<WebhookEndpointDto[]>('webhooks'),
      /** The answer carries the signing secret this once. */
      create: (input: WebhookCreateInput) => http.send<WebhookCreatedDto>('POST', 'webhooks', input),
      update: (id: number, input: WebhookUpdateInput) =>
        http.send<WebhookEndpointDto>('PATCH', `webhooks/${id}`, input),
      remove: (id: number) => http.send<true>('DELETE', `webhooks/${id}`),
      deliveries: (id: number) => http.get<WebhookDeliveryDto[]>(`webhooks/${id}/deliveries`),
      resend: (id: number, deliveryId: number) =>
        http.send<WebhookDeliveryDto>('POST', `webhooks/${id}/deliveries/${deliveryId}/retry`),
      test: (id: number) => http.send<WebhookDeliveryDto>('POST', `webhooks/${id}/test`),
    },
  };
}
