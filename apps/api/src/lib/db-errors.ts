/** The first PostgreSQL error on the error or its causes (Drizzle wraps driver errors) whose SQLSTATE passes `test`. */
function findPgError(error: unknown, test: (code: string) => boolean): { code: string; constraint?: string } | null {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && test(e.code)) return { code: e.code, constraint: e.constraint };
  }
  return null;
}

/** PostgreSQL's unique_violation. */
export function uniqueViolation(error: unknown): { constraint?: string } | null {
  return findPgError(error, (code) => code === '23505');
}

/**
 * PostgreSQL's foreign_key_violation, or restrict_violation (a row is still referenced: an ON DELETE RESTRICT
 * key answers with the latter).
 */
export function foreignKeyViolation(error: unknown): boolean {
  return findPgError(error, (code) => code === '23503' || code === '23001') !== null;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of the column's range, a day that doesn't
 * exist, a NUL byte in text…): a request value the validators let through but the column can't hold — the
 * client's input, not a server fault.
 */
export function dataException(error: unknown): boolean {
  return findPgError(error, (code) => /^22[0-9A-Z]{3}$/.test(code)) !== null;
}

/** The socket errors of a connection to PostgreSQL that cannot be made or was cut (a server down, restarting, unreachable). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that refuses work for now: class 08 (connection exception), 57P01-57P03 (an
 * administrator's shutdown, a crash, "cannot connect now" while starting) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300';
/**
 * node-postgres says these in words only (no code): a connection cut mid-query ("Connection terminated
 * unexpectedly", "… due to connection timeout") and the pool's wait for a connection running out.
 */
const UNAVAILABLE_WORDS = /^Connection terminated\b|^timeout exceeded when trying to connect$|^Client has encountered a connection error/;

/**
 * The database cannot be reached right now (not a fault of this request or of our code): the caller answers
 * 503 and the pool reconnects by itself once it is back. Looks through Drizzle's wrapping at the causes.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || UNAVAILABLE_STATES(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_WORDS.test(e.message)) return true;
  }
  return false;
}
