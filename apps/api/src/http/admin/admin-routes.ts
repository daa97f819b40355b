import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteRegistry } from '../route.ts';
import { registerAdminApiKeyRoutes } from './api-keys-routes.ts';
import { registerAdminBulkRoutes } from './bulk-routes.ts';
import { registerAdminCouponRoutes } from './coupons-routes.ts';
import { registerAdminCustomerRoutes } from './customers-routes.ts';
import { registerAdminDashboardRoutes } from './dashboard-routes.ts';
import { registerAdminOrderRoutes } from './orders-routes.ts';
import { registerAdminEditRefundRoutes } from './edit-refunds-routes.ts';
import { registerAdminReturnRoutes } from './returns-routes.ts';
import { registerAdminReviewRoutes } from './reviews-routes.ts';
import { registerAdminCatalogueRoutes } from './catalogue-routes.ts';
import { registerAdminContentRoutes } from './content-routes.ts';
import { registerAdminImageRoutes } from './image-upload-routes.ts';
import { registerAdminImportRoutes } from './import-routes.ts';
import { registerAdminSessionRoutes } from './session-routes.ts';
import { registerAdminSettingsRoutes } from './settings-routes.ts';
import { registerAdminStaffRoutes } from './staff-routes.ts';
import { registerAdminTaxonomyRoutes } from './taxonomy-routes.ts';
import { registerAdminWebhookRoutes } from './webhooks-routes.ts';
import { registerAdminTranslationRoutes } from './translations-routes.ts';
import { registerAdminMailTemplateRoutes } from './mail-template-routes.ts';

/** The back office's API, /api/admin/* (decision 0020): every area registers here. */
export function registerAdminRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  context: AppContext,
): void {
  for (const register of [
    registerAdminSessionRoutes,
    registerAdminStaffRoutes,
    registerAdminDashboardRoutes,
    registerAdminOrderRoutes,
    registerAdminEditRefundRoutes,
    registerAdminReturnRoutes,
    registerAdminCustomerRoutes,
    registerAdminReviewRoutes,
    registerAdminCouponRoutes,
    registerAdminSettingsRoutes,
    registerAdminCatalogueRoutes,
    registerAdminImageRoutes,
    registerAdminTaxonomyRoutes,
    registerAdminContentRoutes,
    registerAdminImportRoutes,
    registerAdminWebhookRoutes,
    registerAdminApiKeyRoutes,
    registerAdminBulkRoutes,
    registerAdminTranslationRoutes,
    registerAdminMailTemplateRoutes,
  ])
    register(app, registry, context);
}
