import type { AdminCategoryDto, AdminCategoryUpdateInput } from '@hemma/contract';
import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { AppError, InputError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import { createCategoryWriter, type CategoryUpdate } from '../../modules/catalog/category-writer.ts';
import { changedFields } from '../catalog-admin/audit-diff.ts';
import { nextStamp, STALE_EDIT, type CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import {
  auditCategory,
  categoryUrlPath,
  inCategoryTransaction,
  requireCategory,
  requireFreeAddress,
} from './manage-categories.ts';
import { presentAdminCategory } from './present-taxonomy.ts';

/**
 * Renames, moves (another parent), reorders (position among siblings), (de)activates or hides a category from the
 * menu. A move or a new url key carries the sub-categories' paths and the products' url paths along, so url/map
 * keeps finding them. The categories' triggers move the catalogue version; this process's reference data is
 * dropped, so the storefront's menu and category pages show the change at once.
 */
export async function updateCategory(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminCategoryUpdateInput,
): Promise<AdminCategoryDto> {
  const updated = await inCategoryTransaction(context, async (trx) => {
    const writer = createCategoryWriter(trx);
    const row = await requireCategory(writer, id);
    if (row.updated_at !== input.updated_at)
      throw new AppError(409, `Category ${row.name} was ${STALE_EDIT}`);
    const parentId = input.parent_id ?? row.parent_id ?? ROOT_CATEGORY_ID;
    const parent = parentId >= ROOT_CATEGORY_ID ? await writer.findById(parentId) : undefined;
    if (!parent) throw new InputError(`Invalid body: parent_id: no category ${parentId}`);
    if (parent.id === row.id || parent.path.startsWith(`${row.path}/`))
      throw new AppError(409, `parent_id: ${row.name} cannot move below itself`);
    const moved = parent.id !== row.parent_id;
    const urlKey = input.url_key ?? row.url_key;
    const urlPath = categoryUrlPath(parent, urlKey);
    if (urlKey !== row.url_key || urlPath !== row.url_path)
      await requireFreeAddress(writer, urlKey, urlPath, id);
    const path = `${parent.path}/${id}`;
    const level = parent.level + 1;
    const now = context.now();
    const columns: CategoryUpdate = {
      parent_id: parent.id,
      path,
      level,
      slug: urlKey,
      url_key: urlKey,
      url_path: urlPath,
      updated_at: nextStamp(now, row.updated_at),
    };
    if (input.name !== undefined) columns.name = input.name;
    if (input.is_active !== undefined) columns.is_active = input.is_active ? 1 : 0;
    if (input.include_in_menu !== undefined) columns.include_in_menu = input.include_in_menu ? 1 : 0;
    if (input.description !== undefined) columns.description = input.description;
    if (input.meta_title !== undefined) columns.meta_title = input.meta_title;
    if (input.meta_description !== undefined) columns.meta_description = input.meta_description;
    if (input.image !== undefined) columns.image = input.image;
    await writer.update(id, columns);

    let productPaths = 0;
    if (path !== row.path || urlPath !== row.url_path) {
      for (const below of (await writer.subtree(row)).filter((c) => c.id !== id))
        await writer.update(below.id, {
          path: path + below.path.slice(row.path.length),
          level: below.level + level - row.level,
          url_path: urlPath + below.url_path.slice(row.url_path.length),
        });
      productPaths = await writer.moveProductUrlPaths(row.url_path, urlPath);
    }
    if (moved || input.position !== undefined) {
      const siblings = (await writer.children(parent.id)).filter((c) => c.id !== id).map((c) => c.id);
      siblings.splice(Math.min(input.position ?? siblings.length, siblings.length), 0, id);
      await writer.renumber(siblings);
      if (moved && row.parent_id !== null)
        await writer.renumber((await writer.children(row.parent_id)).map((c) => c.id));
    }

    const after = (await writer.findById(id))!;
    const products = await writer.countProducts([id]);
    const diff = changedFields(presentAdminCategory(row, products), presentAdminCategory(after, products));
    const carried = productPaths > 0 ? ` (${productPaths} product url paths follow)` : '';
    await auditCategory(
      trx,
      actor,
      'update',
      {
        id,
        summary: `Category ${after.name} changed: ${Object.keys(diff.after).join(', ')}${carried}`,
        ...diff,
      },
      now.toISOString(),
    );
    return presentAdminCategory(after, products);
  });
  context.catalog.invalidate();
  return updated;
}
