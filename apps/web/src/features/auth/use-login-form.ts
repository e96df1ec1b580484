import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { firstInvalid, loginFailure, validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-rules';

export type { LoginField } from './login-rules';

/**
 * The sign-in form: client rules from the shared schema (checked again as the user types after a failed
 * submit), 422 answers on the fields, a 429 kept on screen. On success the guest guard sends the user on
 * (to the remembered path when it is safe, else home).
 */
export function useLoginForm() {
  const { login } = useAuth();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) inputs.current[first]?.focus();
  };

  const setValue = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) void validateLogin(next).then((checked) => setErrors(checked.errors));
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
      const checked = await validateLogin(values);
      if (!checked.body) return showErrors(checked.errors);
      setErrors({});
      await login(checked.body);
    } catch (error) {
      if (!isApiError(error)) return;
      const failure = loginFailure(error);
      if ('errors' in failure) showErrors(failure.errors);
      else if (error.status === 429) setBlocked(failure.blocked);
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
