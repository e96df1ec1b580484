// The fault run's summary: a table per part (kills, the database stop) and the list of checks, each passed or
// failed; the run exits 1 when one failed.
import { fmt, markdownTable } from '../bench/report.mjs';

const classes = (byClass) => Object.entries(byClass).map(([k, v]) => `${v} ${k}`).join(', ') || '—';
const seconds = (ms) => (ms === null || ms === undefined ? '—' : `${fmt(ms / 1000, 1)} s`);

function killTable(kills) {
  const head = ['kill', 'instance', 'at', 'exited after', 'in flight at signal', 'in flight until exit', 'failed', 'of them caught', 'sent after', 'failure classes', 'failures from … to (ms after kill)', 'restart', 'check'];
  return markdownTable(head, kills.rows.map((k) => [
    String(k.round + 1), k.node, `${fmt(k.atS, 1)} s`, `${fmt(k.exitMs)} ms`, String(k.atSignal), String(k.inFlight), String(k.failures), String(k.caught), String(k.after), classes(k.byClass),
    k.spanMs ? `${fmt(k.spanMs[0])} … ${fmt(k.spanMs[1])}` : '—', k.restartError ? `failed: ${k.restartError}` : seconds(k.restartMs), k.ok ? 'ok' : 'FAIL',
  ]));
}

function outageTable(outage) {
  const head = ['through', 'language', 'answers', 'statuses', 'Retry-After', 'messages', 'check'];
  return markdownTable(head, outage.groups.map((g) => [
    g.target, g.locale, String(g.answers), Object.entries(g.statuses).map(([s, n]) => `${n} × ${s}`).join(', '), g.retryAfter.join(', ') || '—',
    g.messages.join(' | '), g.pass ? 'ok' : 'FAIL',
  ]));
}

/** Prints the summary; true when every check passed. */
export function summary(result, print) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });
  if (result.error) check('the run finished', false, result.error.split('\n')[0]);
  if (result.kills) {
    print(`\nKills (${result.requests.total} requests, ${result.requests.failed} failed):\n\n${killTable(result.kills)}\n`);
    const before = result.kills.beforeFirstKill;
    check('no failure before the first kill', before.failures === 0, `${before.failures} (${classes(before.byClass)})`);
    const bad = result.kills.rows.filter((k) => !k.ok);
    check('each kill cost at most the requests in flight', bad.length === 0, bad.length ? `kills ${bad.map((k) => k.round + 1).join(', ')}` : `${result.kills.rows.length} kills`);
  }
  if (result.entries) {
    const e = result.entries;
    check('every acknowledged time entry is in the database', e.ok, `${e.acknowledged} acknowledged, ${e.lost} lost${e.lost ? ` (${e.lostIds.join(', ')})` : ''}; ${e.unanswered} written without an answer`);
  }
  if (result.mails) {
    const m = result.mails;
    check('every acknowledged mail arrived exactly once', m.ok,
      `${m.acknowledged} acknowledged, ${m.arrived} arrived, ${m.lost} lost, ${m.duplicated} duplicated` +
      `${m.duplicated ? ` (${m.duplicates.filter((d) => d.sameMessageId).length} with the same Message-ID: sent again after a kill)` : ''}` +
      `, ${m.leftInQueue} left in the queue after ${seconds(m.drainedMs)}; ${m.retriedOrFailed} recipient(s) retried or failed`);
  }
  if (result.pushes) {
    const p = result.pushes;
    check('every acknowledged push reached every subscribed browser exactly once', p.ok,
      `${p.acknowledged} acknowledged × ${p.browsers} browsers = ${p.expected}, ${p.arrived} arrived, ${p.lost} lost, ${p.duplicated} duplicated, ` +
      `${p.leftInQueue} left in the queue after ${seconds(p.drainedMs)}`);
  }
  if (result.outage) {
    const o = result.outage;
    print(`Database stopped for ${o.seconds} s (stop took ${seconds(o.stoppedMs)}); expected pl "${o.expected.pl}", en "${o.expected.en}":\n\n${outageTable(o)}\n`);
    check('during the database stop every answer is 503 with errors.unavailable in its language', o.answersOk, o.groups.filter((g) => !g.pass).map((g) => `${g.target} ${g.locale}`).join(', ') || 'all');
    check(`every instance recovered by itself within ${seconds(o.boundMs)}`, o.recoveredOk,
      `${o.nodes.map((n) => `${n.node} ${seconds(n.recoveredMs)}`).join(', ')}; through the proxy ${seconds(o.proxyRecoveredMs)} ` +
      `(after PostgreSQL accepted connections again; its start took ${seconds(o.startMs)})`);
  }
  print(`Checks (database ${result.database}):`);
  for (const c of checks) print(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  result.checks = checks;
  return checks.length > 0 && checks.every((c) => c.ok);
}
