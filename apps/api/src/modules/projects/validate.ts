import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatRuleMessage, type FieldErrors, type Rule } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, categoryTypes, statuses, users } from '../../db/schema.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';

/** Where the field names of projects, categories and allocations are translated. */
export const PROJECT_LABELS = 'projects.fields';

/** A field's label; inside a list by row: `allocations.3.user_id` → "użytkownik w wierszu 4". */
export function labelOf(req: FastifyRequest, field: string): string {
  const parts = field.split('.');
  const leaf = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? field;
  const label = fieldLabel(req, leaf, PROJECT_LABELS);
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  if (index < 0 || parts[index + 1] === undefined) return label;
  return req.t('projects.row', { field: label, row: Number(parts[index]) + 1 });
}

export function failure(errors: FieldErrors): ApiError {
  return new ApiError(422, Object.values(errors)[0]?.[0] ?? 'errors.validation', {}, errors);
}

/** Collects field errors of one request, then throws them together. */
export class FieldCheck {
  readonly errors: FieldErrors = {};
  constructor(private readonly req: FastifyRequest) {}

  rule(field: string, rule: Rule): void {
    (this.errors[field] ??= []).push(formatRuleMessage(rule, this.req.locale, labelOf(this.req, field)));
  }

  message(field: string, key: string): void {
    (this.errors[field] ??= []).push(this.req.t(key));
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw failure(this.errors);
  }
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

export const categoryExists = (db: DbOrTx, id: number) =>
  exists(db.select({ one: sql`1` }).from(categories).where(eq(categories.id, id)).limit(1));

export const categoryTypeExists = (db: DbOrTx, id: number) =>
  exists(db.select({ one: sql`1` }).from(categoryTypes).where(eq(categoryTypes.id, id)).limit(1));

/** Project statuses are the ones that apply to projects. */
export const projectStatusExists = (db: DbOrTx, id: number) =>
  exists(db.select({ one: sql`1` }).from(statuses).where(and(eq(statuses.id, id), eq(statuses.appliesTo, 'projects'))).limit(1));

export const activeUserExists = (db: DbOrTx, id: number) =>
  exists(db.select({ one: sql`1` }).from(users).where(and(eq(users.id, id), eq(users.active, true))).limit(1));

/** Which of these user ids exist. */
export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}
