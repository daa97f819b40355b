import type { AdminArea } from '@hemma/contract';

/**
 * Where each of the dashboard's "waiting" figures leads: the list that acts on it, already filtered. The screens
 * are the orders, products and reviews lists; their filters read these exact query parameters.
 */
export const DASHBOARD_LINKS = {
  ordersNew: { to: '/orders?status=new', area: 'orders' },
  ordersProcessing: { to: '/orders?status=processing', area: 'orders' },
  ordersPartiallyShipped: { to: '/orders?status=partially_shipped', area: 'orders' },
  // The returns queue (decision 0054).
  returnsWaiting: { to: '/returns', area: 'orders' },
  lowStock: { to: '/products?stock=low', area: 'catalogue' },
  reviewsPending: { to: '/reviews?status=pending', area: 'orders' },
} as const satisfies Record<string, { to: string; area: AdminArea }>;

/** A low-stock product's editor. */
export const productLink = (productId: number) => `/products/${productId}`;
