import type { ProductDto } from '@hemma/api-client';
import { imageUrl } from '@hemma/commerce';

/** One gallery image: the main size with its half-width alternative, and the thumbnail that chooses it. */
export interface GalleryImage {
  src: string;
  srcSet: string;
  thumb: string;
  label: string;
}

const HALF_GALLERY = { width: 620, height: 620 };

export function galleryImage(path: string, label = ''): GalleryImage {
  return {
    src: imageUrl(path, 'gallery', 'fit'),
    srcSet: `${imageUrl(path, HALF_GALLERY, 'fit')} 620w, ${imageUrl(path, 'gallery', 'fit')} 1240w`,
    thumb: imageUrl(path, 'thumbnail', 'fit'),
    label,
  };
}

/** The product's media gallery in its order; the main image alone when the gallery is empty. */
export function galleryImages(product: ProductDto): GalleryImage[] {
  const images = [...product.media_gallery]
    .sort((a, b) => a.pos - b.pos)
    .map((entry) => galleryImage(entry.image, entry.lab));
  if (images.length === 0 && product.image) images.push(galleryImage(product.image));
  return images;
}
