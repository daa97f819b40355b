import { type AdminArea, mayManageArea, type StaffRole } from '@hemma/contract';
import type { MessageKey } from '../i18n/translate.ts';
import { TRADE_NAVIGATION } from './trade-navigation.ts';

export interface NavItem {
  to: string;
  label: MessageKey;
  /** Who sees it: the area of the screen (the API enforces the same area on its calls). */
  area: AdminArea;
  /** Active only on this exact path (the dashboard at `/`). */
  end?: boolean;
}

export interface NavGroup {
  label: MessageKey;
  items: readonly NavItem[];
}

/**
 * The menu, grouped by area. A screen of a later resource is one item here and one route in routes.tsx
 * (catalogue: products, categories, import; trade: orders, customers, reviews, coupons; the owner's settings).
 */
export const NAVIGATION: readonly NavGroup[] = [
  { label: 'nav.group.overview', items: [{ to: '/', label: 'nav.dashboard', area: 'any', end: true }] },
  TRADE_NAVIGATION,
  {
    label: 'nav.group.catalogue',
    items: [
      { to: '/products', label: 'nav.products', area: 'catalogue' },
      { to: '/categories', label: 'nav.categories', area: 'catalogue' },
      { to: '/attributes', label: 'nav.attributes', area: 'catalogue' },
      { to: '/brands', label: 'nav.brands', area: 'catalogue' },
      { to: '/cms', label: 'nav.cms', area: 'catalogue' },
      { to: '/banners', label: 'nav.banners', area: 'catalogue' },
      { to: '/translations', label: 'nav.translations', area: 'catalogue' },
      { to: '/mail-templates', label: 'nav.mailTemplates', area: 'catalogue' },
      { to: '/import', label: 'nav.import', area: 'catalogue' },
    ],
  },
  {
    label: 'nav.group.settings',
    items: [
      { to: '/settings', label: 'nav.settings', area: 'owner', end: true },
      { to: '/settings/api-keys', label: 'nav.apiKeys', area: 'owner' },
      { to: '/settings/webhooks', label: 'nav.webhooks', area: 'owner' },
    ],
  },
  {
    label: 'nav.group.administration',
    items: [
      { to: '/staff', label: 'nav.staff', area: 'owner' },
      { to: '/audit', label: 'nav.audit', area: 'owner' },
    ],
  },
];

/** The groups and items a role may open; a group with nothing left is not shown. */
export function navigationFor(role: StaffRole, groups: readonly NavGroup[] = NAVIGATION): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => mayManageArea(role, item.area)) }))
    .filter((group) => group.items.length > 0);
}
