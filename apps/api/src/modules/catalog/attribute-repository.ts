import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AttributeOptionTable, AttributeTable } from '../../db/schema.ts';

export type AttributeRow = Selectable<AttributeTable>;
export type AttributeOptionRow = Selectable<AttributeOptionTable>;

export interface AttributeWithOptions extends AttributeRow {
  options: AttributeOptionRow[];
}

/** Attributes and their options (colour, manufacturer, material, dimensions ...). */
export function createAttributeRepository(db: Db) {
  return {
    async listAll(): Promise<AttributeWithOptions[]> {
      const [attributes, options] = await Promise.all([
        db.selectFrom('attributes').selectAll().orderBy('position').orderBy('id').execute(),
        db.selectFrom('attribute_options').selectAll().orderBy('sort_order').orderBy('id').execute(),
      ]);
      const byAttribute = new Map<number, AttributeOptionRow[]>();
      for (const option of options) {
        const list = byAttribute.get(option.attribute_id) ?? [];
        list.push(option);
        byAttribute.set(option.attribute_id, list);
      }
      return attributes.map((a) => ({ ...a, options: byAttribute.get(a.id) ?? [] }));
    },
  };
}

export type AttributeRepository = ReturnType<typeof createAttributeRepository>;
