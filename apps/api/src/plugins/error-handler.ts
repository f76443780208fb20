import { issueKey } from '@soccer/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldValidationError, HttpError } from '../lib/errors.js';
import {
  type BodyDrainLimits,
  createPayloadTooLargeResponder,
  defaultBodyDrainLimits,
} from './body-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Renames top-level body fields in 400 error keys (e.g. contact form: firstName → FirstName). */
    errorKeys?: Record<string, string>;
  }
}

/**
 * One place that turns failures into responses: 400 `{ errors }` for bad input, problem JSON
 * (`application/problem+json` with `detail`) for the rest, and never a stack trace or internal
 * message for a 5xx.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: {
    /** How far and how long an over-limit body is still read (see body-limit.ts). */
    bodyDrain?: Partial<BodyDrainLimits>;
  } = {},
) {
  const payloadTooLarge = createPayloadTooLargeResponder(app, {
    ...defaultBodyDrainLimits,
    ...options.bodyDrain,
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const keys = request.routeOptions.config?.errorKeys ?? {};
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const path = v.instancePath
          .split('/')
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        const key =
          error.validationContext === 'body'
            ? issueKey(path, keys) || 'body'
            : `${error.validationContext}.${path.join('.')}`;
        (errors[key] ??= []).push(v.message ?? 'Invalid value.');
      }
      return sendValidation(reply, errors);
    }
    if (error instanceof FieldValidationError) return sendValidation(reply, error.errors);
    if (error instanceof HttpError) return sendProblem(reply, error.statusCode, error.title, error.message);

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(
        reply,
        500,
        'Internal Server Error',
        'Something went wrong on our side. Please try again.',
      );
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type, rate limit).
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return payloadTooLarge(request, reply, error.message);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendValidation(reply, { body: ['The request body is not valid JSON.'] });
    }
    return sendProblem(reply, status, undefined, error.message);
  });
}

export function sendValidation(reply: FastifyReply, errors: Record<string, string[]>) {
  return reply.code(400).type('application/problem+json').send({
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
  });
}

export function sendProblem(reply: FastifyReply, status: number, title: string | undefined, detail: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ title: title ?? new HttpError(status, detail).title, status, detail });
}
