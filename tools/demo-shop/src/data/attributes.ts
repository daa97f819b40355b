import { COLOR_ATTRIBUTE_ID, MANUFACTURER_ATTRIBUTE_ID } from '@hemma/commerce';
import { BRANDS } from './brands.ts';

export interface ColorDef {
  label: string;
  en: string;
  hex: string;
  /** Short code used in variant SKUs (FAT-ELLA-GRA). */
  code: string;
}

export const COLORS: ColorDef[] = [
  { label: 'Vit', en: 'White', hex: '#F7F5F0', code: 'VIT' },
  { label: 'Svart', en: 'Black', hex: '#2E2D2B', code: 'SVA' },
  { label: 'Grå', en: 'Grey', hex: '#8C8B87', code: 'GRA' },
  { label: 'Ljusgrå', en: 'Light grey', hex: '#C9C7C2', code: 'LGR' },
  { label: 'Mörkgrå', en: 'Dark grey', hex: '#55585A', code: 'MGR' },
  { label: 'Beige', en: 'Beige', hex: '#D9C8AE', code: 'BEI' },
  { label: 'Natur', en: 'Natural', hex: '#E4D5BC', code: 'NAT' },
  { label: 'Ek', en: 'Oak', hex: '#C8A273', code: 'EK' },
  { label: 'Valnöt', en: 'Walnut', hex: '#6B4A33', code: 'VAL' },
  { label: 'Grön', en: 'Green', hex: '#7A8B6F', code: 'GRO' },
  { label: 'Mörkgrön', en: 'Dark green', hex: '#3F5546', code: 'MGN' },
  { label: 'Blå', en: 'Blue', hex: '#5A7391', code: 'BLA' },
  { label: 'Mörkblå', en: 'Navy', hex: '#2F3E55', code: 'MBL' },
  { label: 'Terrakotta', en: 'Terracotta', hex: '#C0704F', code: 'TER' },
  { label: 'Rosa', en: 'Pink', hex: '#DDB1A4', code: 'ROS' },
  { label: 'Gul', en: 'Yellow', hex: '#D9AE4A', code: 'GUL' },
  { label: 'Brun', en: 'Brown', hex: '#7A5A43', code: 'BRU' },
  { label: 'Cognac', en: 'Cognac', hex: '#A0623A', code: 'COG' },
  { label: 'Mässing', en: 'Brass', hex: '#B8975A', code: 'MAS' },
];

export const MATERIALS: [string, string][] = [
  ['Ek', 'Oak'],
  ['Björk', 'Birch'],
  ['Furu', 'Pine'],
  ['Valnöt', 'Walnut'],
  ['Teak', 'Teak'],
  ['Metall', 'Metal'],
  ['Mässing', 'Brass'],
  ['Aluminium', 'Aluminium'],
  ['Glas', 'Glass'],
  ['Marmor', 'Marble'],
  ['Bomull', 'Cotton'],
  ['Linne', 'Linen'],
  ['Ull', 'Wool'],
  ['Jute', 'Jute'],
  ['Sammet', 'Velvet'],
  ['Bouclé', 'Bouclé'],
  ['Rotting', 'Rattan'],
  ['Keramik', 'Ceramic'],
  ['Terrakotta', 'Terracotta'],
  ['Läder', 'Leather'],
  ['Papper', 'Paper'],
];
export const FORMS: [string, string][] = [
  ['Rund', 'Round'],
  ['Rektangulär', 'Rectangular'],
  ['Kvadratisk', 'Square'],
  ['Oval', 'Oval'],
];
export const SIZES: string[] = [
  '45x45',
  '50x50',
  '40x60',
  '130x170',
  '150x200',
  '80x150',
  '80x250',
  '133x190',
  '160x230',
  '200x300',
  '140x250',
  '140x280',
  '150x210',
  '220x220',
  '90x200',
  '140x200',
  '160x200',
  '180x200',
];
export const FABRICS: [string, string][] = [
  ['Bouclé', 'Bouclé'],
  ['Sammet', 'Velvet'],
  ['Linne', 'Linen'],
  ['Bomull', 'Cotton'],
  ['Ull', 'Wool'],
  ['Chenille', 'Chenille'],
  ['Manchester', 'Corduroy'],
  ['Läder', 'Leather'],
];

