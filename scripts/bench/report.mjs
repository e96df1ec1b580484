// What every part of the benchmark shares: an autocannon run as a promise, number formatting and a Markdown table
// (docs/benchmarks.md takes the tables as printed).
import autocannon from 'autocannon';

export const run = (opts) => new Promise((resolve, reject) => {
  autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
});

export const fmt = (n, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Markdown table: the first column left-aligned, the others right-aligned (figures). */
export function markdownTable(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...body.map(line)].join('\n');
}

/** One request of an autocannon request set, answered: its time in ms. */
export async function timedMs(url, request) {
  // What autocannon would send next (a body, or the path of the next draft to place).
  const next = request.setupRequest ? request.setupRequest({ ...request }) : request;
  const started = performance.now();
  const res = await fetch(`${url}${next.path}`, { method: next.method, headers: next.headers, body: next.body });
  await res.arrayBuffer();
  return performance.now() - started;
}

/**
 * A warm-up run, then the measured one. `meter()` is called just before the measured run and returns what reads its
 * figures after it (CPU, peak RSS); `onWarmResponse` sees each warm-up answer (status, body, context, headers).
 * A run with no answer at all gets the run's length as its latencies: every request took longer.
 */
export async function measured({ url, requests, connections, warmup, duration, meter = () => () => ({}), onWarmResponse }) {
  const warmRequests = onWarmResponse ? requests.map((r) => ({ ...r, onResponse: onWarmResponse })) : requests;
  await run({ url, connections, duration: warmup, requests: warmRequests });
  // autocannon stops without waiting for the warm-up's last requests, and the server still answers them: the
  // measured run's first requests queued behind them (users report: the first second's slowest 3.1 s against
  // 0.5–0.7 s after it, which was the whole p99). One more request of the same kind, queued behind them, comes back
  // when they are done, so the measured run starts on a server that is working off nothing but its own requests.
  await timedMs(url, requests[0]);
  const read = meter();
  const r = await run({ url, connections, duration, requests });
  if (r.requests.total === 0) r.latency = { ...r.latency, p50: duration * 1000, p99: duration * 1000 };
  return { r, ...read(r) };
}
