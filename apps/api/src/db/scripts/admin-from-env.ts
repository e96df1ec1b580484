import { sql } from 'drizzle-orm';
import { ROLES } from '@harmony/shared';
import type { DbOrTx } from '../client.js';
import { findUserByEmail } from '../../modules/users/repository.js';
import { createUser } from '../seed/users.js';

/**
 * Server mode has no demo accounts: the first Superadministrator comes from HARMONY_ADMIN_EMAIL and
 * HARMONY_ADMIN_PASSWORD (created once, ignored when the e-mail exists) or from `npm run create-admin`.
 * Several instances starting at once on one database (npm run cluster) take turns on a transaction lock, so
 * one creates the account and the others find it; the user and its role are written together or not at all.
 */
export async function createAdminFromEnv(db: DbOrTx, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const email = env.HARMONY_ADMIN_EMAIL;
  const password = env.HARMONY_ADMIN_PASSWORD;
  if (!email || !password) return;
  if (await findUserByEmail(db, email)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('harmony:admin-from-env'))`);
    if (await findUserByEmail(tx, email)) return;
    await createUser(tx, { email, password, firstName: 'Super', lastName: 'Administrator', roles: [ROLES.superadmin] });
  });
}
