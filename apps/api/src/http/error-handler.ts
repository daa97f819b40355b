import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { ResponseContractError } from './route.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large ...) keep their 4xx status. */
function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : null;
}

/**
 * The one place where errors become answers: known errors keep their status and message, client errors from the
 * framework are 4xx with its message, everything else is logged and answered with a safe 500 — never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ code: error.status, result: error.message });
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
    reply
      .code(404)
      .send({ code: 404, result: `No such API endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
