import type { AdminArea } from '@hemma/contract';
import type { MessageKey } from '../i18n/translate.ts';

/** The menu group "Försäljning": the orders role's screens (and the owner's); a NavGroup of navigation.ts. */
export const TRADE_NAVIGATION: {
  label: MessageKey;
  items: readonly { to: string; label: MessageKey; area: AdminArea }[];
} = {
  label: 'nav.group.sales',
  items: [
    { to: '/orders', label: 'nav.orders', area: 'orders' },
    { to: '/customers', label: 'nav.customers', area: 'orders' },
    { to: '/returns', label: 'nav.returns', area: 'orders' },
    { to: '/reviews', label: 'nav.reviews', area: 'orders' },
    { to: '/coupons', label: 'nav.coupons', area: 'orders' },
  ],
};
