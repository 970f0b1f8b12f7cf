import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../platform/project-root.ts';

const PRIVATE_UPLOADS = /^\/?live(\/|$)/i;
/**
 * Security headers (security-headers.ts) that govern only documents. On a fingerprinted script or stylesheet they would
 * add some 900 bytes to every one of a first load's requests for nothing; nosniff, CORP and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const defaultDist = path.join(PROJECT_ROOT, 'dist');

/**
 * Serves the built SPA and uploads; every non-API GET that is not a file gets index.html (client routing).
 * Fingerprinted files under /assets/ never change under their name: cached for a year as immutable, and sent as the
 * .br / .gz the build wrote next to them (no compression work per request). index.html is never cached, so a
 * release is picked up on the next load; other text responses are compressed by @fastify/compress (security.ts).
 */
export async function registerStatic(app: FastifyInstance, dataDir: string, distDir = defaultDist) {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Live-session material files are served only by their access-checked route (live-sessions.routes.ts).
    allowedPath: (pathName) => !PRIVATE_UPLOADS.test(pathName),
  });
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The .br / .gz siblings are chosen by Accept-Encoding, never served under their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      const fingerprinted = filePath.startsWith(assetsDir);
      reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (fingerprinted) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
  return true;
}
