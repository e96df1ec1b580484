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
