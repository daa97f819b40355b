import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { UPLOAD_FOLDER } from './image-upload.ts';
import { createRenditionCache } from './rendition-cache.ts';

export type ImageFormat = 'webp' | 'jpeg';
export type ImageFit = 'resize' | 'fit';

export interface ImageRequest {
  width: number;
  height: number;
  mode: ImageFit;
  /** Relative path under the images folder, e.g. `products/sof-lund.webp`. */
  path: string;
  format: ImageFormat;
}

export interface ProcessedImage {
  body: Buffer;
  format: ImageFormat;
  /** Modification time of the source, for validators. */
  sourceModified: Date;
  /** The source is stored under a name derived from its content (an upload): this URL never changes. */
  immutable: boolean;
}

export interface ImageProcessorOptions {
  /** The source pictures (HEMMA_MEDIA_DIR): a local folder or a volume every node mounts. */
  imagesDir: string;
  /** The renditions (HEMMA_IMAGE_CACHE_DIR), bounded to cacheMaxBytes, least recently used out first. */
  cacheDir: string;
  cacheMaxBytes?: number;
  /** Told of every request: whether the rendition came from the cache folder. */
  onLookup?: (hit: boolean) => void;
}

/** Default bound of the rendition cache: 1 GiB. */
export const DEFAULT_IMAGE_CACHE_BYTES = 1024 ** 3;

/** The light studio background of the generated product shots; `fit` pads with it so the edges are invisible. */
const PAD_BACKGROUND = { r: 0xf3, g: 0xf1, b: 0xed, alpha: 1 };

sharp.concurrency(2);
sharp.cache({ memory: 64, items: 50, files: 0 });

/**
 * Renders product images at the requested size: `resize` covers the box (cropping the overflow), `fit` keeps the
 * whole image inside the box and pads with the studio background. Results are cached on disk, and concurrent
 * requests for the same rendition share one render.
 */
export function createImageProcessor(options: ImageProcessorOptions) {
  const imagesRoot = resolve(options.imagesDir);
  const cache = createRenditionCache({
    dir: options.cacheDir,
    maxBytes: options.cacheMaxBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
  });
  const inFlight = new Map<string, Promise<ProcessedImage | null>>();

  function sourcePath(relative: string): string | null {
    const full = resolve(imagesRoot, relative);
    return full.startsWith(imagesRoot + sep) ? full : null;
  }

  async function render(
    request: ImageRequest,
    source: string,
    cached: string,
  ): Promise<ProcessedImage | null> {
    const sourceStat = await stat(source).catch(() => null);
    if (!sourceStat?.isFile()) return null;
    const found = {
      format: request.format,
      sourceModified: sourceStat.mtime,
      immutable: request.path.startsWith(`${UPLOAD_FOLDER}/`),
    };
    const cachedStat = await stat(cached).catch(() => null);
    if (cachedStat && cachedStat.mtimeMs >= sourceStat.mtimeMs) {
      // Another process may have evicted it since the stat: then it is rendered again.
      const body = await readFile(cached).catch(() => null);
      options.onLookup?.(body !== null);
      if (body) {
        cache.used(cached);
        return { body, ...found };
      }
      cache.forget(cached);
    } else options.onLookup?.(false);
    const pipeline = sharp(source, { failOn: 'error' }).resize(request.width, request.height, {
      fit: request.mode === 'resize' ? 'cover' : 'contain',
      background: PAD_BACKGROUND,
      withoutEnlargement: false,
    });
    const body =
      request.format === 'webp'
        ? await pipeline.webp({ quality: 80, effort: 3 }).toBuffer()
        : await pipeline
            .flatten({ background: PAD_BACKGROUND })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer();
    await mkdir(dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cached);
    await cache.added(cached, body.length);
    return { body, ...found };
  }

  return {
    /** Files and bytes in the rendition cache as this process knows it. */
    cacheFigures: cache.figures,
    cacheReady: cache.ready,
    /** The rendition, or null when the source image does not exist. */
    async process(request: ImageRequest): Promise<ProcessedImage | null> {
      const source = sourcePath(request.path);
      if (!source) return null;
      const key = `${request.width}x${request.height}-${request.mode}-${request.format}`;
      const cached = join(options.cacheDir, key, `${request.path}.${request.format}`);
      const pending = inFlight.get(cached);
      if (pending) return pending;
      const work = render(request, source, cached).finally(() => inFlight.delete(cached));
      inFlight.set(cached, work);
      return work;
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;
