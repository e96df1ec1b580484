// What the fault run checks once the load stopped: every acknowledged time entry is in the database, and every
// acknowledged mail reached the SMTP sink, and every acknowledged push each subscribed browser, exactly once after the
// queues drained (a killed worker's claim is taken over when its lease, MAIL_LOCK_MS or PUSH_LOCK_MS, runs out).
import { sleep } from '../bench/report.mjs';
import { query } from './fault-db.mjs';

/** Acknowledged entries missing from the database, and entries written whose answer never came (a cut request). */
export async function checkEntries(dbUrl, acknowledged, projectId) {
  const found = await query(dbUrl, 'select id from time_entries where id = any($1::bigint[])', [acknowledged]);
  const [{ count }] = await query(dbUrl, 'select count(*)::int as count from time_entries where project_id = $1', [projectId]);
  const kept = new Set(found.map((r) => Number(r.id)));
  const lost = acknowledged.filter((id) => !kept.has(id));
  return { acknowledged: acknowledged.length, lost: lost.length, lostIds: lost.slice(0, 20), unanswered: count - kept.size, ok: lost.length === 0 };
}

/** Waits until nothing is left to send and what arrived has stood still for 2 s, or `waitMs` passed; how long it took. */
async function untilDrained(left, arrived, waitMs) {
  const started = performance.now();
  let last = -1;
  let still = 0;
  for (;;) {
    const pendingNow = await left();
    const total = arrived();
    still = pendingNow === 0 && total === last ? still + 1 : 0;
    last = total;
    if (still >= 4 || performance.now() - started > waitMs) break;
    await sleep(500);
  }
  return performance.now() - started;
}

/** Still to send: queued or claimed recipients (a claim whose worker was killed stays 'sending' until its lease ends). */
const pending = async (dbUrl) => (await query(dbUrl, "select count(*)::int as count from mail_recipients where status in ('queued', 'sending')"))[0].count;

/**
 * Waits until the queue is empty and the sink has stood still (untilDrained), then counts per
 * acknowledged recipient: lost (nothing arrived), duplicated (more than one message; `sameMessageId` when the copies
 * share their Message-ID, i.e. the same message sent again after a kill, not a second mail).
 */
export async function checkMails(dbUrl, sink, acknowledged, { waitMs, log }) {
  const drainedMs = await untilDrained(() => pending(dbUrl), () => sink.total(), waitMs);
  const left = await pending(dbUrl);
  const failed = (await query(dbUrl, "select count(*)::int as count from mail_recipients where status = 'failed' or attempts > 1"))[0].count;
  const arrived = sink.of('none');
  const lost = acknowledged.filter((m) => !arrived.get(m.to));
  const duplicated = acknowledged.filter((m) => (arrived.get(m.to) ?? 0) > 1).map((m) => {
    const ids = sink.messageIdsOf(m.to);
    return { to: m.to, mail: m.id, copies: ids.length, sameMessageId: new Set(ids).size === 1 };
  });
  log(`mail queue: ${left} left after ${(drainedMs / 1000).toFixed(1)} s; ${sink.total()} message(s) at the sink`);
  return {
    acknowledged: acknowledged.length, arrived: [...arrived.values()].reduce((n, c) => n + c, 0), lost: lost.length, lostTo: lost.slice(0, 20).map((m) => m.to),
    duplicated: duplicated.length, duplicates: duplicated.slice(0, 20), retriedOrFailed: failed, leftInQueue: left, drainedMs,
    ok: lost.length === 0 && duplicated.length === 0 && left === 0,
  };
}

/** Pushes still to deliver: notifications not yet expanded, deliveries queued or claimed. */
const pushPending = async (dbUrl) => (await query(dbUrl, `select
    (select count(*)::int from push_notifications where status in ('queued', 'sending'))
  + (select count(*)::int from push_deliveries where status in ('queued', 'sending')) as count`))[0].count;

/**
 * Waits until the push queue is empty and the push service has stood still (untilDrained), then counts per
 * acknowledged push and subscribed browser: lost (nothing arrived) and duplicated (more than once).
 */
export async function checkPushes(dbUrl, service, acknowledged, browsers, { waitMs, log }) {
  const drainedMs = await untilDrained(() => pushPending(dbUrl), () => service.received.length, waitMs);
  const left = await pushPending(dbUrl);
  const arrivals = new Map();
  for (const r of service.received) {
    const key = `${r.subscription} ${JSON.parse(r.text).title}`;
    arrivals.set(key, (arrivals.get(key) ?? 0) + 1);
  }
  const expected = acknowledged.flatMap((p) => browsers.map((b) => `${b.id} ${p.title}`));
  const lost = expected.filter((k) => !arrivals.get(k));
  const duplicated = expected.filter((k) => arrivals.get(k) > 1);
  log(`push queue: ${left} left after ${(drainedMs / 1000).toFixed(1)} s; ${service.received.length} message(s) at the push service`);
  return {
    acknowledged: acknowledged.length, browsers: browsers.length, expected: expected.length, arrived: service.received.length,
    lost: lost.length, lostKeys: lost.slice(0, 20), duplicated: duplicated.length, duplicates: duplicated.slice(0, 20), leftInQueue: left, drainedMs,
    ok: lost.length === 0 && duplicated.length === 0 && left === 0,
  };
}
