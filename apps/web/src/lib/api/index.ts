export { api, request, type RequestOptions } from './client';
export { ApiError, isApiError } from './api-error';
export { applyFieldErrors } from './field-errors';
