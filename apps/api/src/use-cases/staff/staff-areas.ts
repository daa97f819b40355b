import {
  ADMIN_AREA_ROLES,
  type AdminArea,
  type ApiKeyScope,
  mayManageArea,
  type StaffRole,
} from '@hemma/contract';
import { AppError } from '../../errors.ts';

/**
 * What each role may manage (decision 0020): `catalogue` the assortment (products, categories, attributes, brands,
 * stock, prices, CMS, banners, import and export), `orders` the trade (orders, customers, reviews, coupons); the
 * `owner` everything, and alone staff accounts, settings and the audit log. Every admin route names its area and
 * the API enforces it; hiding a button is only a courtesy. The table lives in the contract, which the admin app
 * reads to show each role its screens.
 */
export type { AdminArea };

const AREA_NAMES: Record<AdminArea, string> = {
  catalogue: 'the catalogue',
  orders: 'orders, customers, reviews and coupons',
  owner: 'staff accounts, settings and the audit log',
  any: 'the back office',
};

/** The roles that may manage an area. */
export function rolesFor(area: AdminArea): readonly StaffRole[] {
  return ADMIN_AREA_ROLES[area];
}

/** Throws 403 naming the role and the area when the role may not manage it. */
export function requireArea(role: StaffRole, area: AdminArea): void {
  if (!mayManageArea(role, area))
    throw new AppError(403, `The ${role} role may not manage ${AREA_NAMES[area]}: ask an owner for access.`);
}

/**
 * The scope an API key needs for a route (decision 0051): keys reach the catalogue and orders areas only, each part
 * read or written. Stock writes (`…/stock`) need `stock:write`; customers and customer groups `customers:read` and
 * are never written by a key; reviews and coupons, the owner's area and `any` (the session, the dashboard) are for
 * staff only. Null: no key may call the route.
 */
export function scopeFor(area: AdminArea, method: string, url: string): ApiKeyScope | null {
  const read = method === 'GET' || method === 'HEAD';
  if (area === 'catalogue') {
    if (read) return 'catalogue:read';
    return /\/stock$/.test(url) ? 'stock:write' : 'catalogue:write';
  }
  if (area !== 'orders') return null;
  if (url.startsWith('/api/admin/customer')) return read ? 'customers:read' : null;
  if (url.startsWith('/api/admin/orders')) return read ? 'orders:read' : 'orders:write';
  return null;
}

/** Throws 403 naming the scope a key lacks, or that no key may call the route. */
export function requireScope(
  scopes: readonly ApiKeyScope[],
  area: AdminArea,
  method: string,
  url: string,
): void {
  const needed = scopeFor(area, method, url);
  if (needed === null)
    throw new AppError(
      403,
      `API keys may not call ${method} ${url}: it needs a staff session (log in at /admin).`,
    );
  if (!scopes.includes(needed))
    throw new AppError(
      403,
      `This API key lacks the scope ${needed} for ${method} ${url}; it has ${scopes.join(', ')}. ` +
        'An owner can make a key with that scope under Inställningar → API-nycklar.',
    );
}
