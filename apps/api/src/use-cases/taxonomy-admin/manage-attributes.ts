import type {
  AdminAttributeCreateInput,
  AdminAttributeDto,
  AdminAttributeOptionInput,
  AdminAttributeOptionUpdateInput,
  AdminAttributeUpdateInput,
} from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createAttributeRepository } from '../../modules/catalog/attribute-repository.ts';
import { createAttributeWriter, type AttributeWriter } from '../../modules/catalog/attribute-writer.ts';
import { changedFields } from '../catalog-admin/audit-diff.ts';
import { conflictOnUnique } from '../catalog-admin/unique-conflict.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { presentAdminAttribute } from './present-taxonomy.ts';

export async function listAttributes(context: CatalogAdminContext): Promise<AdminAttributeDto[]> {
  return (await createAttributeRepository(context.db).listAll()).map(presentAdminAttribute);
}

async function load(writer: AttributeWriter, id: number): Promise<AdminAttributeDto> {
  const attribute = await writer.findById(id);
  if (!attribute) throw new NotFoundError(`No attribute ${id}`);
  return presentAdminAttribute({ ...attribute, options: await writer.options(id) });
}

/**
 * One attribute change in one transaction, audited with the attribute before and after. The attribute tables move
 * the catalogue version (filters, facets and product pages follow); this process's reference data is dropped.
 */
async function changeAttribute(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number | null,
  action: string,
  work: (writer: AttributeWriter, trx: Transaction<Database>) => Promise<number | void>,
): Promise<AdminAttributeDto> {
  const write = () =>
    context.db.transaction().execute(async (trx) => {
      const writer = createAttributeWriter(trx);
      const before = id === null ? null : await load(writer, id);
      const changedId = (await work(writer, trx)) ?? id!;
      const after = await load(writer, changedId);
      const diff = changedFields(before, after);
      await recordAudit(
        trx,
        actor,
        {
          action: `attribute.${action}`,
          entityType: 'attribute',
          entityId: changedId,
          summary: `Attribute ${after.attribute_code}: ${action.replace('_', ' ')}`,
          ...diff,
        },
        context.now().toISOString(),
      );
      return after;
    });
  const result = await conflictOnUnique(write, 'attribute_code: exists already');
  context.catalog.invalidate();
  return result;
}

const optionKinds = new Set(['select', 'multiselect']);

export function createAttribute(
  context: CatalogAdminContext,
  actor: AuditActor,
  input: AdminAttributeCreateInput,
) {
  return changeAttribute(context, actor, null, 'create', async (writer) => {
    if (await writer.findByCode(input.attribute_code))
      throw new AppError(409, `attribute_code: ${input.attribute_code} exists already`);
    if (input.options.length > 0 && !optionKinds.has(input.frontend_input))
      throw new AppError(400, `Invalid body: options: a ${input.frontend_input} attribute has no options`);
    const id = await writer.insert({
      attribute_code: input.attribute_code,
      frontend_label: input.frontend_label,
      default_label: input.default_label ?? input.frontend_label,
      frontend_input: input.frontend_input,
      unit: input.unit,
      is_user_defined: 1,
      is_visible: input.is_visible ? 1 : 0,
      is_comparable: input.is_comparable ? 1 : 0,
      is_filterable: input.is_filterable ? 1 : 0,
      position: input.position ?? (await writer.nextPosition()),
    });
    for (const [sortOrder, option] of input.options.entries())
      await writer.insertOption(id, {
        label: option.label,
        default_label: option.default_label ?? option.label,
        swatch_value: option.swatch_value,
        sort_order: sortOrder,
      });
    return id;
  });
}

/** Labels, unit, flags and place; the code and the input type stay (products' values depend on them). */
export function updateAttribute(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminAttributeUpdateInput,
) {
  return changeAttribute(context, actor, id, 'update', async (writer) => {
    const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
    const columns = Object.fromEntries(
      Object.entries({
        frontend_label: input.frontend_label,
        default_label: input.default_label,
        unit: input.unit,
        is_visible: flag(input.is_visible),
        is_comparable: flag(input.is_comparable),
        is_filterable: flag(input.is_filterable),
        position: input.position,
      }).filter(([, value]) => value !== undefined),
    );
    await writer.update(id, columns);
  });
}

/** Deletes an attribute no product holds a value of and none varies by (409 says how many do). */
export async function deleteAttribute(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
): Promise<true> {
  await context.db.transaction().execute(async (trx) => {
    const writer = createAttributeWriter(trx);
    const before = await load(writer, id);
    const usage = await writer.usage(id);
    if (usage.products > 0 || usage.axes > 0)
      throw new AppError(
        409,
        `${usage.products} product(s) have a value of it and ${usage.axes} configurable product(s) vary by it: change them first`,
      );
    await writer.delete(id);
    await recordAudit(
      trx,
      actor,
      {
        action: 'attribute.delete',
        entityType: 'attribute',
        entityId: id,
        summary: `Attribute ${before.attribute_code} deleted`,
        before: { ...before },
        after: null,
      },
      context.now().toISOString(),
    );
  });
  context.catalog.invalidate();
  return true;
}

/** Adds an option at a place among the options (the end by default). */
export function addAttributeOption(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  input: AdminAttributeOptionInput,
) {
  return changeAttribute(context, actor, id, 'option_add', async (writer) => {
    const attribute = await writer.findById(id);
    if (!attribute || !optionKinds.has(attribute.frontend_input))
      throw new AppError(
        409,
        `${attribute?.attribute_code} is a ${attribute?.frontend_input} attribute: it has no options`,
      );
    const options = (await writer.options(id)).map((o) => o.id);
    const optionId = await writer.insertOption(id, {
      label: input.label,
      default_label: input.default_label ?? input.label,
      swatch_value: input.swatch_value,
      sort_order: options.length,
    });
    options.splice(Math.min(input.sort_order ?? options.length, options.length), 0, optionId);
    await writer.renumberOptions(options);
  });
}

/** The ids of an attribute's options but one, in order; 404 when the one is not the attribute's. */
async function otherOptions(writer: AttributeWriter, id: number, optionId: number): Promise<number[]> {
  const options = await writer.options(id);
  if (!options.some((o) => o.id === optionId))
    throw new NotFoundError(`No option ${optionId} of attribute ${id}`);
  return options.map((o) => o.id).filter((o) => o !== optionId);
}

/** Renames an option, changes its swatch, or moves it (`sort_order`). */
export function updateAttributeOption(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  optionId: number,
  input: AdminAttributeOptionUpdateInput,
) {
  return changeAttribute(context, actor, id, 'option_update', async (writer) => {
    const others = await otherOptions(writer, id, optionId);
    const { sort_order: sortOrder, ...columns } = input;
    await writer.updateOption(optionId, columns);
    if (sortOrder !== undefined) {
      others.splice(Math.min(sortOrder, others.length), 0, optionId);
      await writer.renumberOptions(others);
    }
  });
}

/** Deletes an option no product uses. */
export function deleteAttributeOption(
  context: CatalogAdminContext,
  actor: AuditActor,
  id: number,
  optionId: number,
) {
  return changeAttribute(context, actor, id, 'option_delete', async (writer) => {
    const others = await otherOptions(writer, id, optionId);
    const usage = await writer.usage(id, optionId);
    if (usage.products > 0)
      throw new AppError(409, `${usage.products} product(s) use the option: change them first`);
    await writer.deleteOption(optionId);
    await writer.renumberOptions(others);
  });
}
