export interface BrandDef {
  id: number;
  name: string;
  slug: string;
  description: string;
}

/** Invented Nordic makers. The manufacturer attribute (id 83) has one option per brand, in this order. */
export const BRANDS: BrandDef[] = [
  {
    id: 1,
    name: 'Nordvik',
    slug: 'nordvik',
    description:
      'Soffor och fåtöljer från en familjeägd verkstad i Småland, tillverkade för att kunna klädas om.',
  },
  {
    id: 2,
    name: 'Ljungberg & Co',
    slug: 'ljungberg-och-co',
    description: 'Klassiska trämöbler i massiv ek och björk, snickrade i Västergötland sedan 1952.',
  },
  {
    id: 3,
    name: 'Sälta',
    slug: 'salta',
    description: 'Lätta, luftiga möbler för små hem – formgivna i Göteborg.',
  },
  {
    id: 4,
    name: 'Ängsö Textil',
    slug: 'angso-textil',
    description: 'Vävda textilier i linne, ull och ekologisk bomull från egen väveri i Sörmland.',
  },
  {
    id: 5,
    name: 'Ljusverket',
    slug: 'ljusverket',
    description: 'Lampor med mjukt, bländfritt ljus i glas, mässing och papper.',
  },
  {
    id: 6,
    name: 'Bruk & Form',
    slug: 'bruk-och-form',
    description: 'Handdrejad keramik och munblåst glas för vardag och fest.',
  },
  {
    id: 7,
    name: 'Skogby',
    slug: 'skogby',
    description: 'Förvaring och sovrumsmöbler i FSC-certifierat trä med ren, tidlös form.',
  },
  {
    id: 8,
    name: 'Vinga Living',
    slug: 'vinga-living',
    description: 'Utemöbler i teak och aluminium som tål västkustens väder.',
  },
  {
    id: 9,
    name: 'Hallonbergs Snickeri',
    slug: 'hallonbergs-snickeri',
    description: 'Matbord och bänkar byggda på beställning av hantverkare i Stockholm.',
  },
  {
    id: 10,
    name: 'Fjällgård',
    slug: 'fjallgard',
    description: 'Plädar och mattor i ren ull från svenska får.',
  },
  {
    id: 11,
    name: 'Hemma Studio',
    slug: 'hemma-studio',
    description: 'Hemmas egen kollektion – formgiven i Sverige, producerad med omsorg.',
  },
];

export function brandByName(name: string): BrandDef {
  const brand = BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`Unknown brand: ${name}`);
  return brand;
}
