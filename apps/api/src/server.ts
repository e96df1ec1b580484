import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { prepareDatabase, resolveSecret } from './db/prepare.js';
import { createAdminFromEnv } from './db/scripts/admin-from-env.js';
import { startMailWorker } from './lib/mail/worker.js';
import { startPushWorker } from './lib/push/worker.js';
import { FileStorage } from './lib/files/storage.js';
import { backfillRenditions } from './lib/files/renditions.js';
import { startDraining } from './modules/health/draining.js';

const started = performance.now();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const { demoSeeded } = await prepareDatabase(database, { demo: config.seedDemo, filesDir: config.filesDir });
await createAdminFromEnv(database.db);
const secret = await resolveSecret(database, config.sessionSecret);
const app = await buildApp({ config, database, secret });
// Delivers the durable mail queue over SMTP; safe to run in every instance (claims never overlap).
// MAIL_LOCK_MS: how long before a killed instance's messages are taken over (10 minutes; the crash test, less).
const stopMailWorker = startMailWorker(app, {
  intervalMs: Number(process.env.MAIL_WORKER_INTERVAL_MS ?? 5000),
  ...(process.env.MAIL_LOCK_MS ? { lockMs: Number(process.env.MAIL_LOCK_MS) } : {}),
});
// Sends Web Push notifications from their queue, likewise in every instance; PUSH_LOCK_MS as MAIL_LOCK_MS.
const stopPushWorker = startPushWorker(app, {
  intervalMs: Number(process.env.PUSH_WORKER_INTERVAL_MS ?? 5000),
  ...(process.env.PUSH_LOCK_MS ? { lockMs: Number(process.env.PUSH_LOCK_MS) } : {}),
});

// Behind a proxy (npm run cluster, docs/haproxy.cfg), a stopping instance first answers 503 on /api/ready and
// keeps serving for DRAIN_MS, long enough for the proxy's checks (two failures, 0.5 s apart) to take it out, so
// no request is sent to a closed port. None in the tests (they start and stop servers by the dozen) or with 0.
const drainMs = Number(process.env.DRAIN_MS ?? (process.env.NODE_ENV === 'test' ? 0 : 1500));
/** A shutdown stuck longer than this (a worker's tick, a stream that won't end) is cut short. */
const HARD_STOP_MS = 15_000;
/**
 * One Ctrl+C often arrives twice: from the terminal to the whole process group, and passed on by the wrapper
 * (npm start, npm run cluster). A signal this soon after the first is that echo; a later one means "now".
 */
const ECHO_MS = 1_000;
let stoppingSince: number | null = null;
const shutdown = async (signal: string) => {
  if (stoppingSince !== null) {
    if (performance.now() - stoppingSince < ECHO_MS) return;
    console.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  stoppingSince = performance.now();
  setTimeout(() => {
    console.warn(`not closed within ${HARD_STOP_MS / 1000} s: exiting now`);
    process.exit(1);
  }, HARD_STOP_MS).unref();
  app.log.info(`${signal}: draining for ${drainMs} ms, then closing`);
  startDraining(app);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await stopMailWorker();
  await stopPushWorker();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const mode = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(
  `1CRM Harmony: http://localhost:${config.port} (${mode}${demoSeeded ? ', demo data seeded' : ''}) ` +
    `ready in ${Math.round(performance.now() - started)} ms`,
);

// Images stored before the media library made renditions get them now, in the background (their originals are
// served meanwhile); a no-op query once every image has them.
void backfillRenditions(app.db, new FileStorage(config.filesDir), (err, id) => app.log.warn({ err, id }, 'rendering a stored image failed'))
  .then((count) => count && app.log.info(`image renditions made for ${count} stored images`))
  .catch((err: unknown) => app.log.warn({ err }, 'rendering stored images stopped'));
