/**
 * `npm run test:security` (documented in docs/security.md; not part of `npm test` or CI): starts the real
 * server on a throwaway embedded database (a fresh DATA_DIR, demo data seeded), then
 *   1. sqlmap (--level/--risk 2) on the search, sort, order, paging and filter parameters of every list, and
 *   2. a mixed-load soak of SOAK_SECONDS (default 600): 0 errors and RSS growth under 10 % to pass.
 * Env: SECURITY_ONLY=sqlmap|soak, SQLMAP_ENDPOINTS (a regex of list URLs), SQLMAP_LEVEL, SQLMAP_RISK,
 * SOAK_SECONDS, SOAK_USERS. Writes .tmp/security/summary.json; exits non-zero on any finding.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@harmony/shared';
import { freePort, HttpClient, startServer } from '../../apps/api/test/durability/support/child-server.js';
import { listRoutes } from './routes.js';
import { soak, type SoakResult } from './soak.js';
import { listQuery, scan, type ScanResult } from './sqlmap.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = path.join(ROOT, '.tmp', 'security');
const only = process.env.SECURITY_ONLY;
const filter = new RegExp(process.env.SQLMAP_ENDPOINTS ?? '.');
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

if (only !== 'soak' && spawnSync('sqlmap', ['--version']).status !== 0) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap (Debian), or run with SECURITY_ONLY=soak.');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-security-'));
console.log(`Starting the server on a throwaway database in ${dataDir} (the first start seeds the demo data)…`);
const server = await startServer({ port: await freePort(), dataDir, timeoutMs: 600_000 });
const summary: { sqlmap?: ScanResult[]; soak?: SoakResult; problems: string[] } = { problems: [] };
try {
  const client = new HttpClient(server.base);
  const login = await client.request('POST', '/login', { email: 'admin@demo.local', password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);

  if (only !== 'soak') {
    summary.sqlmap = [];
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Not lists: a session change and an event stream.
    const urls = (await listRoutes()).filter((u) => filter.test(u) && !/impersonating|stream$/.test(u));
    for (const url of urls) {
      const query = await listQuery(client, url);
      if (!query) continue;
      const level = Number(process.env.SQLMAP_LEVEL ?? 2);
      const risk = Number(process.env.SQLMAP_RISK ?? 2);
      const result = await scan({ base: server.base, url, query, cookie, outDir: OUT, level, risk });
      summary.sqlmap.push(result);
      console.log(`sqlmap ${url} [${result.parameters.join(', ')}]: ${result.injectable.length ? `INJECTABLE ${result.injectable.join(', ')}` : 'not injectable'}, ${result.serverErrors} 5xx (${result.seconds} s)`);
      if (result.exit !== 0) summary.problems.push(`sqlmap exited ${result.exit} on ${url}`);
      if (result.serverErrors) summary.problems.push(`${result.serverErrors} answers of 5xx to sqlmap on ${url}`);
    }
    const injectable = summary.sqlmap.flatMap((r) => r.injectable.map((p) => `${r.url} ${p}`));
    const tested = summary.sqlmap.reduce((n, r) => n + r.parameters.length, 0);
    console.log(`sqlmap: ${summary.sqlmap.length} lists, ${tested} parameters, ${injectable.length} injectable`);
    if (injectable.length) summary.problems.push(`injectable: ${injectable.join('; ')}`);
    // Still alive and still signed in after tens of thousands of hostile requests.
    if ((await client.request('GET', '/api/user')).status !== 200) summary.problems.push('the session did not survive the scan');
  }

  if (only !== 'sqlmap') {
    const seconds = Number(process.env.SOAK_SECONDS ?? 600);
    console.log(`Soak: ${seconds} s of mixed load…`);
    summary.soak = await soak({ base: server.base, pid: server.process.pid!, seconds, users: Number(process.env.SOAK_USERS ?? 8) });
    const s = summary.soak;
    console.log(`soak: ${s.requests} requests in ${s.seconds} s, ${s.errors} errors; RSS ${s.rssAfterWarmupMb} MB after warm-up → ${s.rssAtEndMb} MB (${s.growthPercent} %)`);
    console.log(`RSS every 5 s (MB): ${s.rssSamplesMb.join(' ')}`);
    if (s.errors) summary.problems.push(`soak errors: ${s.firstErrors.join('; ')}`);
    if (!(s.growthPercent < 10)) summary.problems.push(`memory grew ${s.growthPercent} % (limit 10 %)`);
  }
} catch (err) {
  summary.problems.push(String((err as Error).stack ?? err));
} finally {
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(summary, null, 2));
for (const p of summary.problems) console.log(`✗ ${p}`);
console.log(summary.problems.length ? `Security run: ${summary.problems.length} problem(s)` : 'Security run: no findings');
process.exit(summary.problems.length ? 1 : 0);
