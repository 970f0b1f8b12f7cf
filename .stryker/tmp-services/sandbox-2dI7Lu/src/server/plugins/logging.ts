// @ts-nocheck
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// What the request log may hold: method, path and status, never a query string (reset tokens travel in one) and
// never a failed query's parameters (they can hold password hashes, emails or tokens).

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The path of a URL without its query string. */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const cut = url.indexOf('?');
  return cut === -1 ? url : `${url.slice(0, cut)}?…`;
}

interface SerializableError {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  cause?: unknown;
}

/** An error for the log: its type, message (a failed query's "params:" line cut off), code, stack and cause. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as SerializableError;
  const message = (e.message ?? '').replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  const out: Record<string, unknown> = { type: e.name, message, code: e.code, stack: stripParams(e.stack) };
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

const stripParams = (stack: string | undefined) => stack?.replace(/\nparams:[^\n]*/g, '\nparams: [redacted]');

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: pathOnly(req.url),
        remoteAddress: req.ip,
      }),
      err: (error: unknown) =>
        safeError(error) as ReturnType<typeof safeError> & { type: string; message: string; stack: string },
    },
  };
}

/** One info line per answered request: method, path (no query), status and time taken. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (!LOGS_REQUESTS.has(request.log.level)) return;
    request.log.info(
      {
        method: request.method,
        url: pathOnly(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
