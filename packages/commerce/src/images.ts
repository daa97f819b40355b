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

/**
 * Every rendition the shop asks /img/ for (decision 0030): SPEC §9's sizes, the storefront's srcset steps and the
 * back office's previews. Anything else is a 400, so a crawler or an attacker cannot fill the image caches (on every
 * node and in the CDN) with sizes nobody shows. A new size in the storefront or the back office must be added here
 * (images.test.ts checks their sources).
 */
export const IMAGE_RENDITIONS: readonly { width: number; height: number; usedBy: string }[] = [
  { ...IMAGE_SIZES.gallery, usedBy: 'product gallery (SPEC §9)' },
  { width: 620, height: 620, usedBy: 'product gallery, 620w srcset step' },
  { ...IMAGE_SIZES.thumbnail, usedBy: 'product tiles and search (SPEC §9)' },
  { width: 648, height: 978, usedBy: 'product tiles, 2x srcset step' },
  { ...IMAGE_SIZES.cart, usedBy: 'cart lines (SPEC §9)' },
  { width: 324, height: 324, usedBy: 'home page category tiles' },
  { width: 636, height: 265, usedBy: 'home hero banner, small srcset step' },
  { width: 1272, height: 530, usedBy: 'home hero banner' },
  { width: 2480, height: 1033, usedBy: 'home hero banner, large srcset step' },
  { width: 636, height: 400, usedBy: 'home small banners (store-view content)' },
  { width: 240, height: 240, usedBy: 'home instagram images (store-view content)' },
  { width: 318, height: 133, usedBy: 'back office banner preview' },
  { width: 160, height: 160, usedBy: 'back office product pictures' },
  { width: 96, height: 96, usedBy: 'back office product list' },
];

const RENDITION_KEYS = new Set(IMAGE_RENDITIONS.map((r) => `${r.width}x${r.height}`));

/** Whether /img/ renders this size (either mode). */
export function isImageRendition(width: number, height: number): boolean {
  return RENDITION_KEYS.has(`${width}x${height}`);
}

export function imageUrl(
  path: string,
  size: ImageSize | { width: number; height: number },
  mode: ImageMode = 'fit',
): string {
  const { width, height } = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  const clean = path.replace(/^\/+/, '');
  return `/img/${width}/${height}/${mode}/${clean}`;
}
