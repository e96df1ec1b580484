// The fault run's kills: every `everyMs` one instance (round robin) is SIGKILLed and started again `restartAfterMs`
// later, while the load runs. Afterwards the failures are put to the kill before them (by when they ended), counted
// by class, and checked: a kill may cost at most the requests it caught on their way (in flight between the signal
// and the process's exit, on any instance: an upper bound), never the ones sent after it was gone.
import { sleep } from '../bench/report.mjs';

export async function killRounds({ cluster, load, durationMs, everyMs, restartAfterMs, log }) {
  const kills = [];
  for (let round = 0; ; round++) {
    // Up to half a second late: the load's requests leave on a fixed beat, which a kill on the beat would always meet.
    const due = (round + 1) * everyMs + Math.random() * 500;
    // The last kill leaves time for its restart and the failures it caused to show before the load ends.
    if (due + restartAfterMs + 5_000 > durationMs) break;
    if (load.now() < due) await sleep(due - load.now());
    const node = cluster.nodes[round % cluster.nodes.length];
    const kill = { round, node: node.name ?? String(node.id), at: load.now(), atSignal: load.inFlightNow().length };
    await node.kill('SIGKILL');
    kill.exitedAt = load.now();
    log(`kill ${round + 1}: ${kill.node} at ${(kill.at / 1000).toFixed(1)} s (exited ${(kill.exitedAt - kill.at).toFixed(0)} ms later), ${kill.atSignal} request(s) in flight at the signal`);
    await sleep(restartAfterMs);
    const starting = load.now();
    try {
      await node.start();
      kill.restartMs = load.now() - starting;
      log(`  ${kill.node} back after ${(kill.restartMs / 1000).toFixed(1)} s of start-up`);
    } catch (err) {
      kill.restartError = err.message;
      log(`  ${kill.node} did not start again: ${err.message}`);
    }
    kills.push(kill);
  }
  if (load.now() < durationMs) await sleep(durationMs - load.now());
  return kills;
}

const countBy = (records) => records.reduce((counts, r) => ({ ...counts, [r.failure]: (counts[r.failure] ?? 0) + 1 }), {});

/**
 * Failures per kill: those that ended after it and before the next one. In flight: sent before the process had exited
 * and not answered before the signal (a request that reached the instance while it died is caught, not late).
 * `caught`: the failures among them; `after`: sent once it was gone (the proxy still sending to the dead instance, or
 * a restart going wrong). The check per kill is failures ≤ in flight. Failures before the first kill are a fault of
 * their own (the cluster was whole).
 */
export function failuresPerKill(records, kills) {
  const failed = records.filter((r) => r.failure);
  const before = failed.filter((r) => !kills.length || r.end < kills[0].at);
  const rows = kills.map((kill, i) => {
    const until = kills[i + 1]?.at ?? Infinity;
    const mine = failed.filter((r) => r.end >= kill.at && r.end < until);
    const inFlight = new Set(records.filter((r) => r.start <= kill.exitedAt && r.end >= kill.at).map((r) => r.n));
    const caught = mine.filter((r) => inFlight.has(r.n));
    return {
      round: kill.round, node: kill.node, atS: kill.at / 1000, exitMs: kill.exitedAt - kill.at, atSignal: kill.atSignal, inFlight: inFlight.size, failures: mine.length,
      caught: caught.length, after: mine.length - caught.length, byClass: countBy(mine),
      // When the failures came, against the kill: the first and the last, in ms.
      spanMs: mine.length ? [Math.min(...mine.map((r) => r.end)) - kill.at, Math.max(...mine.map((r) => r.end)) - kill.at] : null,
      restartMs: kill.restartMs ?? null, restartError: kill.restartError ?? null,
      ok: mine.length <= inFlight.size && !kill.restartError,
    };
  });
  return { beforeFirstKill: { failures: before.length, byClass: countBy(before) }, rows };
}
