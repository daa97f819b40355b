import type { DeliveryTimeCode } from '@hemma/commerce';
import type { Kind } from '../generate/model.ts';
import type { DimensionCode } from './attributes.ts';

export type Range = readonly [number, number];

export interface Variant {
  /** SKU part ('3' → SOF-LUND-3); empty for none. */
  code: string;
  /** Appended to the name ('3-sits'); empty for none. */
  label: string;
  /** Replaces the template noun ('Divansoffa'). */
  noun?: string;
  /** Price and weight factor against the template range. */
  factor: number;
  dims?: Partial<Record<DimensionCode, Range>>;
  /** Size attribute option (textiles, beds). */
  size?: string;
}

export interface ConfigurableRule {
  /** Share of the configurable products made in this category. */
  share: number;
  by: readonly ('color' | 'size')[];
  /** Sizes to combine with colours, with their price factor. */
  sizes?: readonly (readonly [string, number])[];
}

/** How products of one leaf category look, cost and read. */
export interface LeafTemplate {
  category: string;
  kind: Kind;
  noun: string;
  sku: string;
  variants: readonly Variant[];
  /** Kronor incl. VAT for factor 1. */
  price: Range;
  /** Kilograms for factor 1. */
  weight: Range;
  dims: Partial<Record<DimensionCode, Range>>;
  /** Material attribute options; the product's main material is one of them. */
  materials: readonly string[];
  /** Leg / frame materials that set the drawing's accent tone (defaults to the main material). */
  legs?: readonly string[];
  colors: readonly string[];
  forms?: readonly string[];
  fabrics?: readonly string[];
  delivery: readonly DeliveryTimeCode[];
  /** When set, some products are made to order with this factory delivery time. */
  factory?: readonly DeliveryTimeCode[];
  brands: readonly string[];
  /** Share of the simple products made in this category. */
  share: number;
  configurable?: ConfigurableRule;
  /** Quantity discount (tier price at 4 pieces). */
  tier?: boolean;
  /** First sentence; {name}, {line}, {color}, {material} are replaced. */
  intro: readonly string[];
  /** A sentence on use and comfort. */
  use: readonly string[];
}
