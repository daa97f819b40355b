import { fromSek, slugify } from '@hemma/commerce';
import { colorDef, type DimensionCode } from '../data/attributes.ts';
import { TAX_CLASS } from '../data/base-rows.ts';
import { brandByName } from '../data/brands.ts';
import { CUSTOM_OPTION_SETS } from '../data/custom-options.ts';
import type { LeafTemplate, Variant } from '../data/template-types.ts';
import { LINE_NAMES, LINE_SUFFIXES, materialText, nicePriceKr } from '../data/texts.ts';
import { hashString, type Prng } from '../prng.ts';
import type { CatalogBuilder } from './builder.ts';
import type { DrawSpec } from './model.ts';
import { packageOf } from './packages.ts';

/** Hands out product line names per category, never the same twice ("Lund", "Ella", …, "Lundvik", …). */
export class LineNames {
  private readonly orders = new Map<string, string[]>();
  private readonly counters = new Map<string, number>();

  constructor(private readonly rng: Prng) {}

  next(scope: string): string {
    let order = this.orders.get(scope);
    if (!order) {
      order = this.rng.shuffle(LINE_NAMES);
      this.orders.set(scope, order);
    }
    const i = this.counters.get(scope) ?? 0;
    this.counters.set(scope, i + 1);
    const base = order[i % order.length] as string;
    const round = Math.floor(i / order.length);
    const suffix = LINE_SUFFIXES[round % LINE_SUFFIXES.length] as string;
    const series = round >= LINE_SUFFIXES.length ? ` ${Math.floor(round / LINE_SUFFIXES.length) + 1}` : '';
    return `${base}${suffix}${series}`;
  }
}

interface Design {
  line: string;
  variant: Variant;
  name: string;
  sku: string;
  brandId: number;
  brand: string;
  material: string;
  fabric: string | null;
  form: string | null;
  dims: Partial<Record<DimensionCode, number>>;
  accent: string;
  priceKr: number;
  weight: number;
  style: number;
}

const SIZELESS: Variant = { code: '', label: '', factor: 1 };

function design(b: CatalogBuilder, t: LeafTemplate, lines: LineNames, sizeless: boolean): Design {
  const { rng } = b;
  const variant = sizeless
    ? { ...SIZELESS, ...(t.variants.find((v) => !v.size && v.code === '') ?? {}) }
    : rng.pick(t.variants);
  const line = lines.next(t.category);
  const noun = variant.noun ?? t.noun;
  const name = [noun, line, variant.label].filter(Boolean).join(' ');
  const sku = [t.sku, slugify(line).toUpperCase().replace(/-/g, ''), variant.code].filter(Boolean).join('-');
  const brand = rng.pick(t.brands);
  const fabric = t.fabrics ? rng.pick(t.fabrics) : null;
  const material = !fabric
    ? rng.pick(t.materials)
    : t.materials.includes(fabric)
      ? fabric
      : t.materials.includes('Bomull')
        ? 'Bomull'
        : rng.pick(t.materials);
  const legs = t.legs ? rng.pick(t.legs) : material;
  const dims: Partial<Record<DimensionCode, number>> = {};
  for (const [code, range] of Object.entries({ ...t.dims, ...(variant.dims ?? {}) })) {
    if (range) dims[code as DimensionCode] = rng.int(range[0], range[1]);
  }
  return {
    line,
    variant,
    name,
    sku,
    brand,
    brandId: brandByName(brand).id,
    material,
    fabric,
    form: t.forms ? rng.pick(t.forms) : null,
    dims,
    accent: materialText(legs).tone,
    priceKr: nicePriceKr(rng.range(t.price[0], t.price[1]) * variant.factor, rng.chance(0.15)),
    weight: Math.round(rng.range(t.weight[0], t.weight[1]) * variant.factor * 10) / 10,
    style: hashString(line + variant.code),
  };
}

