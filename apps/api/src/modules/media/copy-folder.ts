import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeOf, isObjectKey, type ObjectStore } from './object-store.ts';

export interface CopyResult {
  copied: number;
  present: number;
  skipped: string[];
}

/**
 * Copies a folder of pictures into a store (decision 0053: the demo shop's rendered pictures into the bucket), each
 * file streamed, keys as the paths below the folder. A key the store has already is left as it is, so a second run
 * copies only what is new. Names that are no object key (temporary files, odd characters) are skipped and listed.
 */
export async function copyFolderToStore(
  dir: string,
  store: ObjectStore,
  concurrency = 8,
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, present: 0, skipped: [] };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const queue = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  async function work(): Promise<void> {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (!isObjectKey(key) || key.endsWith('.tmp')) {
        result.skipped.push(key);
        continue;
      }
      if (await store.head(key)) {
        result.present++;
        continue;
      }
      const file = join(dir, key);
      const { size } = await stat(file);
      await store.put(key, createReadStream(file), { contentType: contentTypeOf(key), bytes: size });
      result.copied++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => work()));
  return result;
}
