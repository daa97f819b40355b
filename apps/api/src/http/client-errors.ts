import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Answers a request Node's HTTP parser refused (headers over 16 KB, a malformed request line, a request that took too
 * long) in the API's envelope, and closes the connection once the answer is written. Fastify's own handler destroys
 * the socket right after writing, which on a reused keep-alive connection can drop the answer before it leaves, so
 * the client saw a closed connection instead of a 431.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large: the request line and headers must stay under 16 KB together']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request was not received in time']
        : [400, 'Malformed HTTP request'];
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ code: status, result: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
