import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '@harmony/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, dataException } from '../lib/db-errors.js';
import { ApiError, unavailable } from '../lib/http-errors.js';
import { fieldErrors, validationError } from '../lib/validate.js';
import { requestLocale } from './locale.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The i18n group of the route's field labels (a resource contract's `labels`): its 422 messages name them. */
    labels?: string;
  }
}

/**
 * Fastify's own refusals (bad JSON, body too large, unsupported media type, too long a URL …) by status: a
 * sentence of our catalogue instead of the framework's English and its `code`/`error`/`statusCode` fields.
 */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'errors.validation',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.notFoundRecord',
  405: 'requestErrors.methodNotAllowed',
  406: 'requestErrors.unsupportedMediaType',
  413: 'requestErrors.bodyTooLarge',
  414: 'requestErrors.uriTooLong',
  415: 'requestErrors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

/**
 * The one error path (STYLE rule 6): every failure becomes `{message}` (+ `errors` for 422) in the
 * request's language; 5xx answers never carry a stack trace or SQL; an unreachable database is 503, not 500.
 */
export default fp(async (app) => {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) error = schemaFailure(error.validation, req);
    if (databaseUnavailable(error)) {
      // A signed-in request meets it first in the session hook, so it gets this answer too. One line, no stack:
      // during an outage every request comes here, for the same cause.
      req.log.warn(`the database is unavailable: ${rootCause(error).message}`);
      error = unavailable();
    }
    if (error instanceof ApiError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      const message = req.t(error.message, error.vars);
      return reply.status(error.statusCode).send(error.errors ? { message, errors: error.errors } : { message });
    }
    if (dataException(error)) {
      // Logged: each one is a validator to tighten (the answer stays a plain 422 without the SQL).
      req.log.warn({ err: error }, 'the database refused a request value');
      return reply.status(422).send({ message: req.t('errors.validation') });
    }
    return frameworkError(error, req, reply);
  });
}, { name: 'error-handler', dependencies: ['locale'] });

const rootCause = (error: Error): Error => (error.cause instanceof Error ? rootCause(error.cause) : error);

/**
 * A route schema's refusal (params, querystring, body: fastify-type-provider-zod) → the same 422 as parse()
 * gives, labelled by the route's label group.
 */
function schemaFailure(validation: readonly { instancePath: string; message?: string }[], req: FastifyRequest): ApiError {
  const issues = validation.map((v) => ({
    path: v.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    message: v.message ?? 'invalid',
  }));
  return validationError(fieldErrors(issues, req, req.routeOptions.config?.labels));
}

/**
 * Any other error, including the ones Fastify raises before a route runs (its `frameworkErrors` option: a
 * path parameter over maxParamLength, a malformed URL), where the onRequest hooks — the locale's among them —
 * have not run yet.
 */
export function frameworkError(error: Error & { statusCode?: number }, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: translate(locale, 'errors.server') });
  }
  return reply.status(status).send({ message: translate(locale, FRAMEWORK_MESSAGES[status] ?? 'errors.validation') });
}
