import type { PasswordTokenInfo } from '@harmony/shared';
import { api } from '../../lib/api';

/** GET /api/password/token/{token}: whether the link still works, and for which e-mail. Quiet: the page says it. */
export const checkToken = (token: string) => api.get<PasswordTokenInfo>(`/api/password/token/${encodeURIComponent(token)}`, { silent: true });

/** POST /api/password/set: the server's message becomes the success alert. */
export const setPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  api.post<{ message: string }>('/api/password/set', body);
