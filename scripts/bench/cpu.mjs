// CPU time spent per request, from /proc: the server process (or a cluster's instances, and its proxy), the local
// PostgreSQL's processes, and the benchmark itself (autocannon). With two cores, 50 requests in flight answer within
// 100 ms only when they together spend under ~4 ms of CPU per request (Little's law: 50 / 0.1 s = 500 a second).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** utime + stime of one process in ms, or 0 once it is gone. */
function processMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every process named postgres on this machine (a local server's postmaster and backends). */
function postgresMs() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += processMs(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The CPU ms of several processes together (the instances of a cluster): each counted while it lives. */
const sumMs = (pids) => pids.reduce((total, pid) => total + processMs(pid), 0);

/**
 * Starts a count; `perRequest(n)` gives the CPU ms per request of each side since then. `serverPids`: one pid or
 * several (every instance of a cluster, summed); `proxy`: a front proxy's pid (HAProxy), counted on its own.
 */
export function cpuMeter(serverPids, { postgres, proxy = null }) {
  const pids = [serverPids].flat();
  const self = process.cpuUsage();
  const server = sumMs(pids);
  const front = proxy ? processMs(proxy) : 0;
  const pg = postgres ? postgresMs() : 0;
  return {
    perRequest(requests) {
      const n = Math.max(1, requests);
      const bench = process.cpuUsage(self);
      return {
        server: Math.max(0, sumMs(pids) - server) / n,
        ...(proxy ? { proxy: Math.max(0, processMs(proxy) - front) / n } : {}),
        // A backend that ended meanwhile takes its time with it: never below zero.
        postgres: postgres ? Math.max(0, postgresMs() - pg) / n : null,
        bench: (bench.user + bench.system) / 1000 / n,
      };
    },
  };
}
