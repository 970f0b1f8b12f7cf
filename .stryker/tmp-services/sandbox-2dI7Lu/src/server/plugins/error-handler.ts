// @ts-nocheck
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '#shared/contracts/common';
import type { ErrorCode } from '#shared/contracts/error-codes';
import { issueMessage } from '#shared/contracts/validation-issue';
import { isContention } from '../db/contention.ts';
import { AppError } from '../errors.ts';

/** Every error becomes { message, code, details? }; unexpected ones are logged with an id and never leak a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiError) => reply.status(status).send(body);
    if (error instanceof AppError) {
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // zod's issue, in plain words that name the field (src/shared/contracts/validation-issue.ts).
      const issues = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter((part) => part !== '');
        const { field, message, text } = issueMessage({ code: v.keyword, path, message: v.message, params: v.params });
        return { field, message, text };
      });
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      const message = `${first?.text ?? 'The request is not valid.'}${where}`;
      return send(400, {
        message,
        code: 'validation_error',
        details: issues.map(({ field, message }) => ({ field, message })),
      });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: clientMessage(error), code: codeForStatus(error.statusCode) });
    }
    if (isContention(error)) {
      reply.header('retry-after', '1');
      return send(503, {
        message: 'The server is busy right now. Please try again in a moment.',
        code: 'service_busy',
      });
    }
    const id = randomUUID();
    request.log.error({ err: error, errorId: id }, 'unexpected error');
    return send(500, { message: `Something went wrong on our side (error id ${id}).`, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' };
    reply.status(404).send(body);
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON.';
    default:
      return error.message;
  }
}

/** Fastify's own 4xx (a bad body, a plugin's refusal) under the code of the shared list that names its status. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}
