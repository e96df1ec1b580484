import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBody } from '@harmony/shared';
import { applyFieldErrors, isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';

export type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;

/**
 * The sign-in form: client rules from the shared schema, 422 answers on the fields, a 429 kept on screen.
 * On success the guest guard sends the user on (to the remembered path when it is safe, else home).
 */
export function useLoginForm() {
  const { login } = useAuth();
  const [blocked, setBlocked] = useState<string | null>(null);
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setBlocked(null);
    try {
      await login(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError)) return;
      if (isApiError(error) && error.status === 429) setBlocked(error.message);
    }
  });

  return { form, onSubmit, blocked };
}
