import fp from 'fastify-plugin';
import { dataException } from '../lib/db-errors.js';
import { ApiError } from '../lib/http-errors.js';

/**
 * The one error path (STYLE rule 6): every failure becomes `{message}` (+ `errors` for 422) in the
 * request's language; 5xx answers never carry a stack trace or SQL.
 */
export default fp(async (app) => {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: req.t('errors.server') });
    }
    if (status === 429) return reply.status(429).send({ message: req.t('errors.tooManyRequests') });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): a plain, safe sentence.
    const message = status === 400 ? req.t('errors.validation') : error.message.replace(/\s+at .*/s, '');
    return reply.status(status).send({ message });
  });
}, { name: 'error-handler', dependencies: ['locale'] });
