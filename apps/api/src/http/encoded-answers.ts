import { compressAnswer, preferredEncoding, type Encoded } from './compress.ts';

/**
 * The compressed forms of GET answers made per request, by their ETag (a hash of the bytes), length and encoding: a
 * product asked again whose answer came out byte for byte the same (nothing about it changed since) is sent in the
 * bytes compressed the first time instead of a fresh brotli pass (issue 32). Being keyed by the content, an entry
 * can never stand for other bytes; what changed simply misses. A large answer's first pass is replaced by the full
 * one when it is sent again. Bounded by the compressed bytes it holds, the least recently used first out.
 */
export class EncodedAnswers {
  readonly #entries = new Map<string, Encoded>();
  /** The full passes under way, by key. */
  readonly #upgrading = new Map<string, Promise<unknown>>();
  readonly #maxBytes: number;
  readonly #onLookup: (hit: boolean) => void;
  #bytes = 0;

  /** `onLookup` counts each lookup of an answer to be compressed (the metrics' `encoded_answers` cache). */
  constructor(maxBytes: number, onLookup: (hit: boolean) => void = () => {}) {
    this.#maxBytes = maxBytes;
    this.#onLookup = onLookup;
  }

  /** The bytes to send: at once when kept or made on the event loop, else a promise. */
  encode(
    etag: string,
    body: Buffer,
    type: string,
    acceptEncoding: string | undefined,
  ): Encoded | Promise<Encoded> {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return compressAnswer(body, type, acceptEncoding);
    const key = `${encoding} ${body.length} ${etag}`;
    const kept = this.#entries.get(key);
    this.#onLookup(kept !== undefined);
    if (kept) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      if (kept.provisional && !this.#upgrading.has(key))
        this.#upgrading.set(
          key,
          Promise.resolve(compressAnswer(body, type, acceptEncoding))
            .then((full) => this.#entries.has(key) && this.#keep(key, full))
            .finally(() => this.#upgrading.delete(key)),
        );
      return kept;
    }
    const encoded = compressAnswer(body, type, acceptEncoding, true);
    return encoded instanceof Promise
      ? encoded.then((made) => this.#keep(key, made))
      : this.#keep(key, encoded);
  }

  /** Resolves once the full passes under way are kept. */
  async settled(): Promise<void> {
    await Promise.all(this.#upgrading.values());
  }

  #keep(key: string, encoded: Encoded): Encoded {
    if (!encoded.encoding || encoded.body.length > this.#maxBytes / 8) return encoded;
    const replaced = this.#entries.get(key);
    if (replaced) this.#bytes -= replaced.body.length;
    this.#entries.set(key, encoded);
    this.#bytes += encoded.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length;
    }
    return encoded;
  }
}

/** Compressed bytes kept of answers made per request (EncodedAnswers): some thousands of product answers. */
export const ENCODED_ANSWERS_BYTES = 8 * 1024 * 1024;
