import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { describeTaxonomy, isEmptyTaxonomyPlan, type TaxonomyPlan } from './taxonomy-plan.ts';

type Table = 'tax_classes' | 'brands' | 'categories';

/**
 * Creates the tax classes, brands and categories the file names and the shop lacks (taxonomy-plan.ts), with the ids
 * its rows were read with, inside an import batch's transaction before its products are saved: the first batch that
 * commits creates them (audited), a dry run's batches each create and roll them back. What exists already is left
 * alone; an id someone else took since the file was read stops the batch with a reason (import the file again).
 */
export async function createPlannedTaxonomy(
  trx: Transaction<Database>,
  plan: TaxonomyPlan,
  actor: AuditActor,
  now: string,
): Promise<void> {
  if (isEmptyTaxonomyPlan(plan)) return;
  const taken = (what: string) =>
    new Error(`the shop's ${what} changed while the file was read: import the file again`);
  /** The names the wanted ids have in the shop now (none: still free). */
  const held = async (table: Table, wanted: readonly { id: number }[]) => {
    if (wanted.length === 0) return new Map<number, string>();
    const rows =
      table === 'tax_classes'
        ? await trx
            .selectFrom('tax_classes')
            .select(['id', 'class_name as name'])
            .where(
              'id',
              'in',
              wanted.map((w) => w.id),
            )
            .execute()
        : table === 'brands'
          ? await trx
              .selectFrom('brands')
              .select(['id', 'name'])
              .where(
                'id',
                'in',
                wanted.map((w) => w.id),
              )
              .execute()
          : await trx
              .selectFrom('categories')
              .select(['id', 'url_path as name'])
              .where(
                'id',
                'in',
                wanted.map((w) => w.id),
              )
              .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  };
  /** Created by an earlier batch of this import (true), free (false), or taken by something else (throws). */
  const exists = (have: Map<number, string>, id: number, name: string, what: string) => {
    const now = have.get(id);
    if (now === undefined) return false;
    if (now !== name) throw taken(`${what} (#${id} is "${now}")`);
    return true;
  };
  const slugs = async (table: 'brands' | 'categories', wanted: readonly { slug: string }[]) =>
    wanted.length === 0
      ? new Set<string>()
      : new Set(
          (
            await trx
              .selectFrom(table)
              .select('slug')
              .where(
                'slug',
                'in',
                wanted.map((w) => w.slug),
              )
              .execute()
          ).map((r) => r.slug),
        );
  let created = false;

  const haveTax = await held('tax_classes', plan.taxClasses);
  for (const taxClass of plan.taxClasses) {
    if (exists(haveTax, taxClass.id, taxClass.name, 'tax classes')) continue;
    await trx
      .insertInto('tax_classes')
      .values({ id: taxClass.id, class_name: taxClass.name, class_type: 'PRODUCT' })
      .execute();
    created = true;
  }

  const [haveBrands, brandSlugs] = await Promise.all([
    held('brands', plan.brands),
    slugs('brands', plan.brands),
  ]);
  for (const brand of plan.brands) {
    if (exists(haveBrands, brand.id, brand.name, 'brands')) continue;
    const slug = brandSlugs.has(brand.slug) ? `${brand.slug}-${brand.id}` : brand.slug;
    await trx.insertInto('brands').values({ id: brand.id, name: brand.name, slug }).execute();
    created = true;
  }

  const [haveCategories, categorySlugs] = await Promise.all([
    held('categories', plan.categories),
    slugs('categories', plan.categories),
  ]);
  const positions = new Map<number, number>();
  for (const category of plan.categories) {
    if (exists(haveCategories, category.id, category.url_path, 'categories')) continue;
    if (!positions.has(category.parentId)) {
      const last = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('parent_id', '=', category.parentId)
        .executeTakeFirst();
      positions.set(category.parentId, last?.position == null ? 0 : Number(last.position));
    }
    const position = positions.get(category.parentId)! + 1;
    positions.set(category.parentId, position);
    await trx
      .insertInto('categories')
      .values({
        id: category.id,
        parent_id: category.parentId,
        name: category.name,
        slug: categorySlugs.has(category.slug) ? `${category.slug}-${category.id}` : category.slug,
        url_key: category.url_key,
        url_path: category.url_path,
        path: category.path,
        level: category.level,
        position,
        is_active: 1,
        include_in_menu: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    created = true;
  }
  if (!created) return;
  // PostgreSQL's sequences do not move for ids given: the next one made in the back office takes the one after.
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    for (const table of ['tax_classes', 'brands', 'categories'] as const)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
  await recordAudit(
    trx,
    actor,
    {
      action: 'taxonomy.create',
      entityType: 'catalogue',
      entityId: plan.categories[0]?.id ?? plan.brands[0]?.id ?? plan.taxClasses[0]!.id,
      summary: 'Tax classes, brands and categories created by a catalogue import',
      after: describeTaxonomy(plan),
    },
    now,
  );
}
