import type { LoginBody } from '@harmony/shared';
import type { ApiError } from '../../lib/api/api-error';

export type LoginField = 'email' | 'password';
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];
export type LoginValues = Record<LoginField, string>;
/** A field's first error: a rule token of the shared schema ("required", "email") or a server message. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The shared schema (zod) is fetched on the first submit, not with the page: zod is the largest part of a
 * sign-in form, and /login must render within its JavaScript budget (scripts/bundle-budget.mjs). The rules
 * are the same as the server's. Used by the app's form (use-login-form.ts) and the static page (src/static-login).
 */
let schema: Promise<(typeof import('@harmony/shared/schemas/auth'))['loginBody']> | null = null;
const loadSchema = () => (schema ??= import('@harmony/shared/schemas/auth').then((m) => m.loginBody));

export async function validateLogin(values: LoginValues): Promise<{ errors: LoginErrors; body?: LoginBody }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { errors: {}, body: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** What a failed sign-in shows: a 422's first message per field, or a message above the form (429 and the rest). */
export function loginFailure(error: ApiError): { errors: LoginErrors } | { blocked: string } {
  if (error.fieldErrors) {
    return { errors: Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])) };
  }
  return { blocked: error.message };
}

/** The first field with an error, to take the focus. */
export const firstInvalid = (errors: LoginErrors): LoginField | undefined => LOGIN_FIELDS.find((field) => errors[field]);
