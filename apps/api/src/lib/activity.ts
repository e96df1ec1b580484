import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubject } from '@harmony/shared';
import { activities } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';

export interface ActivityEntry {
  /** One of the shared list, so the log's screen has a name for it in both languages. */
  action: ActivityAction;
  subjectType?: ActivitySubject;
  subjectId?: string | number;
  before?: unknown;
  after?: unknown;
  /** Defaults to the signed-in user (the impersonated one while impersonating). */
  userId?: number | null;
  impersonatorId?: number | null;
}

/** Writes one activity-log row; call it with the transaction that makes the change. */
export async function logActivity(tx: DbOrTx, req: FastifyRequest, entry: ActivityEntry): Promise<void> {
  await activityEntry(tx, req, entry);
}

/** The insert of one activity-log row, not yet run: to send with other writes in one statement (writeTogether). */
export function activityEntry(tx: DbOrTx, req: FastifyRequest, entry: ActivityEntry) {
  return tx.insert(activities).values({
    userId: entry.userId !== undefined ? entry.userId : (req.session?.userId ?? null),
    impersonatorId: entry.impersonatorId !== undefined ? entry.impersonatorId : (req.session?.impersonatorId ?? null),
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: req.ip,
  });
}
