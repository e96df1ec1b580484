import { currentLocale } from '../i18n/locale';
import { trackLoading } from '../loading/loading-store';
import { ApiError, type ErrorBody } from './api-error';
import { readCookie } from './cookies';
import { reportFailure, reportSuccess } from './report';
import { notifyUnauthorized } from './unauthorized';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** No alerts or toasts: for background reads (counters, polling). A 401 still ends the session. */
  silent?: boolean;
  /** The session probe: its 401 just means "signed out". */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

const MUTATIONS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one way the web talks to the API (STYLE rule 6): session cookies, the Sanctum-style XSRF header,
 * the reader's locale, and the seed's error handling. Resolves with the JSON body, rejects with ApiError
 * (whose `fieldErrors` carry a 422's errors for the form that sent it).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return trackLoading(send<T>(path, options, true));
}

async function send<T>(path: string, options: RequestOptions, mayRetryCsrf: boolean): Promise<T> {
  const method = options.method ?? 'GET';
  const mutation = MUTATIONS.has(method);
  // A FormData body is multipart (uploads): the browser sets its Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: headersFor(method, options.body !== undefined && !multipart),
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (!options.silent && !options.signal?.aborted) reportFailure(null);
    throw new ApiError(0, cause instanceof Error ? cause.message : String(cause), null);
  }

  const data = await readBody(response);
  if (response.ok) {
    if (!options.silent) reportSuccess(data, mutation);
    return data as T;
  }

  // The XSRF cookie may be missing or stale (first visit, rotated session): any API read refreshes it.
  if (response.status === 419 && mutation && mayRetryCsrf) {
    await fetch('/api/user', { credentials: 'include', headers: headersFor('GET', false) }).catch(() => undefined);
    return send<T>(path, options, false);
  }

  const body = (data && typeof data === 'object' ? data : null) as ErrorBody | null;
  if (!options.silent) reportFailure(body);
  if (response.status === 401 && !options.ignoreUnauthorized) notifyUnauthorized();
  throw new ApiError(response.status, body?.message ?? response.statusText, body);
}

function headersFor(method: Method, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'X-Locale': currentLocale(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (MUTATIONS.has(method)) {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'DELETE' }),
};
