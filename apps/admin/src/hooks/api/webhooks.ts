import type { WebhookCreateInput, WebhookUpdateInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

/** The webhook endpoints (a shop has a few: read whole). */
export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: () => adminApi.webhooks.list() });
}

/** An endpoint's delivery log, asked again every few seconds while deliveries are on their way. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => adminApi.webhooks.deliveries(id),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 3000 : false),
  });
}

export function useCreateWebhook() {
  return useMutation({
    mutationFn: (input: WebhookCreateInput) => adminApi.webhooks.create(input),
    onSuccess: () => invalidateAfterWrite(webhookKeys.all),
  });
}

export function useUpdateWebhook(id: number) {
  return useMutation({
    mutationFn: (input: WebhookUpdateInput) => adminApi.webhooks.update(id, input),
    onSuccess: () => invalidateAfterWrite(webhookKeys.all),
  });
}

export function useDeleteWebhook() {
  return useMutation({
    mutationFn: (id: number) => adminApi.webhooks.remove(id),
    onSuccess: () => invalidateAfterWrite(webhookKeys.all),
  });
}

export function useResendDelivery(id: number) {
  return useMutation({
    mutationFn: (deliveryId: number) => adminApi.webhooks.resend(id, deliveryId),
    onSuccess: () => invalidateAfterWrite(webhookKeys.deliveries(id)),
  });
}

export function useTestWebhook(id: number) {
  return useMutation({
    mutationFn: () => adminApi.webhooks.test(id),
    onSuccess: () => invalidateAfterWrite(webhookKeys.deliveries(id)),
  });
}
