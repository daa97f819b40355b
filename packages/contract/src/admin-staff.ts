/** The back office's staff: login, the session, staff accounts and the audit log (decision 0020). */
import { z } from 'zod';
import { adminDateFilter, adminPageOf, adminPaging, staffRoleSchema } from './admin-common.ts';
import { named } from './registry.ts';

const email = z.string().trim().max(254);
// Bounded so that nobody makes the server hash megabytes.
const password = z.string().max(256);

export const staffLoginBody = z.strictObject({ email, password });

export const staffSchema = named(
  'Staff',
  z.strictObject({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    is_active: z.boolean(),
    created_at: z.string(),
  }),
  'A back-office user (never a customer). The password hash is never answered.',
);

export const adminSessionSchema = named(
  'AdminSession',
  z.strictObject({
    staff: staffSchema,
    /** Send it back as the X-CSRF-Token header on every write (POST, PUT, PATCH, DELETE). */
    csrf_token: z.string(),
    expires_at: z.string(),
  }),
  'The signed-in staff user. The session itself travels in the httpOnly cookie `hemma_admin`.',
);

export const staffCreateBody = z.strictObject({
  email,
  name: z.string().trim().min(1).max(100),
  role: staffRoleSchema,
  password,
});

export const staffUpdateBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100).optional(),
    role: staffRoleSchema.optional(),
    is_active: z.boolean().optional(),
    password: password.optional(),
  })
  .refine(
    (body) => Object.keys(body).length > 0,
    'name one field to change: name, role, is_active or password',
  );

export const staffListSchema = z.array(staffSchema);

export const auditEntrySchema = named(
  'AuditEntry',
  z.strictObject({
    id: z.number().int(),
    staff_email: z.string(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    summary: z.string(),
    /** The changed fields before and after; null where there was nothing before (created) or after (deleted). */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  }),
  'One change made through the back office: who, when, what, before → after.',
);

export const auditQuery = z
  .object({
    entity_type: z.string().max(40).optional(),
    entity_id: z.string().max(100).optional(),
    staff: z.string().max(254).optional(),
    from: adminDateFilter,
    to: adminDateFilter,
    ...adminPaging,
  })
  .strict();

export const auditPageSchema = adminPageOf(auditEntrySchema);

export type StaffDto = z.infer<typeof staffSchema>;
export type AdminSessionDto = z.infer<typeof adminSessionSchema>;
export type StaffCreateInput = z.infer<typeof staffCreateBody>;
export type StaffUpdateInput = z.infer<typeof staffUpdateBody>;
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;
export type AuditQuery = z.infer<typeof auditQuery>;
/** What a client sends: every filter and the paging optional (the API fills the defaults). */
export type AuditQueryInput = Partial<AuditQuery>;
export type StaffLoginInput = z.infer<typeof staffLoginBody>;
