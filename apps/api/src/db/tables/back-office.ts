import type { Generated } from 'kysely';

/** Row types of migration 0010 (the back office, decision 0020). Booleans are 0/1 integers, timestamps ISO text. */
export type StaffRole = 'owner' | 'catalogue' | 'orders';

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export type OrderEventType = 'placed' | 'status' | 'mail' | 'note';

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  type: OrderEventType;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  staff_email: string | null;
  created_at: string;
}

export interface ShopSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BackOfficeTables {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  order_events: OrderEventTable;
  shop_settings: ShopSettingTable;
}
