import { fromSek } from '@hemma/commerce';
import { TAX_CLASS } from '../data/base-rows.ts';
import { brandByName } from '../data/brands.ts';
import type { BundleTemplate, GroupedTemplate } from '../data/composites.ts';
import type { ServiceTemplate } from '../data/services.ts';
import { hashString } from '../prng.ts';
import type { CatalogBuilder, Sellable } from './builder.ts';
import type { LineNames } from './furnishings.ts';

const HOUSE_BRAND = brandByName('Hemma Studio').id;

function candidates(b: CatalogBuilder, category: string): Sellable[] {
  const list = b.sellables.get(category);
  if (list && list.length > 0) return list;
  const all = [...b.sellables.values()].flat();
  if (all.length === 0) throw new Error('No simple products to bundle');
  return all;
}

/** A bundle whose options point at simple products; the first selection of each option is the default. */
export function buildBundle(b: CatalogBuilder, t: BundleTemplate, lines: LineNames): void {
  const { rng } = b;
  const line = lines.next(`bundle-${t.sku}`);
  const name = t.name.replace('{line}', line);
  const sku = `${t.sku}-${line
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`;
  const picks = t.options.map((o) => ({
    option: o,
    items: rng.sample(candidates(b, o.category), rng.int(2, 3)),
  }));
  // Every option's default part (the first), as the shop lists a bundle (SPEC §4 default selection).
  const defaults = picks.map((p) => ({ item: p.items[0] as Sellable, qty: p.option.qty }));
  const sum = defaults.reduce((total, p) => total + p.item.price * p.qty, 0);
  // The API lists a bundle at the sum of its parts' current prices (SPEC §5); the stored price is that sum today.
  const price = sum;
  const weight = Math.round(defaults.reduce((total, p) => total + p.item.weight * p.qty, 0) * 10) / 10;
  const description = `${t.description} Köp allt i ett paket och välj själv bland alternativen i varje del – priset följer ditt val.`;
  const id = b.addProduct({
    sku,
    type: 'bundle',
    name,
    price,
    taxClass: TAX_CLASS.goods,
    brandId: HOUSE_BRAND,
    description,
    short: `${t.description} Välj delarna själv.`,
    weight,
    delivery: t.delivery,
    visibility: 4,
    category: t.options[0]?.category ?? null,
    merchandise: true,
  });
  // A bundle is priced by its parts (the API lists it at their sum), so it carries no special price of its own.
  const bundleRow = b.rows.products.find((row) => row.id === id);
  if (bundleRow)
    Object.assign(bundleRow, { special_price: null, special_from_date: null, special_to_date: null });
  b.option(id, 'manufacturer', 'Hemma Studio');
  b.stock(id, 'unmanaged');
  const hero = defaults[0]?.item ?? (picks[0]?.items[0] as Sellable);
  b.picture(
    id,
    sku,
    name,
    { kind: t.kind, color: hero.color, accent: '#C8A273', style: hashString(line) % 4 },
    0,
  );
  picks.forEach(({ option, items }, position) => {
    const optionId = b.next('bundleOption');
    b.rows.bundle_options.push({
      id: optionId,
      product_id: id,
      title: option.title,
      type: option.type,
      required: option.required ? 1 : 0,
      position,
    });
    items.forEach((item, i) => {
      b.rows.bundle_selections.push({
        id: b.next('bundleSelection'),
        option_id: optionId,
        product_id: item.id,
        qty: option.qty,
        can_change_qty: option.qty > 1 ? 1 : 0,
        is_default: i === 0 ? 1 : 0,
        position: i,
      });
    });
  });
}

/** A grouped product of 2–4 simple products of one category ('associated' links with a quantity). */
export function buildGrouped(b: CatalogBuilder, t: GroupedTemplate, lines: LineNames): void {
  const { rng } = b;
  const line = lines.next(`grouped-${t.sku}`);
  const name = t.name.replace('{line}', line);
  const sku = `${t.sku}-${line
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`;
  const items = rng.sample(candidates(b, t.category), rng.int(2, 4));
  const price = Math.min(...items.map((i) => i.price));
  const id = b.addProduct({
    sku,
    type: 'grouped',
    name,
    price,
    taxClass: TAX_CLASS.goods,
    brandId: HOUSE_BRAND,
    description: `${t.description} Setet består av ${items.length} delar som du kan köpa tillsammans eller var för sig.`,
    short: t.description,
    weight: null,
    delivery: 'd2-8',
    visibility: 4,
    category: t.category,
    merchandise: true,
  });
  b.option(id, 'manufacturer', 'Hemma Studio');
  b.stock(id, 'unmanaged');
  const first = items[0] as Sellable;
  b.picture(
    id,
    sku,
    name,
    { kind: first.kind, color: first.color, accent: '#B8975A', style: (hashString(line) % 4) + 4 },
    0,
  );
  items.forEach((item, position) => {
    b.rows.product_links.push({
      id: b.next('link'),
      product_id: id,
      linked_product_id: item.id,
      link_type: 'associated',
      qty: rng.pick([1, 1, 2]),
      position,
    });
  });
}

const CARD_COLORS = ['#6E8168', '#C0704F', '#5A7391', '#3F5546', '#A0623A', '#2F3E55', '#B8975A'];

/** Services, gift cards, e-books and PDFs: no weight, no delivery time, stock not managed. */
export function buildService(
  b: CatalogBuilder,
  t: ServiceTemplate,
  type: 'virtual' | 'downloadable',
  round: number,
): void {
  const name = round === 0 ? t.name : `${t.name} – utgåva ${round + 1}`;
  const sku = round === 0 ? t.sku : `${t.sku}-${round + 1}`;
  const ebook = t.ebook === true;
  const delivery =
    type === 'downloadable' ? 'Laddas ner direkt efter köpet.' : 'Bokningsbekräftelse skickas via e-post.';
  const id = b.addProduct({
    sku,
    type,
    name,
    price: fromSek(t.priceKr),
    taxClass: ebook ? TAX_CLASS.ebooks : TAX_CLASS.goods,
    brandId: HOUSE_BRAND,
    description: `${t.description} ${delivery}`,
    short: t.description.split('. ')[0]?.replace(/\.$/, '') + '.',
    weight: null,
    delivery: null,
    visibility: 4,
    category: t.category,
    merchandise: t.kind !== 'gift-card',
  });
  b.option(id, 'manufacturer', 'Hemma Studio');
  b.stock(id, 'unmanaged');
  const hash = hashString(t.sku);
  // A gift card's picture carries no words and no amount (issue 33): one picture serves every store view, and /de and
  // /it sell the card in euros ("Geschenkkarte 50 €"), so "Presentkort 500 kr" drawn in it was wrong there.
  const title =
    t.kind === 'gift-card' ? '' : t.name.replace(/ \((e-bok|PDF)\)$/, '').replace(/^Inredningsguide: /, '');
  const subtitle = t.kind === 'gift-card' ? '' : t.kind === 'guide' ? (ebook ? 'E-bok' : 'PDF') : 'Tjänst';
  b.picture(
    id,
    sku,
    name,
    {
      kind: t.kind,
      color: CARD_COLORS[hash % CARD_COLORS.length] as string,
      accent: '#B8975A',
      style: hash % 4,
      title,
      subtitle,
    },
    0,
  );
}
