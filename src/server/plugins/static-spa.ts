import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist');

/** Serves the built SPA and uploads; every non-API GET that is not a file gets index.html (client routing). */
export async function registerStatic(app: FastifyInstance, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, index: false });
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false, maxAge: '1h' });
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
  return true;
}
