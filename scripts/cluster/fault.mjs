#!/usr/bin/env node
// `npm run cluster:fault [-- --minutes 5 --rate 30 --kill-every 20 --restart-after 3 --outage-seconds 10
//   --recover-seconds 30 --pg-cluster 15/main --skip-outage --keep --out fault.json]`
//
// Three API instances behind HAProxy (lib.mjs) on a scratch database (harmony_fault_<random> on DATABASE_URL's server,
// migrated by a first start alone, dropped at the end unless --keep), under a modest mixed load through the proxy
// (time entries written, mails sent to an SMTP sink and pushes to a Web Push service, both in this process — the
// tests' own, which decrypts what it receives —, the time list and /api/user read) while every 20 s one instance is
// SIGKILLed and started again. Then: every acknowledged entry is in the database, every acknowledged mail and push
// arrived exactly once once the queues drained, each kill cost at most the requests in flight. Run with tsx (the
// push service is the API tests' TypeScript: `npm run cluster:fault` does).
// Last, PostgreSQL itself is stopped for 10 s (answers must be 503 with errors.unavailable, pl and en) and started
// again; every instance must come back by itself. Exits 1 when a check fails.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fmt } from '../bench/report.mjs';
import { entryFactory } from '../bench/scenarios.mjs';
import { freePort, startServer } from '../bench/server.mjs';
import { Session } from '../bench/session.mjs';
import { startSink } from '../bench/sink.mjs';
import { startPushService, PUSH_SERVICE_CERT } from '../../apps/api/test/helpers/push-service.ts';
import { checkEntries, checkMails, checkPushes } from './fault-checks.mjs';
import { createScratchDatabase } from './fault-db.mjs';
import { failuresPerKill, killRounds } from './fault-kills.mjs';
import { Load } from './fault-load.mjs';
import { databaseOutage } from './fault-outage.mjs';
import { summary } from './fault-report.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '30' },
    'kill-every': { type: 'string', default: '20' },
    'restart-after': { type: 'string', default: '3' },
    'outage-seconds': { type: 'string', default: '10' },
    'recover-seconds': { type: 'string', default: '30' },
    'pg-cluster': { type: 'string', default: '15/main' },
    'skip-outage': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (its database is left alone: the run makes a scratch one beside it).');
  process.exit(2);
}
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
// While the database is stopped every instance warns twice a second per probe and once per request: counted, not shown.
const quiet = /not ready: |the database is unavailable: /;
let quieted = 0;
const clusterLog = (line) => (quiet.test(line) ? quieted++ : log(`[cluster] ${line}`));
const ADMIN = { email: 'fault@harmony.test', password: `Fault-run-${Date.now()}!` };
// The lease after which a killed worker's claimed mails are sent by another (10 min by default): short, so the queue
// drains within the run.
const MAIL_LOCK_MS = 15_000;
const PUSH_LOCK_MS = 15_000;
/** Browsers subscribed for the admin: every push goes to each. */
const BROWSERS = 4;

const scratch = await createScratchDatabase(process.env.DATABASE_URL);
log(`scratch database ${scratch.name}`);
// Every server this process starts (and the cluster's library) reads DATABASE_URL from here.
process.env.DATABASE_URL = scratch.url;
const sink = await startSink();
const pushService = await startPushService();
const env = {
  DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port),
  MAIL_WORKER_INTERVAL_MS: '500', MAIL_LOCK_MS: String(MAIL_LOCK_MS),
  // The push service is on loopback with a self-signed certificate the instances trust by this.
  PUSH_SERVICE_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT, PUSH_WORKER_INTERVAL_MS: '500', PUSH_LOCK_MS: String(PUSH_LOCK_MS),
};
const result = { database: scratch.name, options: values };
let cluster = null;
try {
  // The first start alone migrates the empty database and creates the admin; the cluster then starts on it.
  const first = await startServer({ ...env, HARMONY_ADMIN_EMAIL: ADMIN.email, HARMONY_ADMIN_PASSWORD: ADMIN.password });
  log(`migrated by a first start in ${fmt(first.coldStartMs / 1000, 1)} s`);
  await first.stop();
  const { startCluster } = await import('./lib.mjs');
  cluster = await startCluster({ instances: 3, port: await freePort(), env, log: clusterLog });
  log(`cluster at ${cluster.url}: ${cluster.nodes.map((n) => `${n.name ?? n.id} ${n.url}`).join(', ')}`);

  const session = new Session(cluster.url);
  await session.signIn(ADMIN.email, ADMIN.password);
  const me = await session.get('/api/user');
  const project = await session.request('POST', '/api/projects', { name: 'Fault run' });
  // No throttle in the way: the queue must drain within the run.
  await session.request('PUT', '/api/settings', { settings: [{ key: 'mailsPerMinute', value: '60000' }] });
  // The bench's own entry bodies: 15 minutes every 20, from 2031 on, never overlapping.
  const entry = entryFactory({ bench: me.id, benchProject: project.id, latestBench: null });
  const browsers = [];
  for (let i = 0; i < BROWSERS; i++) {
    const browser = pushService.subscribe();
    await session.request('POST', '/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null });
    browsers.push(browser);
  }

  const load = new Load({ url: cluster.url, session, rate: Number(values.rate), entry, userId: me.id });
  const durationMs = Number(values.minutes) * 60_000;
  log(`load: ${values.rate} requests a second for ${values.minutes} min; a kill every ${values['kill-every']} s, restart ${values['restart-after']} s later`);
  load.start();
  const kills = await killRounds({
    cluster, load, durationMs, everyMs: Number(values['kill-every']) * 1000, restartAfterMs: Number(values['restart-after']) * 1000, log,
  });
  await load.stop();
  const acked = load.acknowledged();
  log(`load stopped: ${load.records.length} requests, ${acked.entries.length} entries, ${acked.mails.length} mails and ${acked.pushes.length} pushes acknowledged`);

  result.requests = { total: load.records.length, failed: load.records.filter((r) => r.failure).length };
  result.kills = failuresPerKill(load.records, kills);
  result.entries = await checkEntries(scratch.url, acked.entries, project.id);
  result.mails = await checkMails(scratch.url, sink, acked.mails, { waitMs: MAIL_LOCK_MS + 60_000, log });
  result.pushes = await checkPushes(scratch.url, pushService, acked.pushes, browsers, { waitMs: PUSH_LOCK_MS + 60_000, log });
  result.failures = load.records.filter((r) => r.failure).map(({ done, ...r }) => r);

  if (!values['skip-outage']) {
    result.outage = await databaseOutage({
      cluster, session, seconds: Number(values['outage-seconds']), boundMs: Number(values['recover-seconds']) * 1000, pgCluster: values['pg-cluster'], log,
    });
  }
} catch (err) {
  result.error = err.stack ?? String(err);
  console.error(err);
} finally {
  if (quieted) log(`(${quieted} warnings of the instances about the database being away left out)`);
  await cluster?.stop().catch((err) => console.error(`stopping the cluster: ${err.message}`));
  await sink.close();
  await pushService.close();
  if (values.keep) log(`kept ${scratch.name} (--keep)`);
  else await scratch.drop().catch((err) => console.error(`dropping ${scratch.name}: ${err.message}`));
}

const ok = summary(result, console.log);
if (values.out) fs.writeFileSync(values.out, JSON.stringify({ ...result, ok }, null, 2));
process.exit(ok ? 0 : 1);
