#!/usr/bin/env node
// `npm run bench [-- --duration 10 --warmup 3 --connections 50 --only user --campaign-seconds 60 --out results.json]`
//
// Starts the real server on the database in DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite),
// filled by `npm run seed:large`; signs in as admin@demo.local (real login, CSRF cookie + header); then,
// per scenario, a warm-up and a measured autocannon run. Prints requests/s, p50, p99, errors (non-2xx +
// socket errors + timeouts), throughput against the no-session health route, the server's peak RSS, and
// the cold start (spawn → healthy), and the CPU each request cost the server, PostgreSQL (a local server)
// and the benchmark itself (cpu.mjs). Then, with a web build, the time list's first page in Chromium
// (scripts/bench/browser.mjs; `--browser-runs 0` leaves it out). Last, a newsletter campaign to 100,000 subscribers
// on a server of its own, delivered to an SMTP sink here (scripts/bench/campaign.mjs; `--campaign-seconds 60`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measureLists } from './browser.mjs';
import { CAMPAIGN_NAME, campaignBench } from './campaign.mjs';
import { cpuMeter } from './cpu.mjs';
import { scenarios, discover } from './scenarios.mjs';
import { memoryOf, RssWatch, startServer } from './server.mjs';
import { Session } from './session.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    out: { type: 'string' },
    'browser-runs': { type: 'string', default: '5' },
    'campaign-seconds': { type: 'string', default: '60' },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);

if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (embedded) to a database filled by `npm run seed:large`.');
  process.exit(2);
}
/** PostgreSQL (DATABASE_URL) or the embedded PGlite (DATA_DIR): which, and whose CPU the benchmark can read. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const mode = onPostgres ? 'PostgreSQL' : `embedded PGlite (${process.env.DATA_DIR})`;

const run = (opts) => new Promise((resolve, reject) => {
  autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
});

function requestsOf(scenario, session) {
  const headers = { ...(scenario.session === false ? {} : session.headers(Boolean(scenario.body))), ...scenario.headers };
  // A path may be a function: each request its own (the order placement takes the next draft).
  const pathOf = () => (typeof scenario.path === 'function' ? scenario.path() : scenario.path);
  const request = { method: scenario.method ?? 'GET', path: pathOf(), headers };
  if (scenario.body || typeof scenario.path === 'function') {
    request.setupRequest = (req) => ({
      ...req, path: pathOf(), ...(scenario.body ? { body: scenario.body() } : {}),
      ...(scenario.perRequestHeaders ? { headers: { ...req.headers, ...scenario.perRequestHeaders() } } : {}),
    });
  }
  return [request];
}

/** One request of the scenario, answered: its time in ms. */
async function timedMs(url, request) {
  // What autocannon would send next (a body, or the path of the next draft to place).
  const next = request.setupRequest ? request.setupRequest({ ...request }) : request;
  const started = performance.now();
  const res = await fetch(`${url}${next.path}`, { method: next.method, headers: next.headers, body: next.body });
  await res.arrayBuffer();
  return performance.now() - started;
}

/** One request at a time, five times: the median is the request's own cost, without queueing. */
async function singleMs(url, request) {
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await timedMs(url, request));
  return times.sort((a, b) => a - b)[2];
}

