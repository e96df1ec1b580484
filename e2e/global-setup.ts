import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtp } from '../apps/api/test/helpers/smtp.js';
import { PUSH_SERVICE_CERT } from '../apps/api/test/helpers/push-service.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (support/browser.ts `baseURL()` picks the worker's own). */
    baseURLs: string[];
    /** Every mail the server sends lands here as <n>.json (a real SMTP peer receives it). */
    mailDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** As many servers as the e2e project has workers (vitest.config.ts): each worker's files meet only its own. */
const E2E_SERVERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Starts the real server (built SPA + API, one origin) on a free port with a fresh embedded database
 * seeded with the demo data, exactly as `npm start` would on a new machine — one per e2e worker, so two
 * workers run files side by side and each file still meets a server only the files before it in its own
 * worker have changed (settings, menu, group permissions). Both deliver to one real SMTP peer.
 */
export default async function setup(project: TestProject) {
  const webDist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No web build: run `npm run build -w @harmony/web` (npm test does it).');
  }
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-e2e-mail-'));
  let mails = 0;
  const smtp = await startSmtp({
    onMessage: (mail) => fs.writeFileSync(path.join(mailDir, `${++mails}.json`), JSON.stringify(mail)),
  });
  const firstPort = 3900 + Math.floor(Math.random() * 80);
  const servers = await Promise.all(Array.from({ length: E2E_SERVERS }, (_, i) => startServer(firstPort + i, smtp.port)));
  project.provide('baseURLs', servers.map((s) => s.baseURL));
  project.provide('mailDir', mailDir);

  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}

async function startServer(port: number, smtpPort: number): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test',
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), APP_URL: `http://127.0.0.1:${port}`, MAIL_WORKER_INTERVAL_MS: '500',
      // A journey fills a website's form in well under a person's 3 s (the API tests hold the minimum to it).
      FORM_MIN_FILL_SECONDS: '0',
      // The push journey's own push service on loopback (e2e/push.e2e.ts): its address allowed, its certificate trusted.
      PUSH_WORKER_INTERVAL_MS: '500', PUSH_SERVICE_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server);
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become ready within 120 s.');
}
