import { ADMIN_AREA_ROLES, type AdminArea, mayManageArea, type StaffRole } from '@hemma/contract';
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
