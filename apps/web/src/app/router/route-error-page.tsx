import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLocaleSync } from '../../lib/i18n/use-locale-sync';
import { ErrorScreen } from './error-screen';

/** The status of a failed route change: a route error response's, an API error's, else 500. */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    // The router's own statusText ("Not Found") is English jargon; the page has better words for it.
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : undefined;
    return { status: error.status, message: message || undefined };
  }
  if (error && typeof error === 'object') {
    const { status, statusCode, message } = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    const code = [status, statusCode].find((s): s is number => typeof s === 'number' && s >= 400 && s < 600);
    return { status: code ?? 500, message: typeof message === 'string' && message ? message : undefined };
  }
  return { status: 500, message: typeof error === 'string' ? error : undefined };
}

/** Seed section 8: a route-change failure becomes an error page with its status (else 500) and message. */
export function RouteErrorPage() {
  useLocaleSync();
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorScreen status={status} message={message} />;
}
