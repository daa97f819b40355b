import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from '../layout/admin-layout.tsx';
import { RequireSession } from '../session/require-session.tsx';
import { Loading } from '../ui/states.tsx';
import { NotFoundPage } from '../routes/errors/not-found-page.tsx';
import { RouteError } from '../routes/errors/route-error.tsx';
import { BASE_PATH } from './base-path.ts';
import { productRoutes } from './product-routes.tsx';
import { tradeRoutes } from './trade-routes.tsx';
import type { RouteHandle } from './route-handle.ts';
import { shopRoutes } from './shop-routes.tsx';

/** A screen loaded when first opened: each is its own chunk, so the login page does not carry the editors. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const owner: RouteHandle = { area: 'owner' };
const catalogue: RouteHandle = { area: 'catalogue' };

/**
 * The back office's routes under /admin (decision 0023): one folder per resource and action under routes/.
 * A route's `handle.area` says which roles may open it (the menu shows the same: navigation.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: screen(() => import('../routes/login/login-page.tsx')),
    hydrateFallbackElement: <Loading />,
  },
  {
    path: '/',
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    hydrateFallbackElement: <Loading />,
    children: [
      {
        // Inside the frame, so a failing screen keeps the menu.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('../routes/dashboard/dashboard-page.tsx')) },
          {
            path: 'staff',
            handle: owner,
            children: [
              { index: true, lazy: screen(() => import('../routes/staff/staff-list/staff-list-page.tsx')) },
              {
                path: 'new',
                lazy: screen(() => import('../routes/staff/staff-create/staff-create-page.tsx')),
              },
              { path: ':id', lazy: screen(() => import('../routes/staff/staff-edit/staff-edit-page.tsx')) },
            ],
          },
          {
            path: 'audit',
            handle: owner,
            lazy: screen(() => import('../routes/audit/audit-list/audit-list-page.tsx')),
          },
          ...productRoutes,
          ...shopRoutes,
          ...tradeRoutes,
          {
            path: 'import',
            handle: catalogue,
            lazy: screen(() => import('../routes/import/import-page/import-page.tsx')),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASE_PATH });
