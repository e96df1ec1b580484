import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  LOGIN_EMAIL_MAX_FAILURES, LOGIN_EMAIL_WINDOW_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_IP_MAX_FAILURES, LOGIN_IP_WINDOW_MS, LOGIN_MAX_FAILURES,
} from '@harmony/shared';
import type { Db, DbOrTx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { ApiError } from './http-errors.js';

/**
 * Login throttling, counted in the database so every API instance sees the same numbers: per e-mail + IP,
 * per IP across every e-mail, and per e-mail across every IP (limits and trade-offs: LOGIN_* in shared
 * constants). Wrong current passwords on the account screen count as failed sign-ins too.
 */
interface Limit {
  max: number;
  windowMs: number;
  counts(row: { email: string; ip: string }, email: string, ip: string): boolean;
}

const LIMITS: Limit[] = [
  { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, counts: (r, email, ip) => r.email === email && r.ip === ip },
  { max: LOGIN_IP_MAX_FAILURES, windowMs: LOGIN_IP_WINDOW_MS, counts: (r, _, ip) => r.ip === ip },
  { max: LOGIN_EMAIL_MAX_FAILURES, windowMs: LOGIN_EMAIL_WINDOW_MS, counts: (r, email) => r.email === email },
];
const LONGEST_WINDOW_MS = Math.max(...LIMITS.map((l) => l.windowMs));

/** Failures of one person are counted alike however the address is typed. */
const key = (email: string) => email.trim().toLowerCase();

/**
 * The seconds to wait before the attempt `before` (its row's id) for this e-mail from this IP, or 0 when it is
 * allowed: for each limit, until its max-th newest failure recorded before it leaves the window. One query (this
 * e-mail's or this IP's recent failures: few, as refused attempts are not kept), every limit counted from it.
 */
async function secondsUntilAllowed(db: DbOrTx, email: string, ip: string, before: number): Promise<number> {
  const now = Date.now();
  const recent = await db
    .select({ email: loginFailures.email, ip: loginFailures.ip, at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(
      or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
      gt(loginFailures.createdAt, new Date(now - LONGEST_WINDOW_MS)),
      lt(loginFailures.id, before),
    ));
  const times = recent.map((r) => ({ ...r, at: new Date(r.at as unknown as string | Date).getTime() })).sort((a, b) => b.at - a.at);
  let wait = 0;
  for (const limit of LIMITS) {
    const counted = times.filter((r) => r.at > now - limit.windowMs && limit.counts(r, email, ip));
    const edge = counted[limit.max - 1];
    if (edge) wait = Math.max(wait, Math.max(1, Math.ceil((edge.at + limit.windowMs - now) / 1000)));
  }
  return wait;
}

/**
 * Starts a password attempt for this e-mail from this IP: it is written down as a failure before the password is
 * checked, and allowed only if fewer than each limit came before it — so guesses sent at once, to one instance or
 * to several, count each other (checking first and writing after let them all through). Over a limit: taken back,
 * and 429 with Retry-After. Returns the attempt's id: a right password takes it back (`forgiveAttempt`), a wrong one
 * leaves it standing (`attemptFailed`).
 */
export async function beginAttempt(db: Db, rawEmail: string, ip: string): Promise<number> {
  const email = key(rawEmail);
  // One attempt of an e-mail, and of an address, at a time (the locks taken in one order): each then counts every
  // attempt before it as committed, not one whose id was taken but whose row was not yet visible.
  const { id, wait } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-email:${email}`})), pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);
    const [attempt] = await tx.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
    const wait = await secondsUntilAllowed(tx, email, ip, attempt!.id);
    if (wait > 0) await forgiveAttempt(tx, attempt!.id);
    return { id: attempt!.id, wait };
  });
  if (wait > 0) throw new ApiError(429, 'auth.throttled', { seconds: wait }, undefined, { 'retry-after': String(wait) });
  return id;
}

export async function forgiveAttempt(db: DbOrTx, attempt: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt));
}

/** A wrong password: its attempt stays as the failure; anything older than the longest window goes (the table stays small). */
export async function attemptFailed(db: DbOrTx): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
}

/** A successful sign-in forgives this e-mail's failures from this IP (the other counters keep theirs). */
export async function clearFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, key(email)), eq(loginFailures.ip, ip)));
}
