// The fault run's database side: a scratch database on DATABASE_URL's server (created empty, migrated by the first
// instance that starts, dropped at the end), queries against it to check what the API acknowledged, and the local
// PostgreSQL stopped and started again with pg_ctlcluster (Debian's wrapper; root only).
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** DATABASE_URL with another database name (the server's `postgres` database for CREATE and DROP). */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A new empty database `harmony_fault_<random>` next to DATABASE_URL's: its name and URL, and how to drop it. */
export async function createScratchDatabase(baseUrl) {
  const name = `harmony_fault_${randomBytes(4).toString('hex')}`;
  const admin = withDatabase(baseUrl, 'postgres');
  await query(admin, `create database ${name}`);
  return {
    name,
    url: withDatabase(baseUrl, name),
    // WITH (FORCE) ends what is still connected (a node that outlived the cluster's stop).
    drop: () => query(admin, `drop database if exists ${name} with (force)`),
  };
}

const ctlArgs = (cluster, action) => ['--skip-systemctl-redirect', ...cluster.split('/'), action];

/** `pg_ctlcluster <version> <name> stop|start`, e.g. cluster '15/main'; systemd left out (no systemd here). */
export async function pgCtl(cluster, action) {
  await run('pg_ctlcluster', ctlArgs(cluster, action), { timeout: 60_000 });
}

/** Starts the cluster unless it runs already: what must happen after a stop, whatever else went wrong. */
export async function pgStartAgain(cluster) {
  try {
    await pgCtl(cluster, 'start');
  } catch (err) {
    // `start` refuses a cluster that is running; `status` exits 0 only then.
    const running = await run('pg_ctlcluster', ctlArgs(cluster, 'status')).then(() => true, () => false);
    if (!running) throw err;
  }
}

/**
 * While PostgreSQL is stopped, Ctrl+C or a SIGTERM must not leave it down for everyone else on the machine: the
 * handler starts it (synchronously) before the process ends. Returns what removes the handlers.
 */
export function startAgainOnSignal(cluster) {
  const handler = (signal) => {
    try {
      execFileSync('pg_ctlcluster', ctlArgs(cluster, 'start'), { stdio: 'inherit', timeout: 60_000 });
    } finally {
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.removeListener('SIGINT', handler);
    process.removeListener('SIGTERM', handler);
  };
}
