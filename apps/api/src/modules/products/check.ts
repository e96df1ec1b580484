import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, productsContract, type FieldErrors, type Locale } from '@harmony/shared';
import { pathLabel, validationError } from '../../lib/validate.js';

/**
 * Collects a product write's field errors (paths like `attribute_values.2.value`, labelled from the products'
 * label group, "wartość w wierszu 3"), then throws them together as one 422: nothing is written.
 */
export class ProductCheck {
  readonly errors: FieldErrors = {};
  constructor(private readonly req: FastifyRequest) {}

  get locale(): Locale {
    return this.req.locale;
  }

  /** A rule broken on a field: `in`, `max:100`, `mimes:jpg, png` … */
  rule(field: string, rule: string): void {
    (this.errors[field] ??= []).push(formatRuleMessage(rule, this.req.locale, pathLabel(this.req, field, productsContract.labels)));
  }

  /** A sentence of its own (an i18n key) on a field. */
  message(field: string, key: string, args: Record<string, string | number> = {}): void {
    (this.errors[field] ??= []).push(this.req.t(key, args));
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw validationError(this.errors);
  }
}
