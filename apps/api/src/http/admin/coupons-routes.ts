import type { FastifyInstance } from 'fastify';
import {
  adminCouponListQuery,
  adminCouponPageSchema,
  adminCouponSchema,
  adminIdParams,
  couponCreateBody,
  couponUpdateBody,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { getCoupon, listCoupons } from '../../use-cases/coupons/list-coupons.ts';
import { createCoupon, deactivateCoupon, updateCoupon } from '../../use-cases/coupons/save-coupon.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';
import { couponCreate, couponUpdate } from './coupon-input.ts';

/** Coupons: the rules the cart applies, and their usage (decision 0022). */
export function registerAdminCouponRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, coupons }: AppContext,
): void {
  const tags = ['admin: coupons'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/coupons',
    summary:
      'Coupons, newest first, with usage figures: search `q` in code and description, filter by active.',
    tags,
    area: 'orders',
    query: adminCouponListQuery,
    response: adminCouponPageSchema,
    handler: ({ query }) => listCoupons(coupons, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/coupons/:id',
    summary: 'One coupon with its usage figures.',
    tags,
    area: 'orders',
    params: adminIdParams,
    response: adminCouponSchema,
    handler: ({ params }) => getCoupon(coupons, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/coupons',
    summary:
      'Create a coupon: percent or fixed (SEK) off the items, an optional date window, usage limit, minimum ' +
      'subtotal (SEK) and owner e-mail for a personal code. It works in carts at once; a taken code is 409.',
    tags,
    area: 'orders',
    body: couponCreateBody,
    response: adminCouponSchema,
    handler: ({ actor, body }) => createCoupon(coupons, actor, couponCreate(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/coupons/:id',
    summary:
      "Change a coupon's rules (not its code). Send the updated_at you read: a coupon changed since is 409.",
    tags,
    area: 'orders',
    params: adminIdParams,
    body: couponUpdateBody,
    response: adminCouponSchema,
    handler: ({ actor, params, body }) => updateCoupon(coupons, actor, params.id, couponUpdate(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/coupons/:id/deactivate',
    summary: 'Stop a coupon working in carts (orders that used it keep it).',
    tags,
    area: 'orders',
    params: adminIdParams,
    response: adminCouponSchema,
    handler: ({ actor, params }) => deactivateCoupon(coupons, actor, params.id),
  });
}
