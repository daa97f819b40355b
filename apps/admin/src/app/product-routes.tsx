import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const catalogue: RouteHandle = { area: 'catalogue' };

/** The products (area `catalogue`; router.tsx spreads them into the frame): the list, a new product, the editor. */
export const productRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: catalogue,
    children: [
      { index: true, lazy: screen(() => import('../routes/products/product-list/product-list-page.tsx')) },
      {
        path: 'new',
        lazy: screen(() => import('../routes/products/product-create/product-create-page.tsx')),
      },
      { path: ':id', lazy: screen(() => import('../routes/products/product-edit/product-edit-page.tsx')) },
    ],
  },
];
