import type { AdminCategoryCreateInput, AdminCategoryDto } from '@hemma/contract';
import { ROOT_CATEGORY_ID, slugify } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createCategoryRepository, type CategoryRow } from '../../modules/catalog/category-repository.ts';
import { createCategoryWriter, type CategoryWriter } from '../../modules/catalog/category-writer.ts';
import { STALE_EDIT, type CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { presentAdminCategory } from './present-taxonomy.ts';

/** The tree below the root, active and inactive, in tree order, with the products assigned to each. */
export async function listCategories(context: CatalogAdminContext): Promise<AdminCategoryDto[]> {
  const categories = createCategoryRepository(context.db);
  const [rows, counts] = await Promise.all([categories.listAll(), categories.countAssignedProducts()]);
  return rows
    .filter((r) => r.id > ROOT_CATEGORY_ID)
    .map((r) => presentAdminCategory(r, counts.get(r.id) ?? 0));
}

/** A category the back office may change: one below the root (the root is the shop itself). */
export async function requireCategory(writer: CategoryWriter, id: number): Promise<CategoryRow> {
  const row = id > ROOT_CATEGORY_ID ? await writer.findById(id) : undefined;
  if (!row) throw new NotFoundError(`No category ${id}`);
  return row;
}

/** The url path of a category under a parent: top-level categories' paths do not name the root. */
export function categoryUrlPath(parent: CategoryRow, urlKey: string): string {
  return parent.id <= ROOT_CATEGORY_ID ? urlKey : `${parent.url_path}/${urlKey}`;
}

/** 409 when another category has the url key or the url path (both unique, the storefront finds them by it). */
export async function requireFreeAddress(
  writer: CategoryWriter,
  urlKey: string,
  urlPath: string,
  exceptId: number | null,
): Promise<void> {
  const clash = await writer.findClash(urlKey, urlPath, exceptId);
  if (clash)
    throw new AppError(409, `url_key: "${urlKey}" is taken by the category ${clash.name} (${clash.id})`);
}

/**
 * A category write in one transaction; a url path that a sub-category's move makes collide with another category's
 * is a 409 like the category's own (the database's unique key is the last word).
 */
export async function inCategoryTransaction<T>(
  context: CatalogAdminContext,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        409,
        'url_key: the address of the category or of one below it is taken by another category',
      );
    throw error;
  }
}

export async function auditCategory(
  trx: Transaction<Database>,
  actor: AuditActor,
  action: 'create' | 'update' | 'delete',
  entity: { id: number; summary: string; before?: object | null; after?: object | null },
  now: string,
): Promise<void> {
  await recordAudit(
    trx,
    actor,
    {
      action: `category.${action}`,
      entityType: 'category',
      entityId: entity.id,
      summary: entity.summary,
      before: (entity.before ?? null) as Record<string, unknown> | null,
      after: (entity.after ?? null) as Record<string, unknown> | null,
    },
    now,
  );
}

/** Adds a category below a parent (the root by default), at a place among its siblings (the end by default). */
export async function createCategory(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: AdminCategoryCreateInput,
): Promise<AdminCategoryDto> {
  const urlKey = input.url_key ?? slugify(input.name);
  if (urlKey === '') throw new InputError('Invalid body: url_key: the name gives no url key: give one');
  const created = await inCategoryTransaction(context, async (trx) => {
    const writer = createCategoryWriter(trx);
    const parentId = input.parent_id ?? ROOT_CATEGORY_ID;
    const parent = parentId >= ROOT_CATEGORY_ID ? await writer.findById(parentId) : undefined;
    if (!parent) throw new InputError(`Invalid body: parent_id: no category ${parentId}`);
    const urlPath = categoryUrlPath(parent, urlKey);
    await requireFreeAddress(writer, urlKey, urlPath, null);
    const now = context.now().toISOString();
    const siblings = await writer.children(parent.id);
    const position = Math.min(input.position ?? siblings.length, siblings.length);
    const id = await writer.insert({
      parent_id: parent.id,
      name: input.name,
      slug: urlKey,
      url_key: urlKey,
      url_path: urlPath,
      path: parent.path,
      level: parent.level + 1,
      position,
      is_active: input.is_active ? 1 : 0,
      include_in_menu: input.include_in_menu ? 1 : 0,
      description: input.description,
      meta_title: input.meta_title,
      meta_description: input.meta_description,
      image: input.image,
      bg_color: null,
      products_per_row: null,
      created_at: now,
      updated_at: now,
    });
    await writer.update(id, { path: `${parent.path}/${id}` });
    const order = siblings.map((s) => s.id);
    order.splice(position, 0, id);
    await writer.renumber(order);
    const row = (await writer.findById(id))!;
    const dto = presentAdminCategory(row, 0);
    await auditCategory(
      trx,
      actor,
      'create',
      { id, summary: `Category ${row.name} created`, after: dto },
      now,
    );
    return dto;
  });
  context.catalog.invalidate();
  return created;
}

/** Deletes an empty category: one without sub-categories and without products (409 says which). */
export async function deleteCategory(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  updatedAt: string,
): Promise<true> {
  await context.db.transaction().execute(async (trx) => {
    const writer = createCategoryWriter(trx);
    const row = await requireCategory(writer, id);
    if (row.updated_at !== updatedAt) throw new AppError(409, `Category ${row.name} was ${STALE_EDIT}`);
    const children = await writer.children(id);
    if (children.length > 0)
      throw new AppError(
        409,
        `${row.name} has sub-categories (${children.map((c) => c.name).join(', ')}): move or delete them first`,
      );
    const products = await writer.countProducts([id]);
    if (products > 0)
      throw new AppError(409, `${row.name} has ${products} product(s): take them out of it first`);
    await writer.delete(id);
    if (row.parent_id !== null)
      await writer.renumber((await writer.children(row.parent_id)).map((c) => c.id));
    const now = context.now().toISOString();
    const before = presentAdminCategory(row, 0);
    await auditCategory(trx, actor, 'delete', { id, summary: `Category ${row.name} deleted`, before }, now);
  });
  context.catalog.invalidate();
  return true;
}
