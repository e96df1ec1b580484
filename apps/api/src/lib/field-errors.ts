import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, translate, type FieldErrors, type Rule } from '@harmony/shared';
import { pathLabel, validationError } from './validate.js';

/**
 * Field errors a hook finds beyond the schema (a reference to a missing record, a cycle, a duplicate in a
 * set), collected and thrown together as one 422 — each labelled from the resource's own label group, with
 * the row's number inside a list (`related_ids.2` → "powiązane kategorie w wierszu 3").
 */
export class FieldErrorsOf {
  readonly errors: FieldErrors = {};
  constructor(private readonly req: FastifyRequest, private readonly labels: string) {}

  /** A rule's sentence ("in", "unique", …) on a field path. */
  rule(field: string, rule: Rule, ...args: (string | number)[]): this {
    const encoded = args.length ? `${rule}:${args.join(',')}` : rule;
    (this.errors[field] ??= []).push(formatRuleMessage(encoded, this.req.locale, pathLabel(this.req, field, this.labels)));
    return this;
  }

  /** A catalogue message on a field path ({{field}} is its label). */
  message(field: string, key: string): this {
    (this.errors[field] ??= []).push(translate(this.req.locale, key, { field: pathLabel(this.req, field, this.labels) }));
    return this;
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  throwIfAny(): void {
    if (this.any) throw validationError(this.errors);
  }
}
