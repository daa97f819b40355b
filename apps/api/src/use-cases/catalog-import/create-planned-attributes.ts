import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { isEmptyPlan, type AttributePlan } from './attribute-columns.ts';

/**
 * Creates what the file's attribute columns define and the shop lacks (attribute-columns.ts), with the ids its rows
 * were read with, inside an import batch's transaction before its products are saved: the first batch that commits
 * creates them (audited), a dry run's batches each create and roll them back. What exists already is left alone; an
 * id someone else took since the file was read stops the batch with a reason (import the file again).
 */
export async function createPlannedAttributes(
  trx: Transaction<Database>,
  plan: AttributePlan,
  actor: AuditActor,
  now: string,
): Promise<void> {
  if (isEmptyPlan(plan)) return;
  const taken = (what: string) =>
    new Error(`the shop's attributes changed while the file was read (${what}): import the file again`);
  const attributeIds = plan.attributes.map((a) => a.id);
  const optionIds = [
    ...plan.attributes.flatMap((a) => a.options.map((o) => o.id)),
    ...plan.options.map((o) => o.id),
  ];
  const [attributes, options] = await Promise.all([
    trx
      .selectFrom('attributes')
      .select(['id', 'attribute_code'])
      .where('id', 'in', attributeIds.length ? attributeIds : [-1])
      .execute(),
    trx
      .selectFrom('attribute_options')
      .select(['id', 'attribute_id', 'label'])
      .where('id', 'in', optionIds.length ? optionIds : [-1])
      .execute(),
  ]);
  const haveAttribute = new Map(attributes.map((a) => [a.id, a.attribute_code]));
  const haveOption = new Map(options.map((o) => [o.id, o]));
  const position = await trx
    .selectFrom('attributes')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  let next =
    position?.position === null || position?.position === undefined ? 0 : Number(position.position) + 1;
  let created = false;
  for (const attribute of plan.attributes) {
    const code = haveAttribute.get(attribute.id);
    if (code !== undefined) {
      if (code !== attribute.code) throw taken(`#${attribute.id} is ${code}`);
      continue;
    }
    await trx
      .insertInto('attributes')
      .values({
        id: attribute.id,
        attribute_code: attribute.code,
        frontend_label: attribute.label,
        default_label: attribute.label,
        frontend_input: attribute.input,
        unit: attribute.unit,
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: 0,
        is_filterable: 0,
        position: next++,
      })
      .execute();
    created = true;
  }
  const newOptions = [
    ...plan.attributes.flatMap((a) => a.options.map((o, i) => ({ ...o, attributeId: a.id, sortOrder: i }))),
    ...plan.options.map((o) => ({
      id: o.id,
      label: o.label,
      attributeId: o.attribute.id,
      sortOrder:
        o.attribute.options.length + plan.options.filter((p) => p.attribute.id === o.attribute.id).indexOf(o),
    })),
  ];
  for (const option of newOptions) {
    const have = haveOption.get(option.id);
    if (have) {
      if (have.attribute_id !== option.attributeId || have.label !== option.label)
        throw taken(`option #${option.id} is "${have.label}"`);
      continue;
    }
    await trx
      .insertInto('attribute_options')
      .values({
        id: option.id,
        attribute_id: option.attributeId,
        label: option.label,
        default_label: option.label,
        sort_order: option.sortOrder,
      })
      .execute();
    created = true;
  }
  if (!created) return;
  // PostgreSQL's sequences do not move for ids given: the next attribute made in the back office takes the one after.
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    for (const table of ['attributes', 'attribute_options'] as const)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
  await recordAudit(
    trx,
    actor,
    {
      action: 'attribute.create',
      entityType: 'attribute',
      entityId: plan.attributes[0]?.id ?? plan.options[0]!.attribute.id,
      summary: `Attributes and options created by a catalogue import`,
      after: {
        attributes: plan.attributes.map((a) => ({
          code: a.code,
          input: a.input,
          label: a.label,
          unit: a.unit,
        })),
        options: newOptions.map((o) => o.label),
      },
    },
    now,
  );
}
