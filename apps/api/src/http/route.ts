import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseInput } from './validation.ts';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The handler may answer the same result object again (a use case's cache): its envelope is then sent as the JSON
   * written the first time instead of being serialised again. Results must not be changed after they are returned.
   */
  reusesResults?: boolean;
  handler(input: { params: Infer<P>; query: Infer<Q>; body: Infer<B>; request: FastifyRequest }): Promise<R>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  summary: string;
  tags: string[];
  params?: Schema | undefined;
  query?: Schema | undefined;
  body?: Schema | undefined;
}

/**
 * Registers a JSON route whose inputs are parsed with zod (400 with a readable message when they do not fit) and
 * whose result is wrapped in the `{code: 200, result}` envelope. The definition is also what /api/docs describes.
 */
export function addRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R,
>(app: FastifyInstance, registry: RegisteredRoute[], route: RouteDefinition<P, Q, B, R>): void {
  registry.push({
    method: route.method,
    url: route.url,
    summary: route.summary,
    tags: route.tags,
    params: route.params,
    query: route.query,
    body: route.body,
  });
  // Bytes rather than a string: a reused answer is then written to the socket without encoding it again.
  const written = route.reusesResults ? new WeakMap<object, Buffer>() : null;
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const params = (
        route.params ? parseInput(route.params, request.params, 'path') : undefined
      ) as Infer<P>;
      const query = (
        route.query ? parseInput(route.query, request.query ?? {}, 'query') : undefined
      ) as Infer<Q>;
      const body = (route.body ? parseInput(route.body, request.body ?? {}, 'body') : undefined) as Infer<B>;
      const result = await route.handler({ params, query, body, request });
      if (written && typeof result === 'object' && result !== null) {
        let json = written.get(result);
        if (json === undefined)
          written.set(result, (json = Buffer.from(JSON.stringify({ code: 200, result }))));
        return reply.code(200).type('application/json; charset=utf-8').send(json);
      }
      return reply.code(200).send({ code: 200, result });
    },
  });
}
