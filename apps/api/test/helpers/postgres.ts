import type pg from 'pg';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Ends every connection to a test database, then drops it. */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop database ${name}`);
  await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
}
