import type {
  AdminPage,
  AdminSessionDto,
  AuditEntryDto,
  AuditQueryInput,
  StaffCreateInput,
  StaffDto,
  StaffLoginInput,
  StaffUpdateInput,
} from '@hemma/contract';
import type { Query } from '../requester.ts';
import { createAdminHttp, type AdminHttpOptions } from './admin-http.ts';
import { apiKeyCalls } from './api-key-calls.ts';
import { catalogueCalls } from './catalogue-calls.ts';
import { shopCalls } from './shop-calls.ts';
import { tradeCalls } from './trade-calls.ts';
import { importCalls } from './import-calls.ts';
import { mailTemplateCalls } from './mail-template-calls.ts';
import { returnsCalls } from './returns-calls.ts';
import { webhookCalls } from './webhook-calls.ts';

/**
 * The back office's typed client (decision 0023): one object per resource, each call a path and a body typed from
 * the contract. A later resource is a few one-liners over `http.get` / `http.send`.
 */
export function createAdminClient(options: AdminHttpOptions = {}) {
  const http = createAdminHttp(options);
  /** Keeps the CSRF token of the session an answer carries. */
  const remember = (session: AdminSessionDto) => {
    http.setCsrfToken(session.csrf_token);
    return session;
  };

  return {
    http,
    session: {
      current: () => http.get<AdminSessionDto>('session').then(remember),
      login: (credentials: StaffLoginInput) =>
        http.send<AdminSessionDto>('POST', 'session', credentials).then(remember),
      logout: () => http.send<true>('DELETE', 'session').finally(() => http.setCsrfToken(null)),
    },
    staff: {
      list: () => http.get<StaffDto[]>('staff'),
      create: (input: StaffCreateInput) => http.send<StaffDto>('POST', 'staff', input),
      update: (id: number, input: StaffUpdateInput) => http.send<StaffDto>('PATCH', `staff/${id}`, input),
    },
    ...catalogueCalls(http),
    audit: {
      list: (query: AuditQueryInput = {}) => http.get<AdminPage<AuditEntryDto>>('audit', query as Query),
    },
    ...shopCalls(http),
    ...tradeCalls(http),
    ...importCalls(http),
    ...returnsCalls(http),
    ...webhookCalls(http),
    ...apiKeyCalls(http),
    ...mailTemplateCalls(http),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
