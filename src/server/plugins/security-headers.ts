import { VIDEO_FRAME_SOURCES } from '#shared/domain/live-sessions';
import type { Config } from '../env.ts';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy. The directives stand in the order helmet 8 wrote them (its defaults first, then ours),
 * so the header is byte for byte what @fastify/helmet sent.
 */
function contentSecurityPolicy(config: Config): string {
  const razorpay = config.RAZORPAY_KEY_ID ? ['https://checkout.razorpay.com', 'https://*.razorpay.com'] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', [SELF]],
    ['base-uri', [SELF]],
    ['font-src', [SELF, 'data:']],
    ['form-action', [SELF]],
    ['frame-ancestors', [NONE]],
    ['img-src', [SELF, 'data:', 'blob:']],
    ['object-src', [NONE]],
    ['script-src', [SELF, ...razorpay]],
    ['script-src-attr', [NONE]],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ...(config.secureCookies ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
    // 'self' covers same-origin WebSockets (ws:/wss: of this host) in CSP Level 3 browsers.
    ['connect-src', [SELF, ...razorpay]],
    // Live sessions' video: the allow-listed providers' embed pages, and HLS streams from any https host.
    ['frame-src', [SELF, ...razorpay, ...VIDEO_FRAME_SOURCES]],
    ['media-src', [SELF, 'https:', 'blob:']],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';');
}

/**
 * Every response's security headers (helmet 8's defaults, without Cross-Origin-Embedder-Policy, with our CSP), worked
 * out once: @fastify/helmet built a new helmet middleware, parsing the whole policy, on every request.
 */
export function securityHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  return [
    ['content-security-policy', contentSecurityPolicy(config)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(config.secureCookies ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}
