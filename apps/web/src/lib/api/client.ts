import { trackLoading } from '../loading/loading-store';
import { reportFailure, reportSuccess } from './report';
import { answerError, exchange, MUTATIONS, type Answer, type Method } from './transport';
import { notifyUnauthorized } from './unauthorized';

export type { Method } from './transport';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** No alerts or toasts: for background reads (counters, polling). A 401 still ends the session. */
  silent?: boolean;
  /** The session probe: its 401 just means "signed out". */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** A FormData body's share sent so far (0–1), for an upload's progress bar (see transport.ts). */
  onUploadProgress?(fraction: number): void;
}

/**
 * The one way the web talks to the API (STYLE rule 6): `exchange` (transport.ts) sends it, with the
 * session cookie, the XSRF header and the reader's locale; this adds the seed's error handling. Resolves
 * with the JSON body, rejects with ApiError (whose `fieldErrors` carry a 422's errors for the form that sent it).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return trackLoading(send<T>(path, options));
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  let answer: Answer;
  try {
    answer = await exchange(path, options);
  } catch (error) {
    if (!options.silent && !options.signal?.aborted) reportFailure(null);
    throw error;
  }
  if (answer.ok) {
    if (!options.silent) reportSuccess(answer.data, MUTATIONS.has(options.method ?? 'GET'));
    return answer.data as T;
  }
  const error = answerError(answer);
  if (!options.silent) reportFailure(error.data);
  if (answer.status === 401 && !options.ignoreUnauthorized) notifyUnauthorized();
  throw error;
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
