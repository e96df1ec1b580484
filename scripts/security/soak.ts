import fs from 'node:fs';
import { DEMO_PASSWORD } from '@harmony/shared';
import { HttpClient } from '../../apps/api/test/durability/support/child-server.js';

/**
 * A mixed-load soak against a running server: signed-in users of every role read lists, reports and the
 * dashboard, write and delete time entries and statuses, start and stop the timer, and now and then sign
 * out and in again. Every answer must be the expected one (no 5xx, no network error). The server's RSS is
 * sampled every 5 s; growth compares the median of the 30 s after the warm-up with the median of the last
 * 30 s (single readings ride the garbage collector's sawtooth, ±10 % on their own).
 */
export interface SoakResult {
  seconds: number;
  requests: number;
  errors: number;
  firstErrors: string[];
  rssAfterWarmupMb: number;
  rssAtEndMb: number;
  growthPercent: number;
  /** RSS every 5 s (MB): a plateau is caches filling, a steady climb a leak. */
  rssSamplesMb: number[];
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

type Step = (c: HttpClient, ctx: { projectId: number; slot: () => number }) => Promise<[Response, number[]]>;

const get = (url: string): Step => async (c) => [await c.request('GET', url), [200]];
const READS: Step[] = [
  get('/api/statuses?per_page=25&sort=name'), get('/api/projects?per_page=50'), get('/api/time-entries?per_page=50'),
  get('/api/reports/users'), get('/api/reports/projects'), get('/api/dashboard'), get('/api/events?per_page=25'),
  get('/api/time-entries/options'), get('/api/notifications'), get('/api/user'), get('/api/timer'),
];

/** A time entry in a slot of its own (no overlaps), then its deletion half of the time. */
const writeEntry: Step = async (c, ctx) => {
  const at = Date.parse('2031-03-02T06:00:00Z') + ctx.slot() * 120_000;
  const res = await c.request('POST', '/api/time-entries', {
    project_id: ctx.projectId, started_at: new Date(at).toISOString(), ended_at: new Date(at + 60_000).toISOString(), description: 'soak',
  });
  if (res.status === 201 && Math.random() < 0.5) {
    const { id } = (await res.clone().json()) as { id: number };
    const del = await c.request('DELETE', `/api/time-entries/${id}`);
    return [del, [200]];
  }
  return [res, [201]];
};
const writeStatus: Step = async (c) => {
  const res = await c.request('POST', '/api/statuses', { name: `Soak ${Math.random().toString(36).slice(2)}`, applies_to: 'projects', color: '#123456', position: 1 });
  if (res.status !== 201) return [res, [201]];
  const { id } = (await res.clone().json()) as { id: number };
  return [await c.request('DELETE', `/api/statuses/${id}`), [200]];
};
const timer: Step = async (c, ctx) => {
  const start = await c.request('POST', '/api/timer/start', { project_id: ctx.projectId, description: 'soak' });
  if (![201, 409, 422].includes(start.status)) return [start, [201]];
  return [await c.request('DELETE', '/api/timer'), [200, 404]];
};

async function signIn(base: string, email: string): Promise<HttpClient> {
  const c = new HttpClient(base);
  const res = await c.request('POST', '/login', { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return c;
}

export async function soak(o: { base: string; pid: number; seconds: number; users?: number }): Promise<SoakResult> {
  const admin = await signIn(o.base, 'admin@demo.local');
  const project = await admin.request('POST', '/api/projects', { name: `Soak ${Date.now()}` });
  if (project.status !== 201) throw new Error(`project: ${project.status} ${await project.text()}`);
  const projectId = ((await project.json()) as { id: number }).id;
  let next = 0;
  const ctx = { projectId, slot: () => next++ };
  const emails = ['admin@demo.local', 'superadmin@demo.local', 'admin@demo.local', 'admin@demo.local'];
  const result = { requests: 0, errors: 0, firstErrors: [] as string[] };
  const warmup = Math.min(60, Math.max(10, Math.round(o.seconds * 0.1)));
  const started = Date.now();
  const until = started + o.seconds * 1000;
  const samples: { at: number; mb: number }[] = [];
  const every = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(o.pid) }), 5_000);

  const user = async (i: number) => {
    let c = await signIn(o.base, emails[i % emails.length]!);
    while (Date.now() < until) {
      const roll = Math.random();
      const step = roll < 0.7 ? READS[Math.floor(Math.random() * READS.length)]! : roll < 0.85 ? writeEntry : roll < 0.95 ? writeStatus : timer;
      try {
        const [res, ok] = await step(c, ctx);
        await res.arrayBuffer();
        result.requests++;
        if (!ok.includes(res.status)) throw new Error(`${res.status} ${res.url}`);
      } catch (err) {
        result.errors++;
        if (result.firstErrors.length < 10) result.firstErrors.push(String((err as Error).message ?? err));
      }
      if (Math.random() < 0.01) {
        await c.request('POST', '/logout');
        c = await signIn(o.base, emails[i % emails.length]!);
      }
    }
  };
  await Promise.all(Array.from({ length: o.users ?? 8 }, (_, i) => user(i)));
  clearInterval(every);
  samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(o.pid) });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const end = samples.at(-1)!.at;
  const rssAfterWarmup = median(samples.filter((x) => x.at >= warmup && x.at < warmup + 30).map((x) => x.mb));
  const rssAtEnd = median(samples.filter((x) => x.at > end - 30).map((x) => x.mb));
  const rssSamplesMb = samples.map((x) => Math.round(x.mb));
  return {
    seconds: Math.round((Date.now() - started) / 1000), ...result,
    rssAfterWarmupMb: Math.round(rssAfterWarmup), rssAtEndMb: Math.round(rssAtEnd),
    growthPercent: Math.round(((rssAtEnd - rssAfterWarmup) / rssAfterWarmup) * 1000) / 10,
    rssSamplesMb,
  };
}
