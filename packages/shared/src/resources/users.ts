import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { confirmed, v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** A one-time link's token as it appears in /ustaw-haslo/:token (base64url, the route table's check). */
export const PASSWORD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
/** How long a set-password link stays valid. */
export const PASSWORD_TOKEN_TTL_HOURS = 72;
export const PASSWORD_MIN_LENGTH = 8;
export const USER_ROLES_MAX = 20;

const roleIds = z
  .array(v.id(), { error: encodeRule('required') })
  .min(1, { error: encodeRule('required') })
  .max(USER_ROLES_MAX, { error: encodeRule('array', 1, USER_ROLES_MAX) });

/** A form's empty password field means "no password given". */
const blankToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);
const optionalPassword = z.preprocess(blankToUndefined, v.password(PASSWORD_MIN_LENGTH).optional());

/** The fields of the user form (/administrator/uzytkownicy/dodaj, /{id}/edytuj) without passwords. */
export const userFields = z.object({
  first_name: v.text(100),
  last_name: v.text(100),
  email: v.email(),
  /** Role (user group) ids, at least one. Superadministrator is never assignable. */
  roles: roleIds,
  active: z.boolean({ error: encodeRule('required') }).default(true),
});

/**
 * POST /api/users. `send_password` mirrors the query flag of the seed (`?send_password=1`): with it the
 * user gets an e-mail with a set-password link and no password is sent; without it password and
 * password_confirmation are required. The form keeps the flag as a field; the API takes it from the query.
 */
export const userCreateInput = userFields
  .extend({
    send_password: z.boolean().default(false),
    password: optionalPassword,
    password_confirmation: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.send_password) return;
    if (value.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: encodeRule('required') });
    } else if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: encodeRule('confirmed') });
    }
  });
export type UserCreateInput = z.input<typeof userCreateInput>;

/** PUT /api/users/{id}: the same fields; a password only when it changes (then confirmed). */
export const userUpdateInput = userFields
  .extend({
    password: optionalPassword,
    password_confirmation: z.string().optional(),
    /** Needed only when you change your own password. */
    current_password: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: encodeRule('confirmed') });
    }
  });
export type UserUpdateInput = z.input<typeof userUpdateInput>;

/** PUT /api/users/{id}/password. `current_password` is required when the password is your own. */
export const passwordChangeInput = confirmed(
  z.object({
    password: v.password(PASSWORD_MIN_LENGTH),
    password_confirmation: z.string().optional(),
    current_password: z.string().max(200).optional(),
  }),
  'password',
);
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/**
 * PUT /api/user/profile: your own name and e-mail (/uzytkownik/profil), checked as on the users screen.
 * Roles and the active flag stay with administrators; the password changes through PUT /api/users/{id}/password.
 */
export const profileInput = userFields.pick({ first_name: true, last_name: true, email: true });
export type ProfileInput = z.input<typeof profileInput>;

/** POST /api/password/set: the one-time link's token and the new password. */
export const setPasswordInput = confirmed(
  z.object({
    token: z.string({ error: encodeRule('required') }).min(1, { error: encodeRule('required') }).max(200),
    password: v.password(PASSWORD_MIN_LENGTH),
    password_confirmation: z.string().optional(),
  }),
  'password',
);
export type SetPasswordInput = z.input<typeof setPasswordInput>;

export const USER_SORTABLE = ['id', 'last_name', 'first_name', 'email', 'created_at', 'last_login_at'] as const;

/** The query of POST /api/users: `send_password=1` (or `true`) sends the set-password e-mail. */
export const userCreateQuery = z.object({
  send_password: v.oneOf(['0', '1', 'true', 'false'] as const).optional(),
});

const roleRef = z.object({ id: z.number().int(), name: z.string() });

/** A row of GET /api/users (and the activity log's copy of a user). */
export const userRowRead = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(roleRef),
  /** ISO date-time; null before the first sign-in. */
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRowRead>;

/** GET /api/users/{id} and the record a PUT answers: a row with what only the edit screen needs. */
export const userRead = userRowRead.extend({
  updated_at: z.string(),
  /** False while the user has not set a password yet (created with send_password). */
  has_password: z.boolean(),
});
export type User = z.infer<typeof userRead>;

/**
 * Users (/administrator/uzytkownicy). The label group is the form's and the API's 422s alike; roles and the
 * set-password link read it too (users.fields in the users i18n module).
 */
export const usersContract = defineContract({
  name: 'users',
  path: '/api/users',
  ...RESOURCES.users,
  input: userCreateInput,
  update: userUpdateInput,
  read: userRead,
  list: {
    sort: USER_SORTABLE,
    defaultSort: 'last_name',
    filters: {
      /** A role (user group) id. */
      role: v.id().optional(),
      active: v.oneOf(['true', 'false'] as const).optional(),
    },
    search: ['first_name', 'last_name', 'email'],
  },
  labels: 'users.fields',
});
export const userListQuery = usersContract.listQuery;
export type UserListQuery = z.input<typeof userListQuery>;

/** GET /api/password/token/{token}: whether the link still works, and for whose account. */
export const passwordTokenRead = z.object({ valid: z.boolean(), email: z.string().optional() });
export type PasswordTokenInfo = z.infer<typeof passwordTokenRead>;
