/**
 * Redirect after login accepts only internal paths (seed sections 4 and 5).
 * A path must start with one "/", must not continue with "/" or "\" (protocol-relative URLs),
 * and may contain only URL path/query/fragment characters — no control characters or backslashes.
 */
export const SAFE_PATH_PATTERN = /^\/(?![\/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%\/?#]*$/;

export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (!SAFE_PATH_PATTERN.test(path)) return false;
  // "%2F%2Fevil.com" or "%5C" decode into the same tricks; check the decoded form too.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/^\/[\/\\]/.test(decoded) && !/[\u0000-\u001f\\]/.test(decoded);
}

/** The path to return to after login, or the fallback when the remembered one is not safe. */
export function safeRedirectOr(path: unknown, fallback = '/'): string {
  return isSafeRedirect(path) && !/^\/(en\/)?login\/?(\?|$|#)/.test(path) ? path : fallback;
}
