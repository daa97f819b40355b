import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StoreViewContent, storeViewContentSchema } from '@hemma/contract';

/** The store views' content files of the repository (HEMMA_STORE_CONTENT_DIR moves them). */
export const DEFAULT_STORE_CONTENT_DIR = fileURLToPath(
  new URL('../../../content/store-views', import.meta.url),
);

const TTL_MS = 30_000;

/**
 * SPEC §7 "banners, instagram and default content come from local JSON files per store view": one file per store
 * code, read again after 30 s (an edit shows without a restart). A missing file is an empty one; a broken one is
 * logged and counts as empty, so the home page never fails over a file.
 */
export function createStoreContentFiles(
  dir = process.env.HEMMA_STORE_CONTENT_DIR || DEFAULT_STORE_CONTENT_DIR,
) {
  const cache = new Map<string, { at: number; content: Promise<StoreViewContent> }>();

  async function read(storeCode: string): Promise<StoreViewContent> {
    let text: string;
    try {
      text = await readFile(join(dir, `${storeCode}.json`), 'utf8');
    } catch {
      return {};
    }
    const parsed = storeViewContentSchema.safeParse(safeJson(text));
    if (parsed.success) return parsed.data;
    console.debug(`Store view content ${storeCode}.json ignored: ${parsed.error.message}`);
    return {};
  }

  return {
    get(storeCode: string): Promise<StoreViewContent> {
      // Only store codes of the contract reach here (a known store view), never a path from outside.
      const hit = cache.get(storeCode);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.content;
      const content = read(storeCode);
      cache.set(storeCode, { at: Date.now(), content });
      return content;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
