import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BrandTable } from '../../db/schema.ts';

export type BrandRow = Selectable<BrandTable>;

export function createBrandRepository(db: Db) {
  return {
    async listAll(): Promise<BrandRow[]> {
      return db.selectFrom('brands').selectAll().orderBy('name').execute();
    },
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
