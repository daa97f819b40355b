import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { inlineHashes, usePagePolicy } from '@hemma/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressBody } from '@hemma/api';

/** The back office is for staff: no search engine lists it (the shop's robots.txt disallows it too). */
export const ADMIN_ROBOTS = 'noindex, nofollow';

/**
 * Serves the built back office (apps/admin/build, decision 0023) at /admin: hashed assets cached for a year,
 * precompressed; its index.html for every other /admin path, since the app routes in the browser, checked on every
 * visit (no-cache) so a new build reaches staff at once.
 */
export async function registerAdminApp(app: FastifyInstance, options: { buildDir: string }): Promise<void> {
  const indexFile = join(options.buildDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The admin app is not built (${indexFile} is missing). Run \`npm run build\` or \`npm start\`.`,
    );
  }
  const index = readFileSync(indexFile);
  // The built page loads its modules from files; should a build ever inline one, its hash allows exactly that.
  const sources = inlineHashes(index.toString('utf8'));
  const staticHeaders = (cacheControl: string) => (reply: FastifyReply) =>
    reply.header('cache-control', cacheControl).header('x-robots-tag', ADMIN_ROBOTS);

  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'assets'),
    prefix: '/admin/assets/',
    preCompressed: true,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: staticHeaders('public, max-age=31536000, immutable'),
  });
  // Other files at the top of the build (the icon): the ones present at start.
  await app.register(fastifyStatic, {
    root: options.buildDir,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    globIgnore: ['assets/**', 'index.html', '*.br', '*.gz'],
    setHeaders: staticHeaders('public, max-age=3600'),
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoded = await compressBody(index, 'text/html', request.headers['accept-encoding']);
    usePagePolicy(reply, 'admin', sources);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', ADMIN_ROBOTS);
    if (encoded.encoding)
      reply.header('content-encoding', encoded.encoding).header('vary', 'Accept-Encoding');
    return reply.send(encoded.body);
  };
  app.get('/admin', sendIndex);
  app.get('/admin/*', sendIndex);
}
