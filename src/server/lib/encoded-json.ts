import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body serialised, tagged and compressed once, for a body many callers fetch unchanged. */
export interface EncodedJson {
  json: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** True when the request's If-None-Match names `etag` (weak or strong): the browser holds this body. */
export function browserHolds(request: FastifyRequest, etag: string): boolean {
  return Boolean(request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

export function encodeJson(value: unknown): EncodedJson {
  const json = JSON.stringify(value);
  const raw = Buffer.from(json);
  return {
    json,
    etag: strongEtag(json),
    // Once per body, so the slowest, smallest settings: every later send is a buffer copy.
    br: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/** The encodings the request accepts with a q above 0, by name. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * Sends a pre-encoded body: 304 when the browser holds it, else brotli, gzip or plain as the request accepts
 * (the compress plugin leaves a body that already names its encoding alone).
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedJson,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (browserHolds(request, body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const can = accepted(request.headers['accept-encoding']);
  if (can.has('br')) return reply.header('content-encoding', 'br').send(body.br);
  if (can.has('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
