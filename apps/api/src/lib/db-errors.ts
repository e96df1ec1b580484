/** PostgreSQL's unique_violation, found on the error or its cause (Drizzle wraps driver errors). */
export function uniqueViolation(error: unknown): { constraint?: string } | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return { constraint: e.constraint };
  }
  return null;
}

/**
 * PostgreSQL's foreign_key_violation, or restrict_violation (a row is still referenced: an ON DELETE RESTRICT
 * key answers with the latter).
 */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503' || e.code === '23001') return true;
  }
  return false;
}
