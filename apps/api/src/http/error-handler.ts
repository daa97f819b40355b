import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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

/** The catch-all route of /api/* below: what no route of the API answers. */
const CATCH_ALL = '/api/*';

const noSuchEndpoint = (request: FastifyRequest) =>
  echoSafely(`No such API endpoint: ${request.method} ${request.url.split('?')[0]}`);

/**
 * A body of a type no parser of the route's context takes (a CSV, a picture, application/octet-stream sent to a JSON
 * route): Fastify refuses it before reading a byte of it. The answer says what the route takes instead; only the
 * upload routes take files (file-body.ts, issue 29).
 */
export function unsupportedBody(request: FastifyRequest): string {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
  return (
    `Unsupported Media Type: ${request.method} ${echoSafely(request.url.split('?')[0]!)} takes a JSON body ` +
    `(Content-Type: application/json), not ${type ? echoSafely(type) : 'a body without a valid Content-Type'}. ` +
    'Files are taken only by the upload routes: POST /api/admin/imports (a catalogue) and POST /api/admin/images ' +
    '(a picture)'
  );
}

/**
 * The one place where errors become answers: known errors keep their status and message, client errors from the
 * framework are 4xx with its message, everything else is logged and answered with a safe 500 — never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A provider that refused or could not be reached (Stripe, 502) is the operator's to know of, not only the caller's.
      if (error.status >= 500) request.log.error({ err: error }, 'provider call failed');
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = error.status === 404 ? echoSafely(error.message) : error.message;
      return reply.code(error.status).send({ code: error.status, result: message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      // A path no route answers is a 404 whatever its body, as a body-less request to it is.
      if (request.routeOptions.url === CATCH_ALL)
        return reply.code(404).send({ code: 404, result: noSuchEndpoint(request) });
      return reply.code(415).send({ code: 415, result: unsupportedBody(request) });
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
  app.all(CATCH_ALL, async (request, reply) =>
    reply.code(404).send({ code: 404, result: noSuchEndpoint(request) }),
  );
}
