import type { AdminBannersDto, AdminBannersInput } from '@hemma/contract';
import { STORE_VIEWS } from '@hemma/commerce';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createCategoryRepository } from '../../modules/catalog/category-repository.ts';
import { createBannerRepository, type HomeBannerRow } from '../../modules/cms/banner-repository.ts';
import { STALE_EDIT, type CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { InputProblems } from '../catalog-admin/input-problems.ts';
import { presentBanner } from '../catalog/home-banners.ts';

function requireStoreView(storeCode: string): void {
  if (!STORE_VIEWS.some((s) => s.storeCode === storeCode))
    throw new NotFoundError(`No store view ${storeCode}: ${STORE_VIEWS.map((s) => s.storeCode).join(', ')}`);
}

function present(storeCode: string, rows: HomeBannerRow[]): AdminBannersDto {
  const latest =
    rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1) ?? null;
  return { store_code: storeCode, banners: rows.map(presentBanner), updated_at: latest };
}

/** A store view's own banners (none: the storefront shows the default store's). */
export async function getBanners(context: CatalogAdminContext, storeCode: string): Promise<AdminBannersDto> {
  requireStoreView(storeCode);
  return present(storeCode, await createBannerRepository(context.db).list(storeCode));
}

/**
 * Replaces a store view's banners, in order. The storefront reads them per home page render through
 * /api/ext/banners, so they show at once; a list changed since the editor read it is refused (409).
 */
export async function putBanners(
  context: CatalogAdminContext,
  actor: AuditActor,
  storeCode: string,
  input: AdminBannersInput,
): Promise<AdminBannersDto> {
  requireStoreView(storeCode);
  return context.db.transaction().execute(async (trx) => {
    const banners = createBannerRepository(trx);
    const before = present(storeCode, await banners.list(storeCode));
    if (before.updated_at !== input.updated_at)
      throw new AppError(409, `The banners of ${storeCode} were ${STALE_EDIT}`);
    const categories = new Set((await createCategoryRepository(trx).listAll()).map((c) => c.url_key));
    const problems = new InputProblems();
    input.banners.forEach((banner, i) => {
      if (!categories.has(banner.category))
        problems.add(`banners.${i}.category`, `no category "${banner.category}"`);
    });
    problems.throwIfAny();
    const now = new Date(
      Math.max(context.now().getTime(), before.updated_at ? Date.parse(before.updated_at) + 1 : 0),
    ).toISOString();
    await banners.replace(storeCode, input.banners, now);
    const after = present(storeCode, await banners.list(storeCode));
    await recordAudit(
      trx,
      actor,
      {
        action: 'banners.update',
        entityType: 'banners',
        entityId: storeCode,
        summary: `Home banners of ${storeCode}: ${after.banners.length}`,
        before: { banners: before.banners },
        after: { banners: after.banners },
      },
      now,
    );
    return after;
  });
}
