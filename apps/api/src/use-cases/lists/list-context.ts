import type { Db } from '../../db/database.ts';
import { createListRepository } from '../../modules/lists/list-repository.ts';

/** What the wishlist and compare use cases need: their repository and the clock. */
export function createListContext(db: Db, now: () => Date) {
  return { lists: createListRepository(db), now };
}

export type ListContext = ReturnType<typeof createListContext>;
