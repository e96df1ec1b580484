import { currentLocale } from '../i18n/locale';
import { ApiError, type ErrorBody } from './api-error';
import { readCookie } from './cookies';
import type { SentAnswer } from './send-with-progress';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ExchangeOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Reports the share (0–1) of a FormData body sent so far: such a body then goes by XMLHttpRequest (fetch can't tell). */
  onUploadProgress?(fraction: number): void;
}

/** What the API answered: its status and its JSON body (null when empty or not JSON). */
export interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  data: unknown;
}

export const MUTATIONS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One request to the API as the web sends every one: the session cookie, the Sanctum-style XSRF header,
 * the reader's locale, JSON or multipart. A 419 on a mutation (the XSRF cookie missing or stale: first visit,
 * rotated session) is retried once after an API read, which refreshes the cookie. Throws ApiError with status 0
 * when the network fails. An upload whose progress is asked for goes by XMLHttpRequest (send-with-progress.ts),
 * answering the same way. No React and no alerts: the static sign-in page (src/static-login) uses it alone;
 * the app's `request` (client.ts) adds the alerts, the loading bar and the 401 handling.
 */
export async function exchange(path: string, options: ExchangeOptions = {}, mayRetryCsrf = true): Promise<Answer> {
  const method = options.method ?? 'GET';
  // A FormData body is multipart (uploads): the browser sets its Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: headersFor(method, options.body !== undefined && !multipart),
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  };
  const progress = multipart && options.onUploadProgress;
  let response: SentAnswer;
  try {
    // Loaded on the first upload that asks: the sign-in page's bundle has no room for it.
    response = progress ? await (await import('./send-with-progress')).default(path, init, progress) : await fetch(path, init);
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : String(cause), null);
  }
  const data = await readBody(response);
  if (response.status === 419 && MUTATIONS.has(method) && mayRetryCsrf) {
    // The health check: public, so a signed-out page (the sign-in form) gets no 401 for it.
    await fetch('/api/health', { credentials: 'include', headers: headersFor('GET', false) }).catch(() => undefined);
    return exchange(path, options, false);
  }
  return { ok: response.ok, status: response.status, statusText: response.statusText, data };
}

/** A failed answer as the error the callers throw: its status, its body when it is an object, and its message. */
export function answerError(answer: Answer): ApiError {
  const body = (answer.data && typeof answer.data === 'object' ? answer.data : null) as ErrorBody | null;
  return new ApiError(answer.status, body?.message ?? answer.statusText, body);
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

async function readBody(response: SentAnswer): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
