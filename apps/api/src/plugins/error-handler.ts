import fp from 'fastify-plugin';
import { ApiError } from '../lib/http-errors.js';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of the column's range, a date PostgreSQL
 * has no such day for, a NUL byte in text…), found on the error or its cause (Drizzle wraps driver errors).
 * They mean a request value the validators let through but the column can't hold: the client's input, not
 * a server fault.
 */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

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
    if (isDataException(error)) {
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