function texts(
  b: CatalogBuilder,
  t: LeafTemplate,
  d: Design,
  colorText: string,
): { description: string; short: string } {
  const fill = (s: string) =>
    s
      .replace('{name}', d.name)
      .replace('{line}', d.line)
      .replace('{color}', colorText.toLowerCase())
      .replace('{material}', d.material.toLowerCase());
  const material = materialText(d.material);
  const sentences = [fill(b.rng.pick(t.intro)), material.sentence];
  if (b.rng.chance(0.7)) sentences.push(b.rng.pick(t.use));
  sentences.push(material.care);
  const legs = t.legs
    ? ` med ${t.kind === 'sofa' || t.kind === 'armchair' ? 'ben' : 'stomme'} i ${legName(d.accent)}`
    : '';
  return {
    description: sentences.join(' '),
    short: `${d.variant.noun ?? t.noun} i ${d.material.toLowerCase()}${legs}. ${colorText}.`,
  };
}

function legName(tone: string): string {
  const names: Record<string, string> = {
    '#C8A273': 'ek',
    '#6B4A33': 'valnöt',
    '#2E2D2B': 'svart metall',
    '#B8975A': 'mässing',
    '#C9A26B': 'rotting',
  };
  return names[tone] ?? 'trä';
}

function drawSpec(t: LeafTemplate, d: Design, colorHex: string, size?: string): DrawSpec {
  const [w, l] = size ? size.split('x').map(Number) : [];
  const spec: DrawSpec = { kind: t.kind, color: colorHex, accent: d.accent, style: d.style % 4 };
  const textile = ['rug', 'cushion', 'throw', 'bed-linen', 'curtain'].includes(t.kind);
  const width = textile ? w : t.kind === 'bed' && w ? w + 10 : (d.dims.length ?? d.dims.width);
  const height = textile ? l : d.dims.height;
  if (width && height) spec.size = { width, height };
  return spec;
}

function attributes(b: CatalogBuilder, id: number, d: Design): void {
  b.option(id, 'manufacturer', d.brand);
  b.option(id, 'material', d.material);
  if (d.fabric) b.option(id, 'fabric', d.fabric);
  if (d.form) b.option(id, 'form', d.form);
  for (const [code, cm] of Object.entries(d.dims)) b.dimension(id, code as DimensionCode, cm);
}

function extras(b: CatalogBuilder): number {
  return b.rng.chance(0.3) ? (b.rng.chance(0.4) ? 2 : 1) : 0;
}

function merchandise(b: CatalogBuilder, t: LeafTemplate, id: number, price: number): void {
  const set = CUSTOM_OPTION_SETS[t.category];
  if (set && b.rng.chance(0.15)) b.customOptions(id, set);
  if (t.tier && b.rng.chance(0.5)) b.tierPrice(id, price);
}

export function buildSimple(b: CatalogBuilder, t: LeafTemplate, lines: LineNames): void {
  const d = design(b, t, lines, false);
  const color = colorDef(b.rng.pick(t.colors));
  const { description, short } = texts(b, t, d, `Färg: ${color.label}`);
  const price = fromSek(d.priceKr);
  const bulky = d.weight > 10;
  const id = b.addProduct({
    sku: d.sku,
    type: 'simple',
    name: d.name,
    price,
    taxClass: TAX_CLASS.goods,
    brandId: d.brandId,
    description,
    short,
    weight: d.weight,
    package: packageOf(d.dims),
    delivery: b.rng.pick(t.delivery),
    factory: t.factory && b.rng.chance(0.3) ? b.rng.pick(t.factory) : null,
    visibility: 4,
    category: t.category,
    merchandise: true,
  });
  b.option(id, 'color', color.label);
  if (d.variant.size) b.option(id, 'size', d.variant.size);
  attributes(b, id, d);
  b.stock(id, 'physical', bulky);
  b.picture(id, d.sku, d.name, drawSpec(t, d, color.hex, d.variant.size), extras(b));
  merchandise(b, t, id, price);
  b.sellable(t.category, { id, sku: d.sku, price, weight: d.weight, kind: t.kind, color: color.hex });
}

