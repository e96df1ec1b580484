import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_ROLES, MONTH_LOCKS_PATH, monthLockCreated, monthLockDeleted, monthLockInput, monthLockList, monthParamSchema, monthWords,
  type MonthLock,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { monthLocks, users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { ApiError } from '../../lib/http-errors.js';
import { unprocessable } from '../../lib/time-labels.js';
import { personName } from '../../lib/sql.js';

/**
 * Month locking (administrators): entries whose day falls in a locked month can then be created, changed
 * or deleted only by administrators (time-entries/rules.ts enforces it on every write).
 */
async function locks(db: DbOrTx, month?: string): Promise<MonthLock[]> {
  const rows = await db
    .select({
      month: monthLocks.month, lockedAt: monthLocks.lockedAt,
      userId: users.id, userName: personName(users),
    })
    .from(monthLocks)
    .leftJoin(users, eq(users.id, monthLocks.lockedBy))
    .where(month ? eq(monthLocks.month, `${month}-01`) : undefined)
    .orderBy(desc(monthLocks.month));
  return rows.map((r) => ({
    month: r.month.slice(0, 7),
    locked_by: r.userId === null ? null : { id: r.userId, name: r.userName },
    locked_at: r.lockedAt.toISOString(),
  }));
}

export default async function monthLockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { roles: ADMIN_ROLES, labels: 'time.fields' };

  app.get(MONTH_LOCKS_PATH, { config, schema: { response: { 200: monthLockList } } }, async () => ({ data: await locks(app.db) }));

  app.post(MONTH_LOCKS_PATH, { config, schema: { body: monthLockInput, response: { 201: monthLockCreated } } }, async (req, reply) => {
    const { month } = req.body;
    const lock = await app.db.transaction(async (tx) => {
      const inserted = await tx.insert(monthLocks).values({ month: `${month}-01`, lockedBy: req.user!.id })
        .onConflictDoNothing().returning({ month: monthLocks.month });
      if (!inserted.length) throw unprocessable({ month: [req.t('time.monthLocks.alreadyLocked', { month: monthWords(month, req.locale) })] });
      const [created] = await locks(tx, month);
      await logActivity(tx, req, { action: 'lock', subjectType: 'month-locks', subjectId: month, after: created });
      return created!;
    });
    return reply.status(201).send({ message: req.t('time.monthLocks.locked', { month: monthWords(month, req.locale) }), data: lock });
  });

  app.delete(`${MONTH_LOCKS_PATH}/:month`, { config, schema: { params: monthParamSchema, response: { 200: monthLockDeleted } } }, async (req) => {
    const { month } = req.params;
    await app.db.transaction(async (tx) => {
      const [before] = await locks(tx, month);
      if (!before) throw new ApiError(404, 'time.monthLocks.notLocked', { month: monthWords(month, req.locale) });
      await tx.delete(monthLocks).where(eq(monthLocks.month, `${month}-01`));
      await logActivity(tx, req, { action: 'unlock', subjectType: 'month-locks', subjectId: month, before });
    });
    return { month, message: req.t('time.monthLocks.unlocked', { month: monthWords(month, req.locale) }) };
  });
}
