import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ChildServer } from '../../durability/support/child-server.js';
import { privateDatabase } from '../../durability/support/private-database.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const DRAIN_MS = 1_500;
/** Longer than the wait for a second signal, so only that signal can end it early. */
const LONG_DRAIN_MS = 8_000;

/** The real server (server.ts) in a child process, asked to drain as it would behind the proxy. */
async function drainingServer(drainMs: number): Promise<ChildServer> {
  const db = await privateDatabase(cleanups);
  const server = await startServer({ port: await freePort(), ...db.env, env: { DRAIN_MS: String(drainMs) } });
  cleanups.push(() => server.kill());
  return server;
}

const exitOf = (server: ChildServer) => new Promise<number | null>((resolve) => {
  if (server.process.exitCode !== null) resolve(server.process.exitCode);
  else server.process.once('exit', (code) => resolve(code));
});
const statusOf = (server: ChildServer, path: string) => fetch(`${server.base}${path}`).then((r) => r.status, () => 0);

describe('stopping an instance (server.ts)', () => {
  it('on SIGTERM turns not-ready at once, keeps serving while the proxy takes it out, then exits 0', async () => {
    const server = await drainingServer(DRAIN_MS);
    expect(await statusOf(server, '/api/ready')).toBe(200);

    const signalled = performance.now();
    const exited = exitOf(server);
    server.process.kill('SIGTERM');
    await expect.poll(() => statusOf(server, '/api/ready'), { timeout: 1_000, interval: 20 }).toBe(503);
    expect(await statusOf(server, '/api/health')).toBe(200);
    expect(await statusOf(server, '/api/user')).toBe(401);
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 100);
  }, 120_000);

  it('takes the same signal twice at once as one (a terminal and a wrapper both pass Ctrl+C on); a later one exits at once', async () => {
    const server = await drainingServer(LONG_DRAIN_MS);
    const exited = exitOf(server);
    server.process.kill('SIGINT');
    server.process.kill('SIGINT');
    await expect.poll(() => statusOf(server, '/api/ready'), { timeout: 1_000, interval: 20 }).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await statusOf(server, '/api/health')).toBe(200);

    const again = performance.now();
    server.process.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(performance.now() - again).toBeLessThan(2_000);
  }, 120_000);
});