export function buildConfigurable(b: CatalogBuilder, t: LeafTemplate, lines: LineNames): void {
  const rule = t.configurable;
  if (!rule) throw new Error(`${t.category} has no configurable rule`);
  const bySize = rule.by.includes('size') && rule.sizes !== undefined;
  const d = design(b, t, lines, bySize);
  const colors = b.rng
    .sample(t.colors, bySize ? 2 : b.rng.int(2, Math.min(5, t.colors.length)))
    .map(colorDef);
  const sizes = bySize ? (rule.sizes ?? []).slice(0, 2) : [undefined];
  const children = colors.flatMap((color) => sizes.map((size) => ({ color, size })));
  const childPrices = children.map((c) => {
    const factor = (c.size?.[1] ?? 1) * (b.rng.chance(0.25) ? 1.08 : 1);
    return fromSek(nicePriceKr(d.priceKr * factor, false));
  });
  const price = Math.min(...childPrices);
  const { description, short } = texts(b, t, d, `Finns i ${colors.length} färger`);
  const delivery = b.rng.pick(t.delivery);
  const parentId = b.addProduct({
    sku: d.sku,
    type: 'configurable',
    name: d.name,
    price,
    taxClass: TAX_CLASS.goods,
    brandId: d.brandId,
    description,
    short,
    weight: d.weight,
    package: packageOf(d.dims),
    delivery,
    visibility: 4,
    category: t.category,
    merchandise: true,
  });
  for (const color of colors) b.option(parentId, 'color', color.label);
  for (const size of sizes) if (size) b.option(parentId, 'size', size[0]);
  attributes(b, parentId, d);
  b.stock(parentId, 'unmanaged');
  const first = children[0];
  b.picture(
    parentId,
    d.sku,
    d.name,
    drawSpec(t, d, first?.color.hex ?? '#8C8B87', first?.size?.[0]),
    extras(b),
  );
  merchandise(b, t, parentId, price);
  rule.by.forEach((code, position) => {
    b.rows.product_configurable_options.push({
      id: b.next('configOption'),
      product_id: parentId,
      attribute_id: code === 'color' ? 269 : 272,
      label: code === 'color' ? 'Färg' : 'Storlek',
      position,
    });
  });
  const childIds: number[] = [];
  children.forEach(({ color, size }, position) => {
    const sku = [d.sku, color.code, size?.[0].toUpperCase()].filter(Boolean).join('-');
    const name = `${d.name}, ${color.label}${size ? ` ${size[0]}` : ''}`;
    const dims = size ? { ...d.dims, ...sizeDims(size[0]) } : d.dims;
    const childId = b.addProduct({
      sku,
      type: 'simple',
      name,
      price: childPrices[position] ?? price,
      taxClass: TAX_CLASS.goods,
      brandId: d.brandId,
      description,
      short: `${short.split('.')[0]}. Färg: ${color.label}.`,
      weight: d.weight,
      package: packageOf(dims),
      delivery,
      visibility: 1,
      category: null,
      merchandise: false,
    });
    childIds.push(childId);
    b.rows.product_relations.push({ parent_id: parentId, child_id: childId, position });
    b.option(childId, 'color', color.label);
    if (size) b.option(childId, 'size', size[0]);
    attributes(b, childId, size ? { ...d, dims } : d);
    b.stock(childId, 'physical', d.weight > 10);
    b.picture(childId, sku, name, drawSpec(t, d, color.hex, size?.[0]), 0);
  });
  saleOnEveryVariant(b, parentId, childIds);
}

/**
 * A configurable product on sale is on sale in every variant, at the same reduction and in the same window: the
 * shopper gets the advertised price whichever colour or size they choose.
 */
function saleOnEveryVariant(b: CatalogBuilder, parentId: number, childIds: number[]): void {
  const parent = b.rows.products.find((row) => row.id === parentId);
  const parentSpecial = parent?.special_price;
  if (!parent || parentSpecial === null || parentSpecial === undefined) return;
  const ratio = parentSpecial / parent.price;
  for (const child of b.rows.products.filter((row) => row.id !== undefined && childIds.includes(row.id))) {
    const price = child.price;
    if (price === undefined) continue;
    const special = fromSek(nicePriceKr((price / 100) * ratio, false));
    if (special >= price) continue;
    child.special_price = special;
    child.special_from_date = parent.special_from_date;
    child.special_to_date = parent.special_to_date;
  }
}

function sizeDims(size: string): Partial<Record<DimensionCode, number>> {
  const [width, length] = size.split('x').map(Number);
  return width && length ? { width, length } : {};
}
