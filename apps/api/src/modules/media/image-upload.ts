import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { isObjectKey, type ObjectStore } from './object-store.ts';

/** The folder below the images folder that uploads go to. */
export const UPLOAD_FOLDER = 'uploads';
/** Largest edge an upload is kept at: the largest rendition /img/ serves. */
const MAX_EDGE = 2480;
/** Refuses decompression bombs: a small file that decodes to gigapixels. */
const MAX_PIXELS = 50_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export type UploadResult =
  | { ok: true; file: string; width: number; height: number; bytes: number }
  | { ok: false; problem: 'not_an_image' | 'unsupported_format' | 'too_many_pixels'; detail: string };

/**
 * Stores an uploaded picture through sharp: it must decode as JPEG, PNG or WebP; it is turned upright (EXIF),
 * stripped of metadata, scaled down to 2480 px at most and kept as WebP under a name derived from its content, so
 * the same picture uploaded twice is one file and a file never changes under a name (renditions are cached by name).
 */
export async function storeUploadedImage(media: ObjectStore, body: Buffer): Promise<UploadResult> {
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(body, { failOn: 'error', limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch (error) {
    return { ok: false, problem: 'not_an_image', detail: (error as Error).message };
  }
  if (!format || !FORMATS.has(format))
    return { ok: false, problem: 'unsupported_format', detail: format ?? '' };
  if (pixels > MAX_PIXELS) return { ok: false, problem: 'too_many_pixels', detail: `${pixels} pixels` };
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(body, { failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    return { ok: false, problem: 'not_an_image', detail: (error as Error).message };
  }
  const name = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  const file = `${UPLOAD_FOLDER}/${name}.webp`;
  if (!(await media.head(file))) await media.put(file, output.data, { contentType: 'image/webp' });
  return { ok: true, file, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** Whether the store has the picture (a product may only show pictures the shop has). */
export async function imageExists(media: ObjectStore, file: string): Promise<boolean> {
  return isObjectKey(file) && (await media.head(file)) !== null;
}
