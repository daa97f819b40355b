import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ApiClient } from '@hemma/api-client';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';

/**
 * Serves the built storefront: hashed assets from build/client (cached for a year, precompressed copies when
 * present) and every other GET through React Router's server rendering, with the API client in the load context.
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: { buildDir: string; apiFor: (storeCode: string) => ApiClient },
): Promise<void> {
  const serverEntry = join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The storefront is not built (${serverEntry} is missing). Run \`npm run build\` or \`npm start\`.`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const listener = createRequestListener({
    build,
    mode: 'production',
    getLoadContext: () => ({ apiFor: options.apiFor }),
  });

  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes(`${join('client', 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  const render = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    listener(request.raw, reply.raw);
  };
  app.get('/*', render);
  app.post('/*', render);
}
