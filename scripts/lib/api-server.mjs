// What the scripts that run the real API server (apps/api/src/server.ts) as a child process share: the benchmark's
// server (bench/server.mjs) and the cluster's instances (cluster/lib.mjs).
import net from 'node:net';

/** The server from its sources, as `npm start` runs it (there is no built API): `node ...API_ARGS` in the repo root. */
export const API_ARGS = ['--import', 'tsx', 'apps/api/src/server.ts'];

/** A port nobody listens on right now on the loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once GET `url`/api/health answers 200; throws with the server's output so far (`output()`) when the
 * child exits first or `timeoutMs` passes.
 */
export async function untilHealthy(url, child, { timeoutMs = 600_000, output = () => '' } = {}) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    if (performance.now() - started > timeoutMs) throw new Error(`The server did not answer within ${Math.round(timeoutMs / 1000)} s:\n${output()}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
