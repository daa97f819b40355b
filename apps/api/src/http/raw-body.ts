import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * JSON bodies of the routes registered on `app` — a context of their own (Fastify encapsulation), so that no other
 * route keeps a copy — are parsed as every JSON body is (same limit, same refusals), and their bytes are kept as
 * they were sent, for a signature made over them: the payment providers' callbacks, Stripe's webhook. A signature
 * checked over the parsed body written out again fails for any sender that spaces or orders its JSON differently
 * (issue 29).
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    // What the default parser does with the bytes it reads: UTF-8 text, parsed.
    parse(request, (body as Buffer).toString('utf8'), done);
  });
}

/** The bytes of a JSON body as sent, on a route registered with keepRawJsonBodies; undefined without a JSON body. */
export function rawJsonBody(request: FastifyRequest): Buffer | undefined {
  return rawBodies.get(request);
}
