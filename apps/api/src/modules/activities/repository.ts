import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TIMEZONE, type Activity, type ActivityListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { activities, users } from '../../db/schema.js';
import { searchWhere } from '../../lib/crud/repository.js';
import { personName } from '../../lib/sql.js';

const impersonators = alias(users, 'impersonators');
const SORT = { id: activities.id, created_at: activities.createdAt, action: activities.action } as const;

/** A calendar day's first instant in Europe/Warsaw (the seed's time zone), computed by the database. */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIMEZONE})`;

function whereOf(q: ActivityListQuery): SQL | undefined {
  return and(
    searchWhere([activities.action, activities.subjectType], q.search),
    q.user_id ? eq(activities.userId, q.user_id) : undefined,
    q.subject_type ? eq(activities.subjectType, q.subject_type) : undefined,
    q.subject_id ? eq(activities.subjectId, q.subject_id) : undefined,
    q.action ? eq(activities.action, q.action) : undefined,
    q.from ? gte(activities.createdAt, dayStart(q.from)) : undefined,
    q.to ? lt(activities.createdAt, dayStart(q.to, 1)) : undefined,
  );
}

/** Rows with the user's and the impersonator's names joined in: one query per page, no N+1. */
function selectRows(db: DbOrTx) {
  return db
    .select({
      id: activities.id,
      userId: users.id,
      userName: personName(users),
      impersonatorId: impersonators.id,
      impersonatorName: personName(impersonators),
      action: activities.action,
      subjectType: activities.subjectType,
      subjectId: activities.subjectId,
      before: activities.before,
      after: activities.after,
      ip: activities.ip,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .leftJoin(impersonators, eq(impersonators.id, activities.impersonatorId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function serialize(r: Selected): Activity {
  return {
    id: Number(r.id),
    user: r.userId === null ? null : { id: r.userId, name: r.userName },
    impersonator: r.impersonatorId === null ? null : { id: r.impersonatorId, name: r.impersonatorName },
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    before: r.before,
    after: r.after,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
  };
}

export async function listActivities(db: DbOrTx, q: ActivityListQuery) {
  const where = whereOf(q);
  const dir = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    selectRows(db).where(where).orderBy(dir(SORT[q.sort]), dir(activities.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows: rows.map(serialize), total: total?.n ?? 0 };
}

export async function findActivity(db: DbOrTx, id: number): Promise<Activity | null> {
  const [row] = await selectRows(db).where(eq(activities.id, id)).limit(1);
  return row ? serialize(row) : null;
}
