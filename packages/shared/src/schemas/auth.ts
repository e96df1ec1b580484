import { z } from 'zod';
import type { Permission } from '../permissions/catalogue.js';
import { v } from '../validation/rules.js';

export const loginBody = z.object({
  email: v.email(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'max:200' }),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** GET /api/user (seed section 3, "Logged-in user"). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
  permissions: Permission[];
  impersonator_id: number | null;
}

/** SessionUser as a response schema (GET /api/user, sign-in, profile, impersonation). */
export const sessionUserRead = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.object({ subject: z.string(), action: z.string() })),
  impersonator_id: z.number().int().nullable(),
});
// The interface keeps the catalogue's types for subject and action; the schema must take every SessionUser.
((user: SessionUser): z.input<typeof sessionUserRead> => user) satisfies unknown;

export interface MenuSection {
  key: string;
  name: string;
  enabled: boolean;
}

export interface AppConfig {
  settings: Record<string, string>;
  menu: MenuSection[];
}

export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
}
