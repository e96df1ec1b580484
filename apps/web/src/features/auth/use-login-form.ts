import { useRef, useState, type FormEvent } from 'react';
import type { LoginBody } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';

export type LoginField = 'email' | 'password';
type Values = Record<LoginField, string>;
/** A field's first error: a rule token of the shared schema ("required", "email") or a server message. */
type Errors = Partial<Record<LoginField, string>>;

/**
 * The shared schema (zod) is fetched on the first submit, not with the page: zod and a form library are the
 * largest parts of a sign-in form, and /login must render within its JavaScript budget
 * (scripts/bundle-budget.mjs). The rules are the same as the server's.
 */
let schema: Promise<(typeof import('@harmony/shared/schemas/auth'))['loginBody']> | null = null;
const loadSchema = () => (schema ??= import('@harmony/shared/schemas/auth').then((m) => m.loginBody));

async function validate(values: Values): Promise<{ errors: Errors; body?: LoginBody }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { errors: {}, body: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form: client rules from the shared schema (checked again as the user types after a failed
 * submit), 422 answers on the fields, a 429 kept on screen. On success the guest guard sends the user on
 * (to the remembered path when it is safe, else home).
 */
export function useLoginForm() {
  const { login } = useAuth();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const setValue = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) void validate(next).then((checked) => setErrors(checked.errors));
  };

  /** A demo account's one-click fill: values in, errors out. */
  const fill = (email: string, password: string) => {
    setValues({ email, password });
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    setSubmitting(true);
    setBlocked(null);
    try {
      const checked = await validate(values);
      if (!checked.body) return showErrors(checked.errors);
      setErrors({});
      await login(checked.body);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        showErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])));
      } else if (isApiError(error) && error.status === 429) setBlocked(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (field: LoginField) => ({
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
  });

  return { bind, errors, submitting, blocked, onSubmit, fill };
}