export const ATTR = {
  manufacturer: MANUFACTURER_ATTRIBUTE_ID,
  color: COLOR_ATTRIBUTE_ID,
  material: 270,
  form: 271,
  size: 272,
  fabric: 273,
  length: 274,
  width: 275,
  depth: 276,
  height: 277,
  seat_height: 278,
  seat_depth: 279,
} as const;
export type AttrCode = keyof typeof ATTR;
export type DimensionCode = 'length' | 'width' | 'depth' | 'height' | 'seat_height' | 'seat_depth';

interface AttributeDef {
  code: AttrCode;
  label: string;
  en: string;
  input: 'select' | 'number';
  comparable: boolean;
  options: { label: string; en: string; swatch: string | null }[];
}

export const ATTRIBUTES: AttributeDef[] = [
  {
    code: 'color',
    label: 'Färg',
    en: 'Colour',
    input: 'select',
    comparable: true,
    options: COLORS.map((c) => ({ label: c.label, en: c.en, swatch: c.hex })),
  },
  {
    code: 'manufacturer',
    label: 'Tillverkare',
    en: 'Manufacturer',
    input: 'select',
    comparable: false,
    options: BRANDS.map((b) => ({ label: b.name, en: b.name, swatch: null })),
  },
  {
    code: 'material',
    label: 'Material',
    en: 'Material',
    input: 'select',
    comparable: true,
    options: MATERIALS.map(([label, en]) => ({ label, en, swatch: null })),
  },
  {
    code: 'form',
    label: 'Form',
    en: 'Shape',
    input: 'select',
    comparable: true,
    options: FORMS.map(([label, en]) => ({ label, en, swatch: null })),
  },
  {
    code: 'size',
    label: 'Storlek',
    en: 'Size',
    input: 'select',
    comparable: true,
    options: SIZES.map((s) => ({ label: s, en: s, swatch: null })),
  },
  {
    code: 'fabric',
    label: 'Klädsel',
    en: 'Fabric',
    input: 'select',
    comparable: true,
    options: FABRICS.map(([label, en]) => ({ label, en, swatch: null })),
  },
  { code: 'length', label: 'Längd', en: 'Length', input: 'number', comparable: true, options: [] },
  { code: 'width', label: 'Bredd', en: 'Width', input: 'number', comparable: true, options: [] },
  { code: 'depth', label: 'Djup', en: 'Depth', input: 'number', comparable: true, options: [] },
  { code: 'height', label: 'Höjd', en: 'Height', input: 'number', comparable: true, options: [] },
  {
    code: 'seat_height',
    label: 'Sitthöjd',
    en: 'Seat height',
    input: 'number',
    comparable: true,
    options: [],
  },
  { code: 'seat_depth', label: 'Sittdjup', en: 'Seat depth', input: 'number', comparable: true, options: [] },
];

/** Option ids, numbered from 1 in the order of ATTRIBUTES, then looked up by attribute and label. */
const OPTION_IDS = new Map<string, number>();
{
  let next = 1;
  for (const attribute of ATTRIBUTES)
    for (const option of attribute.options) OPTION_IDS.set(`${attribute.code}:${option.label}`, next++);
}

export function optionId(code: AttrCode, label: string): number {
  const id = OPTION_IDS.get(`${code}:${label}`);
  if (id === undefined) throw new Error(`Unknown ${code} option: ${label}`);
  return id;
}

export function optionIdsInOrder(): {
  code: AttrCode;
  label: string;
  en: string;
  swatch: string | null;
  id: number;
}[] {
  return ATTRIBUTES.flatMap((a) =>
    a.options.map((o) => ({ code: a.code, ...o, id: optionId(a.code, o.label) })),
  );
}

export function colorDef(label: string): ColorDef {
  const color = COLORS.find((c) => c.label === label);
  if (!color) throw new Error(`Unknown colour: ${label}`);
  return color;
}
