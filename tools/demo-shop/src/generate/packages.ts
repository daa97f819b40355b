import type { DimensionCode } from '../data/attributes.ts';

/** Packing adds this much to every side (cardboard, corner guards, foam). */
const PACKING_CM = 4;

/**
 * The package a piece of furniture ships in (decision 0049): its outer dimensions — length (or width), depth (or the
 * width of a product that has a length) and height — with packing around them. Null when fewer than three are
 * known (textiles, decor): the shop then judges such a product by its weight alone.
 */
export function packageOf(
  dims: Partial<Record<DimensionCode, number>>,
): { lengthCm: number; widthCm: number; heightCm: number } | null {
  const extent = dims.length ?? dims.width;
  const depth = dims.depth ?? (dims.length !== undefined ? dims.width : undefined);
  const height = dims.height;
  if (extent === undefined || depth === undefined || height === undefined) return null;
  return { lengthCm: extent + PACKING_CM, widthCm: depth + PACKING_CM, heightCm: height + PACKING_CM };
}
