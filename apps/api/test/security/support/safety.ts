import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What no response may ever carry, whatever was sent: a 5xx, a stack frame, a file path of ours, the
 * database's own words (driver errors quote the failed SQL), or an error body other than {message, errors}.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]*\(?[^\s()]*\.(?:ts|js|mjs):\d+:\d+/],
  ['source path', new RegExp(`node_modules|apps/api/src|file://|${escape(REPO)}`)],
  ['failed SQL', /Failed query:|syntax error at or near|invalid input syntax for|violates (?:not-null|unique|foreign key|check) constraint/i],
  ['database error', /duplicate key value|relation "[^"]+" does not exist|column "[^"]+" (?:of relation|does not exist)|PGlite|pg_catalog|SQLSTATE/i],
  ['sql text', /\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|values|set|where)\b[^"]{0,40}\$\d/i],
];

export interface Problem {
  what: string;
  status: number;
  excerpt: string;
}

/** Problems of one response (empty when it is safe). */
export function problemsOf(res: LightMyRequestResponse): Problem[] {
  const out: Problem[] = [];
  const body = res.body ?? '';
  const excerpt = body.slice(0, 300);
  if (res.statusCode >= 500) out.push({ what: '5xx', status: res.statusCode, excerpt });
  for (const [what, pattern] of LEAKS) if (pattern.test(body)) out.push({ what, status: res.statusCode, excerpt });
  // The SPA's own 404 page (a path that normalises out of /api, e.g. /api/%2e%2e/…) is HTML, not an API error.
  const spaPage = String(res.headers['content-type'] ?? '').startsWith('text/html');
  if (res.statusCode >= 400 && !spaPage) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const shaped = typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string' &&
      Object.keys(parsed).every((k) => k === 'message' || k === 'errors');
    if (!shaped) out.push({ what: 'error body is not {message, errors}', status: res.statusCode, excerpt });
  }
  return out;
}

/** Throws with the request and what leaked (fast-check then reports the smallest input that does it). */
export function assertSafe(res: LightMyRequestResponse, request: string): void {
  const problems = problemsOf(res);
  if (problems.length) {
    throw new Error(`${request} → ${res.statusCode}: ${problems.map((p) => p.what).join(', ')}\n${problems[0]!.excerpt}`);
  }
}
