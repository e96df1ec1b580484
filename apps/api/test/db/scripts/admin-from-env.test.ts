import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES } from '@harmony/shared';
import { openPostgres, type Database } from '../../../src/db/client.js';
import { createAdminFromEnv } from '../../../src/db/scripts/admin-from-env.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { rows } from '../../helpers/db.js';
import { withDatabase } from '../../helpers/postgres.js';

const EMAIL = 'Cluster.Admin@example.test';
const ENV = { HARMONY_ADMIN_EMAIL: EMAIL, HARMONY_ADMIN_PASSWORD: 'Cluster!2026-admin' };

let t: TestDatabase;
/** The instances starting at once: on PostgreSQL each with its own pool, as separate processes have. */
const instances: Database[] = [];
beforeAll(async () => {
  t = await openTestDatabase();
  if (inject('testDb') === 'postgres') {
    const [current] = await rows<{ name: string }>(t.database, sql`select current_database() as name`);
    for (let i = 0; i < 3; i++) instances.push(openPostgres(withDatabase(inject('adminUrl'), current!.name), 2));
  } else {
    for (let i = 0; i < 3; i++) instances.push(t.database);
  }
});
afterAll(async () => {
  for (const database of instances) if (database !== t.database) await database.close();
  await t.dispose();
});

describe('the first Superadministrator from HARMONY_ADMIN_* (db/scripts/admin-from-env.ts)', () => {
  it('is created once, with its role, when three instances start at the same moment; none of them fails', async () => {
    const outcomes = await Promise.allSettled(instances.map((database) => createAdminFromEnv(database.db, ENV)));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

    const admins = await rows<{ roles: string[] }>(t.database, sql`
      select u.id, array_agg(r.name) as roles from users u
      left join user_roles ur on ur.user_id = u.id left join roles r on r.id = ur.role_id
      where lower(u.email) = lower(${EMAIL}) group by u.id`);
    expect(admins).toHaveLength(1);
    expect(admins[0]!.roles).toEqual([ROLES.superadmin]);

    // A later start finds it and leaves it alone.
    await createAdminFromEnv(instances[0]!.db, ENV);
    const [count] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from users where lower(email) = lower(${EMAIL})`);
    expect(count!.n).toBe(1);
  }, 30_000);
});
