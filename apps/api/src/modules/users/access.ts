import { ADMIN_ROLES, type Verb } from '@harmony/shared';

export const USERS_SUBJECT = 'Administracja__uzytkownicy';

/** Administrators only, and only with the permission: a custom group can't hand out Administrator. */
export const usersAccess = (verb: Verb) => ({ config: { roles: ADMIN_ROLES, permission: USERS_SUBJECT, verb } });
