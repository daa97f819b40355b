import type { AdminBrandCreateInput, AdminBrandDto, AdminBrandUpdateInput } from '@hemma/contract';
import { slugify } from '@hemma/commerce';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createBrandRepository } from '../../modules/catalog/brand-repository.ts';
import { createBrandWriter, type BrandWriter } from '../../modules/catalog/brand-writer.ts';
import { changedFields } from '../catalog-admin/audit-diff.ts';
import { conflictOnUnique } from '../catalog-admin/unique-conflict.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { presentAdminBrand } from './present-taxonomy.ts';

export async function listBrands(context: CatalogAdminContext): Promise<AdminBrandDto[]> {
  const brands = createBrandRepository(context.db);
  const [rows, counts] = await Promise.all([brands.listAll(), brands.countProducts()]);
  return rows.map((row) => presentAdminBrand(row, counts.get(row.id) ?? 0));
}

async function requireFreeSlug(writer: BrandWriter, slug: string, exceptId: number | null): Promise<void> {
  const owner = await writer.findBySlug(slug);
  if (owner && owner.id !== exceptId)
    throw new AppError(409, `slug: "${slug}" is the slug of the brand ${owner.name}`);
}

/**
 * One brand change in one transaction with its audit entry. The brands' triggers move the catalogue version and this
 * process's reference data is dropped, so brand pages and product pages show it at once.
 */
async function changeBrand(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number | null,
  action: 'create' | 'update' | 'delete',
  work: (writer: BrandWriter) => Promise<number | void>,
): Promise<AdminBrandDto | null> {
  const write = () =>
    context.db.transaction().execute(async (trx) => {
      const writer = createBrandWriter(trx);
      const count = (brandId: number) => writer.countProducts(brandId);
      const row = id === null ? undefined : await writer.findById(id);
      if (id !== null && !row) throw new NotFoundError(`No brand ${id}`);
      const before = row ? presentAdminBrand(row, await count(row.id)) : null;
      const changedId = (await work(writer)) ?? id!;
      const afterRow = action === 'delete' ? undefined : await writer.findById(changedId);
      const after = afterRow ? presentAdminBrand(afterRow, await count(afterRow.id)) : null;
      const diff = after ? changedFields(before, after) : { before: before && { ...before }, after: null };
      await recordAudit(
        trx,
        actor,
        {
          action: `brand.${action}`,
          entityType: 'brand',
          entityId: changedId,
          summary: `Brand ${(after ?? before)?.name} ${action}d`,
          ...diff,
        },
        context.now().toISOString(),
      );
      return after;
    });
  const result = await conflictOnUnique(write, 'slug: the slug is taken by another brand');
  context.catalog.invalidate();
  return result;
}

export async function createBrand(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: AdminBrandCreateInput,
): Promise<AdminBrandDto> {
  const slug = input.slug ?? slugify(input.name);
  if (slug === '') throw new InputError('Invalid body: slug: the name gives no slug: give one');
  const created = await changeBrand(context, actor, null, 'create', async (writer) => {
    await requireFreeSlug(writer, slug, null);
    return writer.insert({ name: input.name, slug, description: input.description, logo: input.logo });
  });
  return created!;
}

export async function updateBrand(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminBrandUpdateInput,
): Promise<AdminBrandDto> {
  const updated = await changeBrand(context, actor, id, 'update', async (writer) => {
    if (input.slug !== undefined) await requireFreeSlug(writer, input.slug, id);
    await writer.update(id, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
  });
  return updated!;
}

/** Deletes a brand no product has (409 says how many do). */
export async function deleteBrand(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
): Promise<true> {
  await changeBrand(context, actor, id, 'delete', async (writer) => {
    const products = await writer.countProducts(id);
    if (products > 0) throw new AppError(409, `${products} product(s) have this brand: change them first`);
    await writer.delete(id);
  });
  return true;
}
