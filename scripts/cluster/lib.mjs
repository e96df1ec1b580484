// N API instances (apps/api/src/server.ts) on one PostgreSQL behind HAProxy, as in production (docs/haproxy.cfg):
// round robin, no stickiness, health checks on /api/ready. Behind `npm run cluster` (cluster.mjs), the benchmark's
// --instances (bench/instances.mjs) and the multi-instance tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import readline from 'node:readline';
import { API_ARGS, freePort, untilHealthy } from '../lib/api-server.mjs';
import { ROOT } from '../lib/web-build.mjs';
import { haproxyConfig } from './haproxy-config.mjs';

export const HAPROXY_MISSING = 'HAProxy is not installed: apt-get install -y haproxy (Debian) — npm run cluster needs it.';
const NO_DATABASE = 'npm run cluster needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) belongs to one process.';
/** How long `stop()` waits for an instance to drain and close after SIGTERM before it kills it. */
const STOP_GRACE_MS = 10_000;
/** How much of each child's output is kept to explain a failed start. */
const TAIL_CHARS = 20_000;

/** Sends `signal` to the child if it still runs; resolves once it has exited. */
function signalAndWait(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

/** `kill('SIGTERM')`, then `kill('SIGKILL')` if it has not exited after the grace period. */
async function gently(kill) {
  const timer = setTimeout(() => void kill('SIGKILL'), STOP_GRACE_MS);
  await kill('SIGTERM');
  clearTimeout(timer);
}

/** Each line the child prints goes to `log` with its name in front; the last lines are kept for errors. */
function follow(child, name, log) {
  let tail = '';
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      tail = `${tail}${line}\n`.slice(-TAIL_CHARS);
      log(`[${name}] ${line}`);
    });
  }
  return () => tail;
}

/** One API instance on its own port, which it keeps across restarts (HAProxy's config names it). */
function instance(id, port, env, log) {
  const url = `http://127.0.0.1:${port}`;
  const name = `api${id}`;
  let child = null;
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    id,
    name,
    url,
    get pid() {
      return child?.pid;
    },
    get alive() {
      return alive();
    },
    /** Starts it (again) on its port; resolves when /api/health answers (HAProxy's checks take it back ~1 s later). */
    async start() {
      if (alive()) return;
      const started = spawn(process.execPath, API_ARGS, {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const output = follow(started, name, log);
      started.once('exit', (code, signal) => log(`${name} (pid ${started.pid}) exited: ${signal ?? `code ${code}`}`));
      await untilHealthy(url, started, { output });
    },
    /** Kills it (SIGKILL by default: a crash); resolves when the process has exited. The signal leaves at once. */
    kill: (signal = 'SIGKILL') => signalAndWait(child, signal),
  };
}

/** Resolves when nothing listens on 127.0.0.1:`port` (else the proxy's checks could reach someone else's server). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** HAProxy's version line; throws HAPROXY_MISSING when `haproxy` is not on PATH. */
export function requireHaproxy() {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (probe.error) throw new Error(HAPROXY_MISSING);
  return probe.stdout.split('\n')[0];
}

/** HAProxy in the foreground (-db) on its config in a temp dir; resolves when the proxy answers on `url`. */
async function startHaproxy(config, url, log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = follow(child, 'haproxy', log);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  child.once('exit', removeDir);
  try {
    await untilHealthy(url, child, { timeoutMs: 15_000, output: () => `${output()}\n(config: ${file})` });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/**
 * Starts `instances` API instances on free ports and HAProxy in front of them on 127.0.0.1:`port`. The first
 * instance starts alone (it migrates the database), the others together. Every instance gets the same
 * DATABASE_URL, FILES_DIR and WEB_DIST, TRUST_PROXY=true, then `env`. `trustClientForwardedFor` (the benchmark
 * only) keeps a client's own X-Forwarded-For instead of overwriting it with the client's address.
 */
export async function startCluster({ instances = 3, port = 3000, env = {}, log = console.log, trustClientForwardedFor = false } = {}) {
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error(NO_DATABASE);
  if (!(Number.isInteger(instances) && instances >= 1)) throw new Error(`instances must be a whole number, 1 or more (got ${instances}).`);
  log(`${requireHaproxy()}; ${instances} instances`);

  // The defaults the server would pick on its own (config.ts), written out so every instance gets the very same.
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
  const shared = {
    FILES_DIR: path.resolve(ROOT, process.env.FILES_DIR ?? path.join(dataDir, 'files')),
    WEB_DIST: path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist'),
    TRUST_PROXY: 'true',
    ...env,
    DATABASE_URL: databaseUrl,
  };
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: choose another (npm run cluster -- --port 3100).`);
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort());
  const nodes = ports.map((p, i) => instance(i + 1, p, shared, log));
  const url = `http://127.0.0.1:${port}`;
  let proxy = null;
  let stopped = false;
  // The children are ours alone: if this process ends without stop() (an uncaught error), they end with it.
  const killAll = () => {
    proxy?.kill('SIGKILL');
    for (const node of nodes) void node.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killAll);
    // Instances first: each drains (its /api/ready says 503, HAProxy moves away) while the proxy still runs.
    await Promise.all(nodes.map((node) => gently(node.kill)));
    await gently((signal) => signalAndWait(proxy, signal));
  };

  try {
    log(`starting ${nodes[0].name} alone (it migrates the database)…`);
    await nodes[0].start();
    if (nodes.length > 1) log(`starting ${nodes.slice(1).map((n) => n.name).join(', ')}…`);
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    const config = haproxyConfig({ port, servers: nodes.map((n) => ({ name: n.name, url: n.url })), trustClientForwardedFor });
    proxy = await startHaproxy(config, url, log);
  } catch (error) {
    await stop();
    throw error;
  }

  return { url, nodes, proxyPid: proxy.pid, stop };
}
