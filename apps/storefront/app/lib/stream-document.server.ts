import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** How a streamed document came out: `whole` once every part was rendered; false when stopped or a part failed. */
export interface DocumentOutcome {
  whole: boolean;
}

export interface StreamDocumentOptions {
  /** The CSP nonce of the response: React writes it on each inline script of its own (decision 0024). */
  nonce: string | undefined;
  /** An inline script React writes with the document (the consent defaults). */
  bootstrapScriptContent?: string;
  /** Resolve once everything is rendered (crawlers), not once the shell is. */
  waitForAll: boolean;
  /** Stops the render: the client went away. */
  signal: AbortSignal;
  /** Stops the render after this long. */
  timeoutMs: number;
  /** Errors after the shell was sent (errors of the shell reject the promise). */
  onError: (error: unknown) => void;
  /** Filled in as the render goes (a caller's object, read once the stream has ended). */
  outcome?: DocumentOutcome;
}

const MODULE_PRELOAD = '<link rel="modulepreload" ';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';

/**
 * The page's modules are preloaded at low priority: the document, the style sheet and the LCP image (`fetchPriority`
 * high) take the bandwidth first, and the scripts, which render nothing the shopper sees (the page is the server's
 * HTML until it is hydrated), follow (decision 0041). React Router writes the links without a priority. Applied as the
 * document streams through; a chunk may end inside a link tag, so the last few characters wait for the next chunk.
 */
export function lowPriorityModules(): PassThrough {
  let tail = '';
  const keep = MODULE_PRELOAD.length - 1;
  return new PassThrough({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (tail + chunk.toString('utf8')).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD);
      const cut = Math.max(0, text.length - keep);
      tail = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      callback(null, tail);
    },
  });
}

/**
 * Streams a document with React 19 (decision 0047). Resolves with the stream once the shell is ready (or everything,
 * `waitForAll`); `outcome.whole` says, once the stream has ended, whether the document came out whole. Every part is
 * in the shell as first sent (`progressiveChunkSize`): React would otherwise move a Suspense boundary past 12.8 kB out
 * of it (the header with its menu, `<main>` with a grid) and reveal it by script, in batches up to 300 ms after the
 * first paint; nothing in the shop's pages waits for data (the loaders ran before the render).
 */
export function streamDocument(
  document: ReactNode,
  options: StreamDocumentOptions,
): Promise<{ body: PassThrough; outcome: DocumentOutcome }> {
  const outcome = options.outcome ?? { whole: false };
  outcome.whole = false;
  return new Promise((resolve, reject) => {
    let failed = false;
    let shellSent = false;
    const send = () => {
      shellSent = true;
      const body = lowPriorityModules();
      body.once('close', () => clearTimeout(timeout));
      pipe(body);
      resolve({ body, outcome });
    };
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      ...(options.bootstrapScriptContent ? { bootstrapScriptContent: options.bootstrapScriptContent } : {}),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!options.waitForAll) send();
      },
      onAllReady() {
        outcome.whole = !failed;
        if (options.waitForAll) send();
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        outcome.whole = false;
        if (shellSent && !options.signal.aborted) options.onError(error);
      },
    });
    const stop = (reason: string) => {
      failed = true;
      outcome.whole = false;
      abort(new Error(reason));
    };
    const timeout = setTimeout(
      () => stop(`The render took longer than ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    options.signal.addEventListener('abort', () => stop('The client went away'), { once: true });
    if (options.signal.aborted) stop('The client went away');
  });
}
