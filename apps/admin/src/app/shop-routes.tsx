import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const catalogue: RouteHandle = { area: 'catalogue' };
const owner: RouteHandle = { area: 'owner' };

/** A list, its "new" screen and its editor, under one path. */
const editable = (
  path: string,
  list: () => Promise<{ default: ComponentType }>,
  create: () => Promise<{ default: ComponentType }>,
  edit: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  children: [
    { index: true, lazy: screen(list) },
    { path: 'new', lazy: screen(create) },
    { path: ':id', lazy: screen(edit) },
  ],
});

/**
 * The shop's structure and settings (router.tsx spreads them into the frame): the category tree, attributes,
 * brands, CMS pages and blocks and the home page's banners (area `catalogue`), and the owner's settings.
 */
export const shopRoutes: RouteObject[] = [
  {
    handle: catalogue,
    children: [
      editable(
        'categories',
        () => import('../routes/categories/category-list/category-list-page.tsx'),
        () => import('../routes/categories/category-edit/category-create-page.tsx'),
        () => import('../routes/categories/category-edit/category-edit-page.tsx'),
      ),
      editable(
        'attributes',
        () => import('../routes/attributes/attribute-list/attribute-list-page.tsx'),
        () => import('../routes/attributes/attribute-create/attribute-create-page.tsx'),
        () => import('../routes/attributes/attribute-edit/attribute-edit-page.tsx'),
      ),
      editable(
        'brands',
        () => import('../routes/brands/brand-list/brand-list-page.tsx'),
        () => import('../routes/brands/brand-edit/brand-create-page.tsx'),
        () => import('../routes/brands/brand-edit/brand-edit-page.tsx'),
      ),
      {
        path: 'cms',
        children: [
          { index: true, element: <Navigate to="pages" replace /> },
          editable(
            'pages',
            () => import('../routes/cms/cms-list/cms-pages-page.tsx'),
            () => import('../routes/cms/cms-edit/cms-page-create-page.tsx'),
            () => import('../routes/cms/cms-edit/cms-page-edit-page.tsx'),
          ),
          editable(
            'blocks',
            () => import('../routes/cms/cms-list/cms-blocks-page.tsx'),
            () => import('../routes/cms/cms-edit/cms-block-create-page.tsx'),
            () => import('../routes/cms/cms-edit/cms-block-edit-page.tsx'),
          ),
        ],
      },
      { path: 'banners', lazy: screen(() => import('../routes/banners/banners-page.tsx')) },
      {
        path: 'translations',
        children: [
          { index: true, lazy: screen(() => import('../routes/translations/translations-page.tsx')) },
          {
            path: ':storeCode/:entity/:key',
            lazy: screen(() => import('../routes/translations/translation-edit-page.tsx')),
          },
        ],
      },
      {
        path: 'mail-templates',
        children: [
          { index: true, lazy: screen(() => import('../routes/mail-templates/mail-templates-page.tsx')) },
          { path: ':kind', lazy: screen(() => import('../routes/mail-templates/mail-template-page.tsx')) },
        ],
      },
    ],
  },
  { path: 'settings', handle: owner, lazy: screen(() => import('../routes/settings/settings-page.tsx')) },
  {
    path: 'settings/api-keys',
    handle: owner,
    lazy: screen(() => import('../routes/api-keys/api-keys-page.tsx')),
  },
  {
    path: 'settings/webhooks',
    handle: owner,
    children: [
      { index: true, lazy: screen(() => import('../routes/webhooks/webhooks-page.tsx')) },
      { path: ':id', lazy: screen(() => import('../routes/webhooks/webhook-page.tsx')) },
    ],
  },
];
