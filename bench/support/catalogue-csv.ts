/**
 * A catalogue CSV of `products` products for the import benchmark and the admin journey (docs/formats/
 * catalogue-import.md): every `configurableEvery`-th product is configurable with `variants` colour variants, the
 * others simple; names, prices and categories from the demo shop's taxonomy, deterministic.
 */
const CATEGORIES = [
  'vardagsrum/soffor',
  'vardagsrum/fatoljer',
  'vardagsrum/soffbord',
  'sovrum/sangar',
  'sovrum/sangbord',
  'matplats/matbord',
  'matplats/matstolar',
  'forvaring/hyllor',
];
const COLOURS = ['Vit', 'Svart', 'Grå', 'Beige', 'Natur', 'Ek', 'Grön', 'Blå', 'Terrakotta', 'Rosa'];
const WORDS = ['Ask', 'Björk', 'Dalsland', 'Ekön', 'Fjäril', 'Granit', 'Havtorn', 'Idun', 'Järv', 'Kvist'];
const KINDS = ['Soffa', 'Fåtölj', 'Bord', 'Säng', 'Hylla', 'Stol', 'Lampa', 'Pall'];

export interface CatalogueCsvOptions {
  products: number;
  /** Every n-th product is configurable (0: none). */
  configurableEvery?: number;
  variants?: number;
  /** Prefix of the skus (so that two files do not overlap). */
  prefix?: string;
}

export function catalogueCsv(options: CatalogueCsvOptions): { csv: string; rows: number; skus: string[] } {
  const { products, configurableEvery = 2, variants = 3, prefix = 'BENCH' } = options;
  const lines = [
    'sku,parent_sku,type,name,price,special_price,tax_class,categories,brand,configurable_attributes,color,width,qty,short_description,description',
  ];
  const skus: string[] = [];
  for (let i = 0; i < products; i++) {
    const sku = `${prefix}-${String(i + 1).padStart(6, '0')}`;
    skus.push(sku);
    const kind = KINDS[i % KINDS.length]!;
    const name = `${kind} ${WORDS[i % WORDS.length]}${WORDS[Math.floor(i / WORDS.length) % WORDS.length]!.toLowerCase()} ${prefix.toLowerCase()} ${i + 1}`;
    const price = 495 + ((i * 37) % 200) * 50;
    const category = CATEGORIES[i % CATEGORIES.length];
    const text = `${kind} i massivt trä nummer ${i + 1}`;
    const configurable = configurableEvery > 0 && i % configurableEvery === configurableEvery - 1;
    if (!configurable) {
      lines.push(
        `${sku},,simple,${name},${price},,Taxable Goods,${category},Nordvik,,${COLOURS[i % COLOURS.length]},${40 + (i % 120)},${i % 50},${text},<p>${text}</p>`,
      );
      continue;
    }
    lines.push(
      `${sku},,configurable,${name},${price},,Taxable Goods,${category},Nordvik,color,,,,${text},<p>${text}</p>`,
    );
    for (let v = 0; v < variants; v++) {
      const colour = COLOURS[(i + v) % COLOURS.length]!;
      lines.push(
        `${sku}-${v + 1},${sku},simple,${name} ${colour},${price + v * 100},,,,,,${colour},,${(i + v) % 30},,`,
      );
    }
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1, skus };
}
