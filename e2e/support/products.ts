import type { APIRequestContext } from '@playwright/test';

/** A simple product with plenty in stock and no options; `skip` keeps journeys off each other's products. */
export async function productPath(request: APIRequestContext, skip: number): Promise<string> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as { sku: string; type_id: string; parentSku: string; slug: string; stock: { qty: number } }[];
  const found = [];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && full.final_price_incl_tax > 100) found.push(item);
    if (found.length > skip) break;
  }
  const item = found[skip]!;
  return `/p/${item.parentSku}/${item.slug}`;
}
