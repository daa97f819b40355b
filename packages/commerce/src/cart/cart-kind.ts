const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** SPEC §3: nothing to ship, so no shipping step and no cash on delivery (SPEC §4). */
export function isVirtualCart(items: readonly { product_type?: string }[]): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_TYPES.has(item.product_type ?? ''));
}

/**
 * The minicart badge: the sum of quantities, or the number of lines (SPEC §9, by configuration). A line
 * without a usable qty counts as 1 (SPEC §5), as carts stored by older clients may lack it.
 */
export function cartItemCount(items: readonly { qty: number }[], mode: 'quantities' | 'items'): number {
  if (mode === 'items') return items.length;
  return items.reduce((sum, item) => sum + (Number.isFinite(item.qty) ? item.qty : 1), 0);
}
