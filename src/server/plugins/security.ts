import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import { forbidden } from '../errors.ts';
import { securityHeaders } from './security-headers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, cookies, and refusal of state-changing requests sent from a foreign origin. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(cookie);
  const headers = securityHeaders(config);
  // On the raw response, as helmet set them: a route's own reply.header() (Swagger UI's CSP) still wins, and
  // static-spa.ts can take the document-only ones off a fingerprinted asset.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const appOrigin = new URL(config.APP_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== appOrigin && origin !== own) {
      throw forbidden('Cross-site request refused: the Origin header does not match this site.');
    }
  });
}
