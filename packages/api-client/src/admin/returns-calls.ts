import type {
  AdminReturnActionInput,
  AdminReturnDto,
  AdminReturnListDto,
  ReturnSettingsDto,
} from '@hemma/contract';
import type { Query } from '../requester.ts';
import type { AdminHttp } from './admin-http.ts';

export type ReturnAction = 'approve' | 'reject' | 'receive' | 'refund';

/** The returns queue and the return settings of the back office (decision 0054). */
export function returnsCalls(http: AdminHttp) {
  return {
    returns: {
      list: (query: { status?: string; order_id?: number } = {}) =>
        http.get<AdminReturnListDto>('returns', query as Query),
      get: (id: number) => http.get<AdminReturnDto>(`returns/${id}`),
      step: (id: number, action: ReturnAction, input: AdminReturnActionInput = {}) =>
        http.send<AdminReturnDto>('POST', `returns/${id}/${action}`, input),
      settings: () => http.get<ReturnSettingsDto>('returns/settings'),
      saveSettings: (input: { return_window_days: number; return_address: string }) =>
        http.send<ReturnSettingsDto>('PUT', 'returns/settings', input),
    },
  };
}
