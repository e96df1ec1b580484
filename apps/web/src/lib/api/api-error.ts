import type { FieldErrors } from '@harmony/shared';

export interface ErrorBody {
  message?: string;
  errors?: FieldErrors;
}

/** A failed API call: the HTTP status (0 when the network failed), the body, and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: ErrorBody | null;
  readonly fieldErrors: FieldErrors | null;

  constructor(status: number, message: string, data: ErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.fieldErrors = status === 422 && data?.errors ? data.errors : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
