import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { UPLOAD_FOLDER } from './image-upload.ts';
import { isObjectKey, MediaStoreUnavailable, type ObjectInfo, type ObjectStore } from './object-store.ts';
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

/** Where a shared store keeps the renditions: `renditions/324x489-fit-webp/products/x.webp.webp`. */
export const RENDITION_FOLDER = 'renditions';

export interface ImageProcessorOptions {
  /** The source pictures: a local folder (HEMMA_MEDIA_DIR) or an S3 bucket every node reads (decision 0053). */
  media: ObjectStore;
  /** The renditions (HEMMA_IMAGE_CACHE_DIR), bounded to cacheMaxBytes, least recently used out first. */
  cacheDir: string;
  cacheMaxBytes?: number;
  /** Told of every request: whether the rendition came from the cache folder. */
  onLookup?: (hit: boolean) => void;
  /** Told of a rendition made but not kept in the shared store (it is served all the same). */
  log?: { warn(message: string): void };
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
 * requests for the same rendition share one render. With a shared store (S3, decision 0053) a rendition is also
 * kept there: a node that has not made it yet takes it from the store before rendering it again.
 */
export function createImageProcessor(options: ImageProcessorOptions) {
  const { media } = options;
  const cache = createRenditionCache({
    dir: options.cacheDir,
    maxBytes: options.cacheMaxBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
  });
  const inFlight = new Map<string, Promise<ProcessedImage | null>>();

  /** The local cache file, written under a temporary name first (another process may be reading the folder). */
  async function keepLocally(cached: string, write: (temporary: string) => Promise<void>): Promise<number> {
    await mkdir(dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, cached);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return (await stat(cached)).size;
  }

  async function readLocal(cached: string, source: ObjectInfo): Promise<Buffer | null> {
    const cachedStat = await stat(cached).catch(() => null);
    if (!cachedStat || cachedStat.mtimeMs < source.modified.getTime()) return null;
    // Another process may have evicted it since the stat: then it is taken or rendered again.
    const body = await readFile(cached).catch(() => null);
    if (body) cache.used(cached);
    else cache.forget(cached);
    return body;
  }

  /** The shared store's rendition, when it is not older than its source: streamed to the local cache, then read. */
  async function readShared(key: string, cached: string, source: ObjectInfo): Promise<Buffer | null> {
    const stored = await media.stream(key);
    if (!stored) return null;
    if (stored.modified.getTime() < source.modified.getTime()) {
      stored.body.destroy();
      return null;
    }
    // A download that breaks off is no answer: the rendition is made here instead.
    const size = await keepLocally(cached, (temporary) =>
      pipeline(stored.body, createWriteStream(temporary)),
    ).catch((error: unknown) => {
      options.log?.warn(`Rendition ${key} not read from ${media.where}: ${(error as Error).message}`);
      return null;
    });
    if (size === null) return null;
    await cache.added(cached, size);
    return readFile(cached).catch(() => null);
  }

  async function render(request: ImageRequest, key: string, cached: string): Promise<ProcessedImage | null> {
    const source = await media.head(request.path);
    if (!source) return null;
    const found = {
      format: request.format,
      sourceModified: source.modified,
      immutable: request.path.startsWith(`${UPLOAD_FOLDER}/`),
    };
    const local = await readLocal(cached, source);
    options.onLookup?.(local !== null);
    if (local) return { body: local, ...found };
    if (media.sharesRenditions) {
      const shared = await readShared(key, cached, source);
      if (shared) return { body: shared, ...found };
    }
    const original = await media.stream(request.path);
    if (!original) return null;
    const resized = sharp({ failOn: 'error' }).resize(request.width, request.height, {
      fit: request.mode === 'resize' ? 'cover' : 'contain',
      background: PAD_BACKGROUND,
      withoutEnlargement: false,
    });
    let broken: Error | null = null;
    original.body.on('error', (error) => {
      broken = error;
      resized.destroy(error);
    });
    original.body.pipe(resized);
    let body: Buffer;
    try {
      body =
        request.format === 'webp'
          ? await resized.webp({ quality: 80, effort: 3 }).toBuffer()
          : await resized
              .flatten({ background: PAD_BACKGROUND })
              .jpeg({ quality: 82, mozjpeg: true })
              .toBuffer();
    } catch (error) {
      if (broken)
        throw new MediaStoreUnavailable(`${request.path} in ${media.where} broke off: ${broken}`, {
          cause: broken,
        });
      throw error;
    } finally {
      // A picture sharp cannot read leaves the rest of the download unread: the connection is let go.
      original.body.destroy();
    }
    await keepLocally(cached, (temporary) => writeFile(temporary, body));
    await cache.added(cached, body.length);
    if (media.sharesRenditions)
      await media
        .put(key, body, { contentType: request.format === 'webp' ? 'image/webp' : 'image/jpeg' })
        .catch((error: unknown) =>
          options.log?.warn(`Rendition ${key} not kept in ${media.where}: ${(error as Error).message}`),
        );
    return { body, ...found };
  }

  return {
    /** Files and bytes in the rendition cache as this process knows it. */
    cacheFigures: cache.figures,
    cacheReady: cache.ready,
    /** The rendition, or null when the source image does not exist. */
    async process(request: ImageRequest): Promise<ProcessedImage | null> {
      if (!isObjectKey(request.path)) return null;
      // The shared store's renditions are not sources of their own.
      if (media.sharesRenditions && request.path.startsWith(`${RENDITION_FOLDER}/`)) return null;
      const variant = `${request.width}x${request.height}-${request.mode}-${request.format}`;
      const name = `${request.path}.${request.format}`;
      const cached = join(options.cacheDir, variant, name);
      const pending = inFlight.get(cached);
      if (pending) return pending;
      const key = `${RENDITION_FOLDER}/${variant}/${name}`;
      const work = render(request, key, cached).finally(() => inFlight.delete(cached));
      inFlight.set(cached, work);
      return work;
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;
