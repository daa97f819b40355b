import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isObjectKey, type ObjectInfo, type ObjectStore } from './object-store.ts';

function missing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * The pictures in a local folder (HEMMA_MEDIA_DIR, default data/images): the shop's behaviour before decision 0053.
 * Several nodes may share it as a mounted volume. Writes go to a temporary name first, so a reader never sees half a
 * file. Renditions are not written here (each node keeps its own cache folder).
 */
export function createFolderObjectStore(dir: string): ObjectStore {
  const root = resolve(dir);

  function pathOf(key: string): string | null {
    if (!isObjectKey(key)) return null;
    const full = resolve(root, key);
    return full.startsWith(root + sep) ? full : null;
  }

  async function info(key: string): Promise<{ path: string; info: ObjectInfo } | null> {
    const path = pathOf(key);
    if (!path) return null;
    try {
      const found = await stat(path);
      return found.isFile() ? { path, info: { bytes: found.size, modified: found.mtime } } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    where: `folder ${root}`,
    sharesRenditions: false,
    async put(key, body: Buffer | Readable) {
      const path = pathOf(key);
      if (!path) throw new Error(`Not an object key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      if (!path) return null;
      return readFile(path).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
    },
    async stream(key) {
      const found = await info(key);
      return found ? { ...found.info, body: createReadStream(found.path) } : null;
    },
    async head(key) {
      return (await info(key))?.info ?? null;
    },
    async delete(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
    // A folder that does not exist yet is an empty shop: it is made by the first upload or seed.
    async check() {},
  };
}
