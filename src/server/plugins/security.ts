import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_FRAME_SOURCES } from '#shared/domain/live-sessions';
import type { Config } from '../env.ts';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, cookies, and refusal of state-changing requests sent from a foreign origin. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(cookie);
  const razorpay = config.RAZORPAY_KEY_ID ? ['https://checkout.razorpay.com', 'https://*.razorpay.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin WebSockets (ws:/wss: of this host) in CSP Level 3 browsers.
        connectSrc: ["'self'", ...razorpay],
        // Live sessions' video: the allow-listed providers' embed pages, and HLS streams from any https host.
        frameSrc: ["'self'", ...razorpay, ...VIDEO_FRAME_SOURCES],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
    crossOriginEmbedderPolicy: false,
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
