import type { FastifyReply, FastifyRequest } from 'fastify';
import { browserHolds, strongEtag } from './encoded-json.ts';

/**
 * Sends `value` as JSON with a strong ETag, or 304 when the browser already holds that body. For small public reads
 * asked on every page (the plans): JSON.stringify of a few objects is cheap, the schema serializer is not, and a
 * revalidated 304 moves no body at all. The ETag is recomputed only when the body changes.
 */
export function etagJson() {
  let last: { body: string; etag: string } | undefined;
  return (request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply => {
    const body = JSON.stringify(value);
    if (last?.body !== body) {
      last = { body, etag: strongEtag(body) };
    }
    // no-cache: the browser may keep it but asks each time, so a price change shows at once.
    reply.header('etag', last.etag).header('cache-control', 'no-cache');
    if (browserHolds(request, last.etag)) return reply.code(304).send();
    // A string with a JSON content type goes out as it is (Fastify's serializer is skipped).
    return reply.type('application/json; charset=utf-8').send(last.body);
  };
}
