/** Image sizes of SPEC §9 and the URL of the image endpoint `/img/{width}/{height}/{resize|fit}/{path}`. */
export const IMAGE_SIZES = {
  gallery: { width: 1240, height: 1240 },
  thumbnail: { width: 324, height: 489 },
  cart: { width: 210, height: 300 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const IMAGE_MODES = ['resize', 'fit'] as const;
export type ImageMode = (typeof IMAGE_MODES)[number];

/** The largest edge the image endpoint renders; larger requests are refused with 400. */
export const MAX_IMAGE_EDGE = 2480;

export function imageUrl(
  path: string,
  size: ImageSize | { width: number; height: number },
  mode: ImageMode = 'fit',
): string {
  const { width, height } = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  const clean = path.replace(/^\/+/, '');
  return `/img/${width}/${height}/${mode}/${clean}`;
}