const fmt = (n, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const cpuText = (c) => [c.server, c.postgres, c.bench].filter((v) => v !== null).map((v) => fmt(v, 2)).join(' + ');

function table(rows) {
  const cpuHead = onPostgres ? 'CPU ms/req: server + PostgreSQL + bench' : 'CPU ms/req: server (PGlite inside) + bench';
  const head = ['scenario', 'alone ms', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'peak RSS MB', cpuHead];
  const ms = (v, r) => (r.rps ? fmt(v, 1) : `> ${fmt(v)}`);
  const body = rows.map((r) => [r.name, fmt(r.single, 1), fmt(r.rps), ms(r.p50, r), ms(r.p99, r), String(r.errors), `${fmt(r.ratio * 100, 1)} %`, fmt(r.peakRss), cpuText(r.cpuMs)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...body.map(line)].join('\n');
}

const RUNS = Number(values['browser-runs']);
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');

/** The time list in Chromium, when there is a web build to serve (npm run build) and runs were asked for. */
async function browserFigures(url) {
  if (!RUNS) return [];
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log(`\nBrowser: no web build in ${WEB_DIST} (run npm run build, or set WEB_DIST): not measured.`);
    return [];
  }
  console.log(`\nBrowser: the time list in Chromium, ${RUNS} cold-cache runs per view…`);
  return measureLists(url, { email: 'admin@demo.local', password: process.env.BENCH_PASSWORD ?? 'Harmony!2026', runs: RUNS });
}

/**
 * A fixed number of requests at the run's connections after a warm-up of a fifth as many (a server that has run
 * a while), then what the scenario's `verify` finds kept against what was answered 2xx in both.
 */
async function burst(scenario, session, requests, baseline) {
  const warm = await run({ url: server.url, connections: CONNECTIONS, amount: Math.ceil(scenario.amount / 5), requests });
  const single = await singleMs(server.url, requests[0]);
  watch.reset();
  const cpu = cpuMeter(server.pid, { postgres: onPostgres });
  const r = await run({ url: server.url, connections: CONNECTIONS, amount: scenario.amount, requests });
  const cpuMs = cpu.perRequest(r.requests.total);
  const answered = r['2xx'];
  const kept = await scenario.verify(session, answered + warm['2xx'] + 5);
  const row = {
    name: scenario.name, single, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts, ratio: baseline ? r.requests.average / baseline : 1, peakRss: watch.reset(), cpuMs, kept,
  };
  console.log(`  ${row.name}: alone ${fmt(single, 1)} ms; ${answered} answered 2xx of ${scenario.amount}; p50 ${fmt(row.p50, 1)} ms, p99 ${fmt(row.p99, 1)} ms, ` +
    `${row.errors} errors; kept ${kept.kept}, spam ${kept.spam}, lost ${kept.lost}; CPU ms/request ${cpuText(cpuMs)}`);
  return row;
}

console.log(`Benchmark: ${mode}; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per scenario`);
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`);
const server = await startServer({});
const idle = memoryOf(server.pid);
console.log(`Cold start (spawn → GET /api/health 200): ${fmt(server.coldStartMs)} ms; RSS after start ${fmt(idle?.rss ?? 0)} MB`);
const watch = new RssWatch(server.pid);
const results = [];
let browser = [];
let end;
try {
  const session = new Session(server.url);
  await session.signIn('admin@demo.local', process.env.BENCH_PASSWORD ?? 'Harmony!2026');
  const ids = await discover(session);
  console.log(`Largest project: #${ids.largest.id} "${ids.largest.name}" (${fmt(ids.largest.hours_used)} h); contractor #${ids.contractor}; bench account #${ids.bench}\n`);
  let baseline = 0;
  for (const scenario of scenarios(ids)) {
    if (values.only && !scenario.name.includes(values.only) && results.length > 0) continue;
    await scenario.prepare?.(session);
    const requests = requestsOf(scenario, session);
    if (scenario.amount) {
      results.push(await burst(scenario, session, requests, baseline));
      continue;
    }
    const single = await singleMs(server.url, requests[0]);
    await run({ url: server.url, connections: CONNECTIONS, duration: WARMUP, requests });
    // autocannon stops without waiting for the warm-up's last 50 requests, and the server still answers
    // them: the measured run's first requests queued behind them (users report: the first second's
    // slowest 3.1 s against 0.5–0.7 s after it, which was the whole p99). One more request of the same
    // kind, queued behind them, comes back when they are done, so the measured run starts on a server
    // that is working off nothing but its own requests.
    await timedMs(server.url, requests[0]);
    watch.reset();
    const cpu = cpuMeter(server.pid, { postgres: onPostgres });
    const r = await run({ url: server.url, connections: CONNECTIONS, duration: DURATION, requests });
    const cpuMs = cpu.perRequest(r.requests.total);
    const rps = r.requests.average;
    // No answer within the run: every request took longer than the run itself.
    if (r.requests.total === 0) r.latency = { p50: DURATION * 1000, p99: DURATION * 1000 };
    if (!baseline) baseline = rps;
    const row = {
      name: scenario.name, single, rps, p50: r.latency.p50, p99: r.latency.p99,
      errors: r.non2xx + r.errors + r.timeouts, ratio: rps / baseline, peakRss: watch.reset(), cpuMs,
    };
    results.push(row);
    console.log(`  ${row.name}: alone ${fmt(single, 1)} ms; ${fmt(row.rps)} req/s, p50 ${fmt(row.p50, 1)} ms, p99 ${fmt(row.p99, 1)} ms, ${row.errors} errors; CPU ms/request ${cpuText(cpuMs)} (server + ${cpuMs.postgres === null ? "" : "PostgreSQL + "}bench)`);
  }
  browser = await browserFigures(server.url);
} finally {
  watch.stop();
  end = memoryOf(server.pid);
  await server.stop();
  console.log(`\n${table(results)}\n`);
  for (const b of browser) {
    console.log(`Browser, ${b.name}, ${fmt(b.rows)} rows: first page on screen ${fmt(b.median)} ms (median of ${RUNS}; ${fmt(b.min)}–${fmt(b.max)})`);
  }
  console.log(`Cold start ${fmt(server.coldStartMs)} ms; RSS after start ${fmt(idle?.rss ?? 0)} MB, peak (VmHWM) ${fmt(end?.hwm ?? 0)} MB`);
}
// The campaign (issue 28) on a server of its own, after the others: its mail worker sends to this process's SMTP sink.
const campaign = !values.only || CAMPAIGN_NAME.includes(values.only)
  ? await campaignBench({ seconds: Number(values['campaign-seconds']), password: process.env.BENCH_PASSWORD ?? 'Harmony!2026' })
  : null;
if (values.out) {
  fs.writeFileSync(values.out, JSON.stringify({ mode, coldStartMs: server.coldStartMs, idleRss: idle?.rss, peakRss: end?.hwm, results, browser, campaign }, null, 2));
}
