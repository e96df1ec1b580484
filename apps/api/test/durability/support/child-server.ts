import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A port nobody listens on right now (the child binds it; kept across its restarts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  base: string;
  process: ChildProcess;
  /** Output so far (shown when a start fails). */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no close — a crash. Resolves once the process is gone. */
  kill(): Promise<void>;
}

/**
 * The real server (apps/api/src/server.ts, as `npm start` runs it) in a child process on 127.0.0.1:`port`,
 * on PGlite in `dataDir` or on PostgreSQL at `databaseUrl`. Resolves when /api/health answers.
 */
export async function startServer(o: {
  port: number; dataDir?: string; databaseUrl?: string; timeoutMs?: number; env?: Record<string, string>;
}): Promise<ChildServer> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-crash-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>crash</title>');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATABASE_URL: o.databaseUrl ?? '',
      DATA_DIR: o.dataDir ?? path.join(webDist, 'unused'),
      WEB_DIST: webDist,
      FILES_DIR: path.join(webDist, 'files'),
      SESSION_SECRET: 'crash-test-secret-crash-test-secret',
      LOG_LEVEL: 'error',
      MAIL_WORKER_INTERVAL_MS: '3600000',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => fs.rmSync(webDist, { recursive: true, force: true }), () => undefined);
  const base = `http://127.0.0.1:${o.port}`;
  const until = Date.now() + (o.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} while starting:\n${out}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within the time limit:\n${out}`);
    }
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    process: child,
    output: () => out,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A browser-like HTTP client: keeps cookies and sends the CSRF header on writes, like the SPA. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(public base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') Object.assign(headers, { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')!, 'x-requested-with': 'XMLHttpRequest' });
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), decodeURIComponent(pair!.slice(at + 1)));
    }
    return res;
  }
}

/** mulberry32: a tiny seeded PRNG, so the kill moments are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
