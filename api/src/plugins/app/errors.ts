/** One error handler: 4xx pass their code and message, validation errors read as the field's message, 5xx are hidden. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.js';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field: the first rule it breaks, as the forms show it.
      const firstPerField = new Map<string, string>();
      for (const v of error.validation) if (!firstPerField.has(v.instancePath)) firstPerField.set(v.instancePath, v.message ?? 'This value is not valid');
      const messages = [...new Set(firstPerField.values())];
      return reply.code(400).send({ error: { code: 'invalid-request', message: messages.join('. ') } });
    }
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const code = (error as { code?: string }).code;
      return reply.code(status).send({ error: { code: status === 429 ? 'rate-limited' : (code ?? 'bad-request').toLowerCase(), message: (error as Error).message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'internal-error', message: 'Something went wrong on our side. Try again; if it keeps happening, contact our Customer Support Team.' } });
  });
}

/** The api's 404 for a path no route answers. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ error: { code: 'not-found', message: `There is no ${request.method} ${request.url.split('?')[0]}.` } });
}
