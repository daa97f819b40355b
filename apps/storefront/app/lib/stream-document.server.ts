import { Transform, type TransformCallback } from 'node:stream';
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

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY = Buffer.from('fetchpriority="low" ');
const NOTHING = Buffer.alloc(0);

/**
 * The length of the end of `text` (after `from`) that may be the start of a module preload link: it waits for the
 * next pass.
 */
function unfinishedLink(text: Buffer, from: number): number {
  const at = text.lastIndexOf(0x3c /* < */);
  if (at < Math.max(from, text.length - MODULE_PRELOAD.length + 1)) return 0;
  return MODULE_PRELOAD.subarray(0, text.length - at).equals(text.subarray(at)) ? text.length - at : 0;
}

/**
 * The document as React writes it, passed on one chunk per pass of React's writing, with the page's modules preloaded
 * at low priority.
 *
 * React writes its output in 4 kB pieces and says when a pass is done (it calls `flush`, as it would a compressing
 * stream's): what a pass wrote goes on as one chunk, so a page rendered in one pass is compressed and written to the
 * socket once, not in some forty pieces that were each a compressor flush and a socket write of their own (issue 32).
 * Nothing goes out later than before: a pass ends where React would stop writing anyway, and a part that comes later
 * comes in a pass of its own. This stream takes each piece at once and never holds React back; what a slow client has
 * not read yet waits in the streams after it, at most the document React holds anyway.
 *
 * The page's modules are preloaded at low priority: the document, the style sheet and the LCP image (`fetchPriority`
 * high) take the bandwidth first, and the scripts, which render nothing the shopper sees (the page is the server's
 * HTML until it is hydrated), follow (decision 0041). React Router writes the links without a priority. A pass
 * could end inside a link tag, so its last few bytes wait for the next pass when they may be one.
 */
export class DocumentPasses extends Transform {
  #held: Buffer[] = [];
  #tail: Buffer = NOTHING;

  constructor() {
    // Pieces are taken as they come, so the writable side holds none: the larger mark only spares React a wait for
    // 'drain' after a piece over the default 16 kB (the hydration data).
    super({ writableHighWaterMark: 1024 * 1024 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#held.push(chunk);
    callback();
  }

  /** React's end of a pass. */
  flush(): void {
    this.#pass(false);
  }

  override _flush(callback: TransformCallback): void {
    this.#pass(true);
    callback();
  }

  #pass(last: boolean): void {
    const held = this.#tail.length ? [this.#tail, ...this.#held] : this.#held;
    if (held.length === 0) return;
    const text = held.length === 1 ? held[0]! : Buffer.concat(held);
    this.#held = [];
    const parts: Buffer[] = [];
    let start = 0;
    for (let at = text.indexOf(MODULE_PRELOAD); at >= 0; at = text.indexOf(MODULE_PRELOAD, start)) {
      const end = at + MODULE_PRELOAD.length;
      parts.push(text.subarray(start, end), LOW_PRIORITY);
      start = end;
    }
    const end = text.length - (last ? 0 : unfinishedLink(text, start));
    parts.push(text.subarray(start, end));
    this.#tail = text.subarray(end);
    const out = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (out.length) this.push(out);
  }
}

/** The stream React's document is piped into (`DocumentPasses`). */
export function lowPriorityModules(): DocumentPasses {
  return new DocumentPasses();
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
): Promise<{ body: DocumentPasses; outcome: DocumentOutcome }> {
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
