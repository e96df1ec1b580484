// What the fault run checks once the load stopped: every acknowledged time entry is in the database, and every
// acknowledged mail reached the SMTP sink exactly once after the queue drained (a killed worker's claim is taken over
// when its lease, MAIL_LOCK_MS, runs out).
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

/** Still to send: queued or claimed recipients (a claim whose worker was killed stays 'sending' until its lease ends). */
const pending = async (dbUrl) => (await query(dbUrl, "select count(*)::int as count from mail_recipients where status in ('queued', 'sending')"))[0].count;

/**
 * Waits until the queue is empty and the sink has stood still for 2 s (or `waitMs` passed), then counts per
 * acknowledged recipient: lost (nothing arrived), duplicated (more than one message; `sameMessageId` when the copies
 * share their Message-ID, i.e. the same message sent again after a kill, not a second mail).
 */
export async function checkMails(dbUrl, sink, acknowledged, { waitMs, log }) {
  const started = performance.now();
  let last = -1;
  let still = 0;
  for (;;) {
    const left = await pending(dbUrl);
    const total = sink.total();
    still = left === 0 && total === last ? still + 1 : 0;
    last = total;
    if (still >= 4 || performance.now() - started > waitMs) break;
    await sleep(500);
  }
  const drainedMs = performance.now() - started;
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
