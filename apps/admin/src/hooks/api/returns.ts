import type { AdminReturnActionInput } from '@hemma/contract';
import type { ReturnAction } from '@hemma/api-client/admin';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const returnKeys = {
  all: ['returns'] as const,
  list: (query: { status?: string; order_id?: number }) => [...returnKeys.all, 'list', query] as const,
};

/** The returns queue (decision 0054), or one order's returns; `waiting` is how many are requested. */
export function useReturns(query: { status?: string; order_id?: number }) {
  return useQuery({
    queryKey: returnKeys.list(query),
    queryFn: () => adminApi.returns.list(query),
    placeholderData: keepPreviousData,
  });
}

/** How many returns wait for the owner's answer: the menu's count, refreshed every minute. */
export function useWaitingReturns(enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.list({ status: 'requested' }),
    queryFn: () => adminApi.returns.list({ status: 'requested' }),
    enabled,
    refetchInterval: 60_000,
    select: (list) => list.waiting,
  });
}

/** One step of a return: approve, reject (reason), receive (lines back to stock), refund (with shipping or not). */
export function useReturnStep() {
  return useMutation({
    mutationFn: ({
      id,
      action,
      input,
    }: {
      id: number;
      action: ReturnAction;
      input?: AdminReturnActionInput;
    }) => adminApi.returns.step(id, action, input),
    onSuccess: () => invalidateAfterWrite(returnKeys.all, ['orders'], ['dashboard']),
  });
}

/** The return window and address (the owner's). */
export function useReturnSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...returnKeys.all, 'settings'],
    queryFn: () => adminApi.returns.settings(),
    enabled,
  });
}

export function useSaveReturnSettings() {
  return useMutation({
    mutationFn: (input: { return_window_days: number; return_address: string }) =>
      adminApi.returns.saveSettings(input),
    onSuccess: () => invalidateAfterWrite([...returnKeys.all, 'settings']),
  });
}
