#!/usr/bin/env node
// `npm run bench [-- --duration 10 --warmup 3 --connections 50 --only user --campaign-seconds 60 --out results.json]`
// `npm run bench -- --instances 1,2,3 [--only instances]`: the same through HAProxy in front of 1, 2, 3 instances.
// `npm run bench -- --streams 0,50,100,200,400,800 [--only streams]`: the time list under open online streams.
//
// Starts the real server on the database in DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite),
// filled by `npm run seed:large`; signs in as admin@demo.local (real login, CSRF cookie + header); then,
// per scenario, a warm-up and a measured autocannon run. Prints requests/s, p50, p99, errors (non-2xx +
// socket errors + timeouts), throughput against the no-session health route, the server's peak RSS, and
// the cold start (spawn → healthy), and the CPU each request cost the server, PostgreSQL (a local server)
// and the benchmark itself (cpu.mjs). Then, with a web build, the time list's first page in Chromium
// (scripts/bench/browser.mjs; `--browser-runs 0` leaves it out). Last, a newsletter campaign to 100,000 subscribers
// on a server of its own, delivered to an SMTP sink here (scripts/bench/campaign.mjs; `--campaign-seconds 60`).
// With --instances, clusters of each size behind HAProxy (instances.mjs); with --streams, the time list's p99 while
// K online streams are open on one server, polling against LISTEN/NOTIFY (streams.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureLists } from './browser.mjs';
import { CAMPAIGN_NAME, campaignBench } from './campaign.mjs';
import { cpuMeter } from './cpu.mjs';
import { INSTANCES_NAME, instancesBench } from './instances.mjs';
import { fmt, markdownTable, measured, run, timedMs } from './report.mjs';
import { scenarios, discover } from './scenarios.mjs';
import { memoryOf, RssWatch, startServer } from './server.mjs';
import { Session } from './session.mjs';
import { STREAMS_NAME, streamsBench } from './streams.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    out: { type: 'string' },
    'browser-runs': { type: 'string', default: '5' },
    'campaign-seconds': { type: 'string', default: '60' },
    instances: { type: 'string' },
    streams: { type: 'string' },
    'stream-modes': { type: 'string', default: 'poll,notify' },
    'stream-connections': { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Harmony!2026';
const list = (text) => (text ? text.split(',').map((x) => x.trim()).filter(Boolean) : []);
const INSTANCES = list(values.instances).map(Number);
const STREAMS = list(values.streams).map(Number);
// `--only instances` / `--only streams`: that part alone, without the single server's scenarios and the campaign.
const onlyPart = (name, asked) => Boolean(values.only && asked && name.includes(values.only));
const partsAlone = onlyPart(INSTANCES_NAME, INSTANCES.length) || onlyPart(STREAMS_NAME, STREAMS.length);

if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (embedded) to a database filled by `npm run seed:large`.');
  process.exit(2);
}
/** PostgreSQL (DATABASE_URL) or the embedded PGlite (DATA_DIR): which, and whose CPU the benchmark can read. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const mode = onPostgres ? 'PostgreSQL' : `embedded PGlite (${process.env.DATA_DIR})`;

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

/** One request at a time, five times: the median is the request's own cost, without queueing. */
async function singleMs(url, request) {
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await timedMs(url, request));
  return times.sort((a, b) => a - b)[2];
}

const cpuText = (c) => [c.server, c.postgres, c.bench].filter((v) => v !== null).map((v) => fmt(v, 2)).join(' + ');

function table(rows) {
  const cpuHead = onPostgres ? 'CPU ms/req: server + PostgreSQL + bench' : 'CPU ms/req: server (PGlite inside) + bench';
  const head = ['scenario', 'alone ms', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', 'peak RSS MB', cpuHead];
  const ms = (v, r) => (r.rps ? fmt(v, 1) : `> ${fmt(v)}`);
  return markdownTable(head, rows.map((r) => [r.name, fmt(r.single, 1), fmt(r.rps), ms(r.p50, r), ms(r.p99, r), String(r.errors), `${fmt(r.ratio * 100, 1)} %`, fmt(r.peakRss), cpuText(r.cpuMs)]));
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
  return measureLists(url, { email: 'admin@demo.local', password: PASSWORD, runs: RUNS });
}

/**
 * A fixed number of requests at the run's connections after a warm-up of a fifth as many (a server that has run
 * a while), then what the scenario's `verify` finds kept against what was answered 2xx in both.
 */
async function burst(server, watch, scenario, session, requests, baseline) {
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

/** Today's scenarios on one server, then the browser's figures: what `npm run bench` measured before clusters. */
async function singleServerBench() {
  const server = await startServer({});
  const idle = memoryOf(server.pid);
  console.log(`Cold start (spawn → GET /api/health 200): ${fmt(server.coldStartMs)} ms; RSS after start ${fmt(idle?.rss ?? 0)} MB`);
  const watch = new RssWatch(server.pid);
  const results = [];
  let browser = [];
  let end;
  try {
    const session = new Session(server.url);
    await session.signIn('admin@demo.local', PASSWORD);
    const ids = await discover(session);
    console.log(`Largest project: #${ids.largest.id} "${ids.largest.name}" (${fmt(ids.largest.hours_used)} h); contractor #${ids.contractor}; bench account #${ids.bench}\n`);
    let baseline = 0;
    for (const scenario of scenarios(ids)) {
      if (values.only && !scenario.name.includes(values.only) && results.length > 0) continue;
      await scenario.prepare?.(session);
      const requests = requestsOf(scenario, session);
      if (scenario.amount) {
        results.push(await burst(server, watch, scenario, session, requests, baseline));
        continue;
      }
      const single = await singleMs(server.url, requests[0]);
      const { r, cpuMs, peakRss } = await measured({
        url: server.url, requests, connections: CONNECTIONS, warmup: WARMUP, duration: DURATION,
        meter() {
          watch.reset();
          const cpu = cpuMeter(server.pid, { postgres: onPostgres });
          return (done) => ({ cpuMs: cpu.perRequest(done.requests.total), peakRss: watch.reset() });
        },
      });
      const rps = r.requests.average;
      if (!baseline) baseline = rps;
      const row = {
        name: scenario.name, single, rps, p50: r.latency.p50, p99: r.latency.p99,
        errors: r.non2xx + r.errors + r.timeouts, ratio: rps / baseline, peakRss, cpuMs,
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
  return { coldStartMs: server.coldStartMs, idleRss: idle?.rss, peakRss: end?.hwm, results, browser };
}

const single = partsAlone ? null : await singleServerBench();
// The campaign (issue 28) on a server of its own, after the others: its mail worker sends to this process's SMTP sink.
const campaign = !partsAlone && (!values.only || CAMPAIGN_NAME.includes(values.only))
  ? await campaignBench({ seconds: Number(values['campaign-seconds']), password: PASSWORD })
  : null;
const common = { duration: DURATION, warmup: WARMUP, password: PASSWORD, postgres: onPostgres };
// Asked for by their own flags; with `--only` naming one of them, that one alone.
const instances = INSTANCES.length && (!partsAlone || onlyPart(INSTANCES_NAME, true))
  ? await instancesBench({ ...common, counts: INSTANCES, connections: CONNECTIONS })
  : null;
const streams = STREAMS.length && (!partsAlone || onlyPart(STREAMS_NAME, true))
  ? await streamsBench({ ...common, counts: STREAMS, modes: list(values['stream-modes']), connections: Number(values['stream-connections'] ?? CONNECTIONS) })
  : null;
if (values.out) {
  fs.writeFileSync(values.out, JSON.stringify({ mode, ...single, campaign, instances, streams }, null, 2));
}
