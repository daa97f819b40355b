import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';

export interface Answer {
  status: number;
  /** The API's envelope, or GraphQL's `{errors}`. */
  body: { code: number; result: unknown; errors: { message: string }[] };
}

/**
 * A POST whose body the test writes piece by piece over real HTTP, so that it can hold the rest back: an answer that
 * comes while most of a declared body is unsent shows the server answered without reading the body.
 */
export interface PartialUpload {
  /**
   * Writes `bytes` more bytes of the body, waiting while the socket is full: a server that reads nothing may keep
   * it from ending, so do not wait for it before the answer then. Rejects once the connection is closed.
   */
  write(bytes: number): Promise<void>;
  /** Ends the body. */
  end(): void;
  /** The answer; rejects with `waitingFor` in the message when none comes within `ms`. */
  answer(ms: number, waitingFor: string): Promise<Answer>;
  /** Bytes of the body written so far. */
  readonly sent: number;
  /** Drops the connection (the rest of the body is never sent). */
  abort(): void;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * Opens a POST to `url` with `headers`; `length` is declared as its Content-Length, or the body is chunked when it
 * is null. `fill` is the byte the body is made of.
 */
export function startUpload(
  url: string,
  headers: Record<string, string>,
  length: number | null,
  fill: string | number = 'x',
): PartialUpload {
  const chunk = fill === 'x' ? CHUNK : Buffer.alloc(CHUNK.length, fill);
  // Keep-alive, as browsers and curl ask: a request that says `Connection: close` has its connection closed by Node
  // right after the answer, and the unread rest of the body can then reset it before the client reads the answer.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const req: ClientRequest = request(url, {
    method: 'POST',
    agent,
    headers: { ...headers, ...(length === null ? {} : { 'content-length': String(length) }) },
  });
  let sent = 0;
  let failure: Error | null = null;
  req.on('error', (error) => (failure ??= error));
  const response = new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
  return {
    get sent() {
      return sent;
    },
    async write(bytes: number) {
      let left = bytes;
      while (left > 0) {
        if (failure) throw failure;
        if (req.destroyed) throw new Error('the connection is closed');
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        sent += piece.length;
        if (!req.write(piece))
          await new Promise<void>((resolve) => {
            const go = () => {
              req.off('drain', go);
              req.off('close', go);
              resolve();
            };
            req.on('drain', go);
            req.on('close', go);
          });
      }
    },
    end() {
      req.end();
    },
    async answer(ms: number, waitingFor: string) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${ms} ms after ${sent} bytes: ${waitingFor}`)),
          ms,
        );
      });
      try {
        const res = await Promise.race([response, timeout]);
        const chunks: Buffer[] = [];
        for await (const piece of res) chunks.push(piece as Buffer);
        return { status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      } finally {
        clearTimeout(timer);
      }
    },
    abort() {
      req.destroy();
      agent.destroy();
    },
  };
}
