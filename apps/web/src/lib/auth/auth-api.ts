import type { LoginBody, SessionUser } from '@harmony/shared';
import { api } from '../api';

export interface LoginResponse {
  message: string;
  user: SessionUser;
  token: null;
}

export const postLogin = (body: LoginBody) => api.post<LoginResponse>('/login', body);

export const postLogout = () => api.post<{ message: string }>('/logout');
