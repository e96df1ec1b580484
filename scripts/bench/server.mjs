// The real server (apps/api/src/server.ts) as a child process: started on a free port against the
// configured database, timed from spawn to the first healthy answer, its memory read from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ARGS, freePort, untilHealthy } from '../lib/api-server.mjs';

export { freePort };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** VmRSS and VmHWM (peak) of a process in MB, or null once it is gone. */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Tracks the highest RSS seen since the last reset (polled; VmHWM covers the whole life). */
export class RssWatch {
  constructor(pid, everyMs = 100) {
    this.pid = pid;
    this.peak = 0;
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }
  sample() {
    const m = memoryOf(this.pid);
    if (m && m.rss > this.peak) this.peak = m.rss;
  }
  reset() {
    this.sample();
    const peak = this.peak;
    this.peak = 0;
    return peak;
  }
  stop() {
    clearInterval(this.timer);
  }
}

/** Starts the server and resolves once GET /api/health answers 200; `coldStartMs` is spawn → healthy. */
export async function startServer(env) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...API_ARGS], {
    cwd: ROOT,
    // `env` may change the defaults (the campaign's server: its SMTP sink, its worker ticking), never the address.
    env: { ...process.env, LOG_LEVEL: 'warn', MAIL_WORKER_INTERVAL_MS: '600000', PUBLIC_RATE_PER_MINUTE: '0',
      // Behind a proxy, as in production: the form submissions' visitors come from many addresses (X-Forwarded-For).
      TRUST_PROXY: 'true', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, child, { output: () => output });
  const coldStartMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    coldStartMs,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
