// The fault run's database stop: PostgreSQL stopped (pg_ctlcluster) for a few seconds while signed-in reads keep
// coming, through the proxy and straight to each instance, in Polish and in English; each answer must be 503 with the
// catalogue's errors.unavailable in the request's language. PostgreSQL is started again whatever happens (finally),
// then every instance must come back by itself: its own /api/ready 200 and a signed-in read through it.
// Stopping the server disrupts everyone on the machine: run it once, keep it short.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sleep } from '../bench/report.mjs';
import { USER_PATH } from '../bench/scenarios.mjs';
import { pgCtl, pgStartAgain, startAgainOnSignal } from './fault-db.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES = ['pl', 'en'];

/** errors.unavailable in each language, from the shared catalogue itself (TypeScript, hence tsx). */
async function expectedMessages() {
  const script = "const m = await import('@harmony/shared'); console.log(JSON.stringify(Object.fromEntries(['pl', 'en'].map((l) => [l, m.translate(l, 'errors.unavailable')]))))";
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT });
  return JSON.parse(stdout);
}

/** The session's cookies without the locale cookie, which would win over Accept-Language. */
const headersIn = (session, locale) => ({ ...session.headers(), cookie: session.headers().cookie.replace(/(^|; )locale=[^;]*/, ''), 'accept-language': locale });

async function ask(target, url, session, locale) {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${USER_PATH}`, { headers: headersIn(session, locale), signal: AbortSignal.timeout(5_000) });
    const text = await res.text();
    let message = null;
    try {
      message = JSON.parse(text).message ?? null;
    } catch {
      // The proxy's own error page is HTML.
    }
    return { target, locale, status: res.status, message, html: message === null ? text.slice(0, 80) : undefined, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  } catch (err) {
    return { target, locale, status: 0, message: `${err.cause?.code ?? err.message}`, ms: performance.now() - started };
  }
}

/** Per target and language: how many answers of each status, and the distinct messages seen. */
function tally(samples, expected) {
  const groups = {};
  for (const s of samples) {
    const g = (groups[`${s.target} ${s.locale}`] ??= { target: s.target, locale: s.locale, answers: 0, statuses: {}, messages: new Set(), retryAfter: new Set(), ok: 0 });
    g.answers += 1;
    g.statuses[s.status] = (g.statuses[s.status] ?? 0) + 1;
    g.messages.add(s.message ?? `(html) ${s.html}`);
    if (s.retryAfter) g.retryAfter.add(s.retryAfter);
    if (s.status === 503 && s.message === expected[s.locale]) g.ok += 1;
  }
  return Object.values(groups).map((g) => ({ ...g, messages: [...g.messages], retryAfter: [...g.retryAfter], pass: g.ok === g.answers }));
}

/** Until the node's /api/ready is 200 and a signed-in read through it is 200: ms since `since`, or null. */
async function recovery(node, session, since, boundMs) {
  while (performance.now() - since < boundMs) {
    const ready = await fetch(`${node.url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0);
    if (ready === 200) {
      const read = await fetch(`${node.url}${USER_PATH}`, { headers: session.headers(), signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0);
      if (read === 200) return performance.now() - since;
    }
    await sleep(200);
  }
  return null;
}

export async function databaseOutage({ cluster, session, seconds, boundMs, pgCluster, log }) {
  const expected = await expectedMessages();
  const targets = [['proxy', cluster.url], ...cluster.nodes.map((n) => [n.name ?? String(n.id), n.url])];
  const samples = [];
  log(`stopping PostgreSQL (${pgCluster}) for ${seconds} s`);
  const stopping = performance.now();
  let stoppedMs = null;
  let restart = null;
  const release = startAgainOnSignal(pgCluster);
  try {
    await pgCtl(pgCluster, 'stop');
    stoppedMs = performance.now() - stopping;
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const round = await Promise.all(targets.flatMap(([target, url]) => LOCALES.map((locale) => ask(target, url, session, locale))));
      samples.push(...round);
      await sleep(250);
    }
  } finally {
    const starting = performance.now();
    await pgStartAgain(pgCluster);
    release();
    restart = { startMs: performance.now() - starting, at: performance.now() };
    log(`PostgreSQL started again (${(restart.startMs / 1000).toFixed(1)} s)`);
  }
  const [proxyMs, ...times] = await Promise.all([{ url: cluster.url }, ...cluster.nodes].map((n) => recovery(n, session, restart.at, boundMs)));
  const nodes = cluster.nodes.map((n, i) => ({ node: n.name ?? String(n.id), recoveredMs: times[i] }));
  const groups = tally(samples, expected);
  return {
    seconds, stoppedMs, startMs: restart.startMs, expected, groups, nodes, proxyRecoveredMs: proxyMs, boundMs,
    answersOk: groups.every((g) => g.pass), recoveredOk: nodes.every((n) => n.recoveredMs !== null) && proxyMs !== null,
  };
}
