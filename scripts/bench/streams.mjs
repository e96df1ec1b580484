// `npm run bench -- --streams 0,50,100,200,400,800`: how many open online-list streams one instance carries before
// the time list's p99 doubles, once with each way the streams learn of changes (ONLINE_STREAM=poll: every stream asks
// the database every 2 s; notify: PostgreSQL LISTEN/NOTIFY). Per mode a server of its own; per K, K streams opened as
// the admin (each waits for its first event), the time list measured with autocannon while they stay open, then the
// admin's timer started and stopped a few times: every open stream must see each change (a stream that does not is
// a failure, reported), and the time it took. All streams are closed before the next K.
import { cpuMeter } from './cpu.mjs';
import { fmt, markdownTable, measured, run, sleep } from './report.mjs';
import { TIME_LIST_PATH } from './scenarios.mjs';
import { RssWatch, startServer } from './server.mjs';
import { Session } from './session.mjs';
import { openStream } from './sse.mjs';

export const STREAMS_NAME = 'open online streams';
/** Streams opened at once while stepping up (each costs the server a query and a session check as it opens). */
const OPEN_BATCH = 50;
/** Timer start + stop pairs per step, and how long each change may take to reach every stream (polling: 2 s). */
const CHANGE_CYCLES = 2;
const CHANGE_WAIT_MS = 10_000;

async function openMany(url, headers, count) {
  const streams = [];
  const failures = [];
  for (let n = 0; n < count; n += OPEN_BATCH) {
    const batch = await Promise.allSettled(Array.from({ length: Math.min(OPEN_BATCH, count - n) }, () => openStream(url, headers)));
    for (const b of batch) (b.status === 'fulfilled' ? streams.push(b.value) : failures.push(b.reason.message));
  }
  return { streams, failures };
}

/** Starts and stops the admin's timer; per change, which streams got an event for it and how soon. */
async function timerChanges(session, streams) {
  const state = await session.get('/api/timer');
  if (state.running !== null) await session.request('POST', '/api/timer/stop', {});
  const changes = [];
  for (let cycle = 0; cycle < CHANGE_CYCLES; cycle++) {
    for (const action of ['start', 'stop']) {
      const before = streams.map((s) => s.times.length);
      const at = performance.now();
      // A timer stopped within the minute is discarded (no entry is written): the bench's data stays as it was.
      await session.request('POST', `/api/timer/${action}`, {});
      const missing = () => streams.filter((s, i) => s.times.length <= before[i]).length;
      while (missing() && performance.now() - at < CHANGE_WAIT_MS) await sleep(20);
      const delays = streams.flatMap((s, i) => (s.times.length > before[i] ? [s.times[before[i]] - at] : [])).sort((a, b) => a - b);
      changes.push({ action, missed: missing(), closed: streams.filter((s) => s.closed).length, p50: delays[Math.floor(delays.length / 2)] ?? null, max: delays.at(-1) ?? null });
    }
  }
  return changes;
}

async function step(server, session, k, opts) {
  const { streams, failures } = await openMany(server.url, session.headers(), k);
  try {
    // A full polling interval with them all open, so the measured run sees their steady cost.
    await sleep(2_000);
    const watch = new RssWatch(server.pid);
    const { r, cpuMs, peakRss } = await measured({
      url: server.url, connections: opts.connections, warmup: opts.warmup, duration: opts.duration,
      requests: [{ method: 'GET', path: TIME_LIST_PATH, headers: session.headers() }],
      meter() {
        watch.reset();
        const cpu = cpuMeter(server.pid, { postgres: opts.postgres });
        return (done) => ({ cpuMs: cpu.perRequest(done.requests.total), peakRss: watch.reset() });
      },
    });
    watch.stop();
    const changes = streams.length ? await timerChanges(session, streams) : [];
    return {
      streams: k, opened: streams.length, openFailures: failures.length, firstOpenFailure: failures[0] ?? null,
      rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts, cpuMs, peakRss,
      changes, missed: changes.reduce((n, c) => n + c.missed, 0), maxDelayMs: Math.max(0, ...changes.map((c) => c.max ?? 0)),
    };
  } finally {
    await Promise.all(streams.map((s) => s.close()));
  }
}

function table(rows) {
  const head = ['mode', 'open streams', 'req/s', 'p99 ms', 'p99 vs none', 'errors', 'CPU ms/req: server + PG + bench', 'peak RSS MB', 'changes missed', 'slowest change ms'];
  return markdownTable(head, rows.map((r) => [
    r.mode, `${fmt(r.opened)}${r.openFailures ? ` (${r.openFailures} failed)` : ''}`, fmt(r.rps), fmt(r.p99, 1), `${fmt(r.vsNone, 2)} ×`, String(r.errors),
    [r.cpuMs.server, r.cpuMs.postgres, r.cpuMs.bench].filter((v) => v !== null).map((v) => fmt(v, 2)).join(' + '), fmt(r.peakRss),
    r.changes.length ? String(r.missed) : '—', r.changes.length ? fmt(r.maxDelayMs) : '—',
  ]));
}

export async function streamsBench({ counts, modes, duration, warmup, connections, password, postgres }) {
  const ks = [...new Set([0, ...counts])].sort((a, b) => a - b);
  console.log(`\n${STREAMS_NAME}: ${ks.join(', ')} streams on one server, ONLINE_STREAM ${modes.join(' then ')}; the time list at ${connections} connections, ${warmup} s + ${duration} s`);
  const rows = [];
  const summary = [];
  for (const mode of modes) {
    const server = await startServer({ ONLINE_STREAM: mode });
    try {
      const session = new Session(server.url);
      await session.signIn('admin@demo.local', password);
      // A fresh server is still compiling its hot paths: warmed up first, or the K = 0 baseline is the slowest step.
      await run({ url: server.url, connections, duration: Math.max(5, warmup), requests: [{ method: 'GET', path: TIME_LIST_PATH, headers: session.headers() }] });
      let none = null;
      for (const k of ks) {
        const row = { mode, ...(await step(server, session, k, { duration, warmup, connections, postgres })) };
        none ??= row.p99;
        row.vsNone = row.p99 / none;
        rows.push(row);
        console.log(`  ${mode}, ${row.opened} streams${row.openFailures ? ` (${row.openFailures} failed to open: ${row.firstOpenFailure})` : ''}: ` +
          `${fmt(row.rps)} req/s, p99 ${fmt(row.p99, 1)} ms (${fmt(row.vsNone, 2)} × none), ${row.errors} errors` +
          (row.changes.length ? `; timer changes missed by ${row.missed} stream(s), slowest ${fmt(row.maxDelayMs)} ms` : ''));
      }
      const doubled = rows.find((r) => r.mode === mode && r.vsNone >= 2);
      summary.push({ mode, doublesAt: doubled?.streams ?? null, missed: rows.filter((r) => r.mode === mode).reduce((n, r) => n + r.missed, 0) });
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${table(rows)}\n`);
  for (const s of summary) {
    // A stream that never heard of a change is a broken feature, not a slow one: the run fails.
    if (s.missed) process.exitCode = 1;
    console.log(`${s.mode}: the time list's p99 doubles at ${s.doublesAt === null ? `more than ${fmt(ks.at(-1))}` : fmt(s.doublesAt)} open streams; ` +
      `${s.missed ? `${s.missed} stream(s) MISSED a timer change` : 'every open stream saw every timer change'}`);
  }
  return { name: STREAMS_NAME, connections, rows, summary };
}
