// `npm run bench -- --instances 1,2,3`: the same database behind HAProxy with 1, 2, 3 API instances
// (scripts/cluster/lib.mjs). Signed in once through the proxy (sessions live in PostgreSQL, so any instance takes
// the cookie), it measures the time list and GET /api/user through the proxy: requests a second, p99, the scaling
// against one instance, the CPU each request cost all instances together (and HAProxy, PostgreSQL, the benchmark)
// and each instance's peak RSS. The warm-up counts X-Served-By, so the table shows the proxy spread the requests.
import { cpuMeter } from './cpu.mjs';
import { fmt, markdownTable, measured, run } from './report.mjs';
import { TIME_LIST_PATH, USER_PATH } from './scenarios.mjs';
import { freePort, RssWatch } from './server.mjs';
import { Session } from './session.mjs';

export const INSTANCES_NAME = 'instances behind HAProxy';

const PATHS = [
  { name: 'time entries, page 1, newest first', path: TIME_LIST_PATH },
  { name: 'GET /api/user', path: USER_PATH },
];

const servedText = (servedBy) => Object.entries(servedBy).sort().map(([by, n]) => `${by} ${fmt(n)}`).join(' / ');
const cpuText = (c) => [c.server, c.proxy, c.postgres, c.bench].filter((v) => v !== null && v !== undefined).map((v) => fmt(v, 2)).join(' + ');

/** One path through the proxy: warm-up (counting who served), then the measured run with every pid watched. */
async function measurePath(cluster, session, { name, path }, opts) {
  const pids = cluster.nodes.map((n) => n.pid);
  const watches = pids.map((pid) => new RssWatch(pid));
  const servedBy = {};
  try {
    const { r, cpuMs, peakRss } = await measured({
      url: cluster.url, connections: opts.connections, warmup: opts.warmup, duration: opts.duration,
      requests: [{ method: 'GET', path, headers: session.headers() }],
      onWarmResponse(status, body, context, headers) {
        const by = headers?.['x-served-by'] ?? '?';
        servedBy[by] = (servedBy[by] ?? 0) + 1;
      },
      meter() {
        for (const w of watches) w.reset();
        const cpu = cpuMeter(pids, { postgres: opts.postgres, proxy: cluster.proxyPid });
        return (done) => ({ cpuMs: cpu.perRequest(done.requests.total), peakRss: watches.map((w) => w.reset()) });
      },
    });
    return {
      instances: cluster.nodes.length, name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
      errors: r.non2xx + r.errors + r.timeouts, cpuMs, peakRss, servedBy,
    };
  } finally {
    for (const w of watches) w.stop();
  }
}

function table(rows, postgres) {
  const head = ['scenario', 'instances', 'req/s', 'p99 ms', 'errors', 'scaling', `CPU ms/req: servers + HAProxy + ${postgres ? 'PostgreSQL + ' : ''}bench`, 'peak RSS MB per instance', 'warm-up served by'];
  return markdownTable(head, rows.map((r) => [
    r.name, String(r.instances), fmt(r.rps), fmt(r.p99, 1), String(r.errors), r.scaling === null ? '—' : `${fmt(r.scaling, 2)} ×`,
    cpuText(r.cpuMs), r.peakRss.map((m) => fmt(m)).join(' / '), servedText(r.servedBy),
  ]));
}

/** Each count in turn: a cluster of that size, both paths through its proxy, then the cluster stopped. */
export async function instancesBench({ counts, duration, warmup, connections, password, postgres }) {
  // Loaded only when asked for: the cluster's library needs HAProxy, which a plain `npm run bench` does not.
  const { startCluster } = await import('../cluster/lib.mjs');
  console.log(`\n${INSTANCES_NAME}: ${counts.join(', ')} instances, ${connections} connections, ${warmup} s warm-up + ${duration} s per path`);
  const rows = [];
  for (const instances of counts) {
    const cluster = await startCluster({
      instances, port: await freePort(), log: (line) => console.log(`  [cluster] ${line}`),
      // As the single server runs: no mail worker ticking through the run, no public rate limit, warnings only.
      env: { LOG_LEVEL: 'warn', MAIL_WORKER_INTERVAL_MS: '600000', PUBLIC_RATE_PER_MINUTE: '0' },
    });
    try {
      const session = new Session(cluster.url);
      await session.signIn('admin@demo.local', password);
      // Fresh instances are still compiling their hot paths, and each gets 1/N of a warm-up: N warm-ups' worth first.
      await run({
        url: cluster.url, connections, duration: Math.max(5, warmup) * instances,
        requests: PATHS.map(({ path }) => ({ method: 'GET', path, headers: session.headers() })),
      });
      for (const p of PATHS) {
        const row = await measurePath(cluster, session, p, { duration, warmup, connections, postgres });
        const one = rows.find((x) => x.name === row.name && x.instances === counts[0]);
        // Against the first count asked for (1 unless told otherwise): req/s at N ÷ req/s at 1.
        row.scaling = one ? row.rps / one.rps : counts[0] === instances ? 1 : null;
        rows.push(row);
        console.log(`  ${instances} × ${row.name}: ${fmt(row.rps)} req/s, p99 ${fmt(row.p99, 1)} ms, ${row.errors} errors, ` +
          `${fmt(row.scaling ?? 0, 2)} ×; CPU ms/request ${cpuText(row.cpuMs)}; peak RSS ${row.peakRss.map((m) => fmt(m)).join(' / ')} MB; ` +
          `warm-up served by ${servedText(row.servedBy)}`);
      }
    } finally {
      await cluster.stop();
    }
  }
  if (counts[0] !== 1) console.log(`  (scaling is against ${counts[0]} instances, the first count asked for)`);
  console.log(`\n${table(rows, postgres)}\n`);
  return { name: INSTANCES_NAME, connections, rows };
}
