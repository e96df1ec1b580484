import type { FieldErrors } from '@harmony/shared';

/**
 * An error with an HTTP status whose message is an i18n key (translated by the error handler in the
 * request's language) or a finished sentence. `errors` becomes Laravel's 422 field errors.
 */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly vars: Record<string, string | number> = {},
    public readonly errors?: FieldErrors,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, 'errors.unauthenticated');
export const forbidden = () => new ApiError(403, 'errors.forbidden');
export const notFound = () => new ApiError(404, 'errors.notFoundRecord');

/** 422 with errors on one field, message = the first error (Laravel's shape). */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, message, {}, { [field]: [message] });
}

/** 503, come back in a few seconds: the database is away (`errors.unavailable`) or this instance is shutting down. */
export const unavailable = (message: 'errors.unavailable' | 'errors.shuttingDown' = 'errors.unavailable') =>
  new ApiError(503, message, {}, undefined, { 'retry-after': '5' });
