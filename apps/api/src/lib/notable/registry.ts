import type { FastifyRequest } from 'fastify';
import { can, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../http-errors.js';

/** A resource whose records can carry notes and files, addressed as /api/{name}/{id}/notes|files. */
export interface Notable {
  /** Permission subject(s), pipe-separated: listowanie to read the notes/files, edycja to write them. */
  subject: string;
  /** The record exists and this user may see it (record-level scope): anything else is a 404. */
  exists: (db: DbOrTx, id: string, req: FastifyRequest) => Promise<boolean>;
}

const notables = new Map<string, Notable>();

/** A resource declares itself notable once (at import time), under its resource name. */
export function registerNotable(name: string, notable: Notable): void {
  if (notables.has(name)) throw new Error(`Notable "${name}" is registered twice.`);
  notables.set(name, notable);
}

export function notableNames(): string[] {
  return [...notables.keys()].sort();
}

/**
 * The access check for one record's notes or files, in one place: an unknown type is a 404, a caller
 * without the verb on the record's subject a 403, a record that is missing or outside the caller's
 * scope a 404 (no telling which: no IDOR).
 */
export async function authorizeNotable(db: DbOrTx, req: FastifyRequest, type: string, id: string, verb: Verb): Promise<Notable> {
  const notable = notables.get(type);
  if (!notable) throw notFound();
  if (!can(req.user?.permissions, verb, notable.subject)) throw forbidden();
  if (!(await notable.exists(db, id, req))) throw notFound();
  return notable;
}

/** A serial id given as text: a positive int4, else null (never reaches SQL as an out-of-range number). */
export function serialId(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
}
