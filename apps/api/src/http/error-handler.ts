import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ThrottledError } from '../errors.ts';
import { ResponseContractError } from './route.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large ...) keep their 4xx status. */
function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : null;
}

/** Characters of echoed input that mean something to HTML or to a terminal. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not be echoed
const RISKY = /[<>"'`&\\\u0000-\u001f\u007f]/g;
const ECHO_MAX = 300;

/**
 * A 404 names what was not found, often the client's own input (a path, a sku, a slug): characters that could be
 * markup or control codes are shown percent-encoded and the text is cut short, so the answer stays useful and never
 * carries a script, whatever a browser makes of it (decision 0024).
 */
export function echoSafely(message: string): string {
  const encoded = message.replace(
    RISKY,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return encoded.length > ECHO_MAX ? `${encoded.slice(0, ECHO_MAX)}…` : encoded;
}

/**
 * The one place where errors become answers: known errors keep their status and message, client errors from the
 * framework are 4xx with its message, everything else is logged and answered with a safe 500 — never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = error.status === 404 ? echoSafely(error.message) : error.message;
      return reply.code(error.status).send({ code: error.status, result: message });
    }
    const status = clientStatus(error);
    if (status !== null) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? `Request body is not valid JSON: ${error.message}`
          : error.message;
      return reply.code(status).send({ code: status, result: message });
    }
    request.log.error({ err: error }, 'request failed');
    // Only raised where answers are checked against the contract (tests, development): name the broken field.
    const message = error instanceof ResponseContractError ? error.message : 'Internal Server Error 500';
    return reply.code(500).send({ code: 500, result: message });
  });

  // A catch-all route rather than a not-found handler, so that a host can serve other paths (the storefront).
  app.all('/api/*', async (request, reply) =>
    reply.code(404).send({
      code: 404,
      result: echoSafely(`No such API endpoint: ${request.method} ${request.url.split('?')[0]}`),
    }),
  );
}
