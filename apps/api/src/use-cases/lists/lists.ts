import { PRODUCT_LIST_LIMITS, type ProductListName as ListName } from '@hemma/contract/constants';
import type { ProductListDto as ListDto } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import type { ListContext } from './list-context.ts';

const LIST_TITLES: Record<ListName, string> = { wishlist: 'wishlist', compare: 'compare list' };

/** The customer's list, newest first. */
export async function getList(context: ListContext, customerId: number, list: ListName): Promise<ListDto> {
  return { items: await context.lists.items(customerId, list) };
}

/**
 * Adds `skus` (newest first) to the customer's list; skus already on it stay where they are, so sending the same
 * list again (the login merge of a guest's list) changes nothing. Every sku must name a product the shop lists,
 * and the list must stay within its limit: otherwise nothing is added and the answer is 400.
 */
export async function addToList(
  context: ListContext,
  customerId: number,
  list: ListName,
  rawSkus: readonly string[],
): Promise<ListDto> {
  const skus = [...new Set(rawSkus)];
  const listable = await context.lists.listableSkus(skus);
  const unknown = skus.filter((sku) => !listable.has(sku));
  if (unknown.length > 0) {
    throw new InputError(
      `These skus are not products the shop lists, so they cannot be added to the ${LIST_TITLES[list]}: ${unknown.join(', ')}`,
    );
  }
  const limit = PRODUCT_LIST_LIMITS[list];
  const result = await context.lists.add(customerId, list, skus, limit, context.now().toISOString());
  if (!result.added) {
    throw new InputError(
      `The ${LIST_TITLES[list]} holds at most ${limit} products: it has ${result.count} and ${result.fresh} more ` +
        `were sent. Remove some first; nothing was added.`,
    );
  }
  return getList(context, customerId, list);
}

/** Removes `sku` from the customer's list (nothing happens when it is not there) and answers the list. */
export async function removeFromList(
  context: ListContext,
  customerId: number,
  list: ListName,
  sku: string,
): Promise<ListDto> {
  await context.lists.remove(customerId, list, sku);
  return getList(context, customerId, list);
}
