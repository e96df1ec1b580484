// The newsletter campaign of `npm run bench` (issue 28): a campaign to the 100,000 confirmed subscribers `npm run
// seed:large` puts on its benchmark list, queued through the API (one INSERT … SELECT of the recipients: target
// under 10 s), then delivered by the server's own mail worker to an SMTP sink in this process at the throttle's rate
// (the setting raised to 60,000 a minute for the run). It counts at the sink, per recipient, what arrived for this
// campaign against what the API says was sent (0 lost, 0 duplicated), and samples the server's RSS every second
// while it sends (flat). The window is fixed (--campaign-seconds); the rest is taken off the queue afterwards.
import { fmt, sleep } from './report.mjs';
import { memoryOf, startServer } from './server.mjs';
import { Session } from './session.mjs';
import { startSink } from './sink.mjs';

export const CAMPAIGN_NAME = 'newsletter campaign to 100,000 subscribers';
const LIST_NAME = 'Benchmark: 100 000 subskrybentów';
const PER_MINUTE = 60_000;
const CONNECTIONS = 8;

const setThrottle = (session, value) => session.request('PUT', '/api/settings', { settings: [{ key: 'mailsPerMinute', value: String(value) }] });

/**
 * Runs the campaign on a server of its own (its worker ticking every 500 ms, its SMTP the sink). `seconds`: how long
 * delivery is watched before the throttle brakes it. The figures, or null when the database has no benchmark list.
 */
export async function campaignBench({ seconds, password }) {
  const sink = await startSink();
  // Eight SMTP connections (the default is 4): with the throttle, what an agency sets for a relay that takes 1,000 a second.
  const server = await startServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_CONNECTIONS: String(CONNECTIONS), MAIL_WORKER_INTERVAL_MS: '500' });
  try {
    const session = new Session(server.url);
    await session.signIn('admin@demo.local', password);
    const [list] = (await session.get(`/api/newsletter/lists?search=${encodeURIComponent(LIST_NAME)}`)).data;
    if (!list) {
      console.log(`\n${CAMPAIGN_NAME}: no list "${LIST_NAME}" (seed the database with this version's npm run seed:large): not measured.`);
      return null;
    }
    console.log(`\n${CAMPAIGN_NAME}: list #${list.id} with ${fmt(list.subscribers_count)} confirmed subscribers; throttle ${fmt(PER_MINUTE)}/min, ${seconds} s of delivery`);
    await setThrottle(session, PER_MINUTE);
    const content = '<p>Benchmark: <a href="https://example.com/oferta">oferta</a> i <a href="https://example.com/blog">blog</a>.</p>';
    const draft = await session.request('POST', '/api/newsletter/campaigns', { subject: `Benchmark ${new Date().toISOString()}`, content, list_id: list.id });
    const idle = memoryOf(server.pid);

    const queuedAt = performance.now();
    const sent = await session.request('POST', `/api/newsletter/campaigns/${draft.id}/send`, {});
    const queueMs = performance.now() - queuedAt;
    const { recipients, mail_id: mailId } = sent.data;
    console.log(`  queued ${fmt(recipients)} recipients in ${fmt(queueMs / 1000, 2)} s (POST …/send, one INSERT … SELECT)`);

    // Delivery: what reached the sink and the server's memory, every second.
    const samples = [];
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await sleep(1000);
      const arrived = [...sink.of(draft.id).values()].reduce((n, c) => n + c, 0);
      samples.push({ s: Math.round((performance.now() - started) / 1000), arrived, rss: memoryOf(server.pid)?.rss ?? 0 });
      if (arrived >= recipients) break;
    }
    // The brake: a throttle of 1 a minute claims nothing more; the tick on its way ends, then the counts stand still.
    await setThrottle(session, 1);
    let figures;
    let last = -1;
    for (let stable = 0; stable < 3;) {
      await sleep(1000);
      figures = (await session.get(`/api/newsletter/campaigns/${draft.id}`));
      const now = figures.sent + figures.failed + sink.total();
      stable = now === last ? stable + 1 : 0;
      last = now;
    }
    const perRecipient = sink.of(draft.id);
    const arrived = [...perRecipient.values()].reduce((n, c) => n + c, 0);
    const unique = perRecipient.size;
    const duplicated = arrived - unique;
    const lost = figures.sent - unique;
    const delivering = samples.filter((x) => x.arrived > 0);
    const first = delivering[0] ?? samples[0];
    const end = samples.at(-1);
    const rate = end && first && end.s > first.s ? (end.arrived - first.arrived) / (end.s - first.s) : 0;
    const rss = delivering.map((x) => x.rss);
    // The throttle counts a sliding minute: the most that reached the sink in any 60 s of the run stays under it.
    const busiestMinute = Math.max(0, ...samples.map((x) => x.arrived - (samples.findLast((y) => y.s <= x.s - 60)?.arrived ?? 0)));
    const result = {
      name: CAMPAIGN_NAME, recipients, queueMs, seconds: end?.s ?? 0, sent: figures.sent, failed: figures.failed, arrived, unique, lost, duplicated,
      perSecond: rate, busiestMinute, perMinute: PER_MINUTE, connections: CONNECTIONS, etaMinutes: rate ? recipients / rate / 60 : null, idleRss: idle?.rss ?? 0,
      rss: rss.length ? { first: rss[0], min: Math.min(...rss), max: Math.max(...rss), last: rss.at(-1) } : null, samples,
    };
    console.log(`  delivered in ${result.seconds} s: ${fmt(unique)} recipients (${fmt(rate, 1)} a second; all ${fmt(recipients)} would take ` +
      `${result.etaMinutes ? fmt(result.etaMinutes, 1) : '—'} min); the API says ${fmt(figures.sent)} sent, ${figures.failed} failed; lost ${lost}, duplicated ${duplicated}`);
    console.log(`  ${CONNECTIONS} SMTP connections; the most delivered in any minute: ${fmt(busiestMinute)} (the throttle: ${fmt(PER_MINUTE)})`);
    if (result.rss) {
      console.log(`  server RSS while sending: ${fmt(result.rss.first)} MB at the first message, ${fmt(result.rss.min)}–${fmt(result.rss.max)} MB, ` +
        `${fmt(result.rss.last)} MB at the end (${fmt(((result.rss.last - result.rss.first) / result.rss.first) * 100, 1)} %)`);
    }
    // What is left is taken off the queue (the next run starts from an empty one); a live claim answers 409 for a moment.
    for (let tries = 0; tries < 30; tries++) {
      const res = await fetch(`${server.url}/api/mails/${mailId}`, { method: 'DELETE', headers: session.headers(true), body: '{}' });
      if (res.status !== 409) break;
      await sleep(1000);
    }
    await session.request('DELETE', '/api/settings/mailsPerMinute', {});
    return result;
  } finally {
    await server.stop();
    await sink.close();
  }
}
