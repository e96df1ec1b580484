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
  return tx.insert(activities).values(activityValues(req, entry));
}

/** An activity-log row's values: every column but the id and the time (a statement written once binds them all). */
export function activityValues(req: FastifyRequest, entry: ActivityEntry) {
  return {
    userId: entry.userId !== undefined ? entry.userId : (req.session?.userId ?? null),
    impersonatorId: entry.impersonatorId !== undefined ? entry.impersonatorId : (req.session?.impersonatorId ?? null),
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: req.ip,
  };
}

/** The columns activityValues fills. */
export const ACTIVITY_VALUES = ['userId', 'impersonatorId', 'action', 'subjectType', 'subjectId', 'before', 'after', 'ip'] as const satisfies readonly (keyof ReturnType<typeof activityValues>)[];
