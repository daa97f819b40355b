import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const orders: RouteHandle = { area: 'orders' };

/** The trade's screens (the orders role's area): orders, customers, reviews and coupons, each its own chunk. */
export const tradeRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: orders,
    children: [
      { index: true, lazy: screen(() => import('../routes/orders/order-list/order-list-page.tsx')) },
      { path: ':id', lazy: screen(() => import('../routes/orders/order-detail/order-detail-page.tsx')) },
    ],
  },
  {
    path: 'customers',
    handle: orders,
    children: [
      { index: true, lazy: screen(() => import('../routes/customers/customer-list/customer-list-page.tsx')) },
      {
        path: ':id',
        lazy: screen(() => import('../routes/customers/customer-detail/customer-detail-page.tsx')),
      },
    ],
  },
  {
    path: 'reviews',
    handle: orders,
    lazy: screen(() => import('../routes/reviews/review-queue/review-queue-page.tsx')),
  },
  {
    path: 'returns',
    handle: orders,
    lazy: screen(() => import('../routes/returns/return-queue/return-queue-page.tsx')),
  },
  {
    path: 'coupons',
    handle: orders,
    children: [
      { index: true, lazy: screen(() => import('../routes/coupons/coupon-list/coupon-list-page.tsx')) },
      { path: 'new', lazy: screen(() => import('../routes/coupons/coupon-create/coupon-create-page.tsx')) },
      { path: ':id', lazy: screen(() => import('../routes/coupons/coupon-edit/coupon-edit-page.tsx')) },
    ],
  },
];
