import { type ProductOption, hasChecksumOptions, productOptionChecksum } from './product-option.ts';

/** What tells one cart line from another, on the client or in a server cart. */
export interface CartItemIdentity {
  sku: string;
  /** Product id. */
  id?: number | undefined;
  item_id?: number | string | undefined;
  server_item_id?: number | undefined;
  product_type?: string | undefined;
  parentSku?: string | null | undefined;
  checksum?: string | undefined;
  product_option?: ProductOption | null | undefined;
}

/** The server's line id as the item knows it; null (from JSON) counts as absent. */
export function cartItemServerId(item: CartItemIdentity): string | undefined {
  const id = item.server_item_id ?? item.item_id;
  // Compared as text because stored carts may hold the id as "12" while the server sends 12.
  return id == null || id === '' ? undefined : String(id);
}

function checksumOf(item: CartItemIdentity): string {
  return item.checksum || productOptionChecksum(item.product_option);
}

const isConfigurable = (item: CartItemIdentity) =>
  item.product_type === 'configurable' ||
  (item.product_option?.extension_attributes.configurable_item_options?.length ?? 0) > 0;

const usesChecksum = (item: CartItemIdentity) => hasChecksumOptions(item.product_option);

/**
 * SPEC §5: the same line when the item ids agree; otherwise by checksum for bundle or custom options, by the
 * (child) sku for configurable items, else by product id or sku. Differing item ids do not settle it: a
 * server cart that was re-created gives the same line a new id.
 */
export function isSameCartItem(a: CartItemIdentity, b: CartItemIdentity): boolean {
  const idA = cartItemServerId(a);
  const idB = cartItemServerId(b);
  if (idA !== undefined && idA === idB) return true;
  // The same sku with other custom options or another bundle selection is a separate line. Option ids are
  // unique across products, so the checksum alone identifies the product too.
  if (usesChecksum(a) || usesChecksum(b)) return checksumOf(a) === checksumOf(b);
  // All children of a configurable share the parent's product id, so only the child sku identifies them.
  if (isConfigurable(a) || isConfigurable(b)) return a.sku === b.sku;
  return (a.id != null && a.id === b.id) || a.sku === b.sku;
}

/** An exact item-id match wins over a rule match, so a line is never mistaken for its look-alike. */
export function findCartItem<T extends CartItemIdentity>(
  items: readonly T[],
  candidate: CartItemIdentity,
): T | undefined {
  const id = cartItemServerId(candidate);
  const byId = id === undefined ? undefined : items.find((item) => cartItemServerId(item) === id);
  return byId ?? items.find((item) => isSameCartItem(item, candidate));
}
