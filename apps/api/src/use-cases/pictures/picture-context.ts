import type { ImageProcessor, ImageRequest, ProcessedImage } from '../../modules/media/image-processor.ts';
import type { ObjectStore } from '../../modules/media/object-store.ts';

/**
 * The shop's pictures as the HTTP layer uses them (decision 0053, 0030): a rendition of a stored picture at one of
 * the shop's sizes, and the start-up check of the store. The store and the renditions' cache stay behind it.
 */
export function createPictureContext(images: ImageProcessor, media: ObjectStore) {
  return {
    /** The picture at `request`'s size and format, from the renditions' cache or rendered now; null if not stored. */
    render(request: ImageRequest): Promise<ProcessedImage | null> {
      return images.process(request);
    },
    /** Throws a message naming the setting to fix when the picture store is unusable (the API's start-up check). */
    checkStore(): Promise<void> {
      return media.check();
    },
  };
}

export type PictureContext = ReturnType<typeof createPictureContext>;
