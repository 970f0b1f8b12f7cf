import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** Every error becomes { message, code, details? }; unexpected ones are logged with an id and never leak a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '';
        return { field, message: v.message ?? 'Invalid value' };
      });
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      const message = first?.field
        ? `${first.field}: ${first.message}${where}`
        : `${first?.message ?? 'Invalid request'}${where}`;
      return reply.status(400).send({ message, code: 'validation_error', details: issues });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: clientMessage(error), code: (error.code ?? 'bad_request').toLowerCase() });
    }
    const id = randomUUID();
    request.log.error({ err: error, errorId: id }, 'unexpected error');
    return reply.status(500).send({ message: `Something went wrong on our side (error id ${id}).`, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
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
