/** What every back-office list shares (decision 0020): paging in the query, a page of items in the answer. */
import { z } from 'zod';
import { queryInt } from './query.ts';

/** Staff roles: `owner` may do everything; `catalogue` and `orders` their area (decision 0020). */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * The areas of the back office and the roles that may manage each (decision 0020): the API enforces them on every
 * admin route; the admin app shows each role only the screens of its areas.
 */
export const ADMIN_AREA_ROLES = {
  catalogue: ['owner', 'catalogue'],
  orders: ['owner', 'orders'],
  owner: ['owner'],
  any: ['owner', 'catalogue', 'orders'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

/** Whether a role may manage an area. */
export function mayManageArea(role: StaffRole, area: AdminArea): boolean {
  return (ADMIN_AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

/** The paging parameters of every admin list: `page` from 1, `pageSize` up to 100 (default 25). */
export const adminPaging = {
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt({ min: 1, max: 100 }).default(25),
};

/** A free-text search box in an admin list. */
export const adminSearchText = z.string().trim().max(200).optional();

/** An ISO date (YYYY-MM-DD) or date-time in a filter: one that exists (2026-13-45 was a 500, decision 0024). */
export const adminDateFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be a date such as 2026-11-25')
  .refine(
    (date) => !Number.isNaN(Date.parse(date.length > 10 ? date : `${date}T00:00:00Z`)),
    'is not a real date',
  )
  .optional();

/** A page of an admin list: the items, how many match in all, and which page this is. */
export function adminPageOf<S extends z.ZodType>(item: S) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Ids in admin paths (`/api/admin/orders/:id`). */
export const adminIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/** The answer of an operation that only says it was done. */
export const doneSchema = z.literal(true);
