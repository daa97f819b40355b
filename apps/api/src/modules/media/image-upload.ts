import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';

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
export async function storeUploadedImage(imagesDir: string, body: Buffer): Promise<UploadResult> {
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
  const target = resolve(join(imagesDir, file));
  const exists = await access(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(resolve(imagesDir, UPLOAD_FOLDER), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, output.data);
    await rename(temporary, target);
  }
  return { ok: true, file, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** Whether a file exists below the images folder (a product may only show pictures the shop has). */
export async function imageExists(imagesDir: string, file: string): Promise<boolean> {
  const root = resolve(imagesDir);
  const full = resolve(root, file);
  if (!full.startsWith(`${root}/`)) return false;
  return access(full).then(
    () => true,
    () => false,
  );
}
