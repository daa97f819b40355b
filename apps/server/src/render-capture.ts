import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchLike } from '@hemma/api-client';
import { SURROGATE_KEY } from '@hemma/api';

/** What the API said while one page was rendered: the surrogate keys of its answers, and whether one failed. */
export interface RenderCapture {
  tags: Set<string>;
  failed: boolean;
}

const captures = new AsyncLocalStorage<RenderCapture>();

/** Runs a page render and collects what its API calls answered (decision 0031). */
export function captureRender<T>(run: () => Promise<T>): Promise<{ value: T; capture: RenderCapture }> {
  const capture: RenderCapture = { tags: new Set(), failed: false };
  return captures.run(capture, async () => ({ value: await run(), capture }));
}

/** A fetch for the storefront's API client that reports each answer's surrogate keys to the render it serves. */
export function taggingFetch(inner: FetchLike): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const capture = captures.getStore();
    if (capture) {
      for (const tag of (response.headers.get(SURROGATE_KEY) ?? '').split(' '))
        if (tag) capture.tags.add(tag);
      if (response.status >= 500) capture.failed = true;
    }
    return response;
  };
}
