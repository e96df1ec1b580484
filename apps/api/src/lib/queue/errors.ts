/**
 * A failed attempt as a queue row keeps it (its `last_error`): the error's code, the status a server answered
 * with and its message, cut to a length a list can show. Mail (nodemailer's `code` and `responseCode`) and Web Push
 * (web-push's `statusCode`) errors alike.
 */
export function describeError(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number; statusCode?: number };
  const text = [e.code, e.responseCode ?? e.statusCode, e.message ?? String(error)].filter(Boolean).join(' ');
  return text.slice(0, 1000);
}
