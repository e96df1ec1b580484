import { ADMIN_ROLES, usersContract, type Verb } from '@harmony/shared';

export const USERS_SUBJECT = usersContract.permission;

/**
 * Administrators only, and only with the permission: a custom group can't hand out Administrator. `labels`
 * names the fields of the route's 422s (the users contract's group unless the route's body is another's).
 */
export const usersAccess = (verb: Verb, labels: string = usersContract.labels) => ({
  config: { roles: ADMIN_ROLES, permission: USERS_SUBJECT, verb, labels },
});
