import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatRuleMessage, translate, type FieldErrors, type Rule } from '@harmony/shared';
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

/** A message of this module's catalogue, or a rule's sentence about the field. */
function messageOf(req: FastifyRequest, field: string, message: string): string {
  const own = translate(req.locale, message);
  return own !== message ? own : formatRuleMessage(message, req.locale, labelOf(req, field));
}

/** parse() for this area: rules with its labels, and its own messages (`projects.allocations.…`) translated. */
export function parseProjects<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(messageOf(req, field, issue.message));
  }
  throw failure(errors);
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
