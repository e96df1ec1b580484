// The fault run's load: a fixed rate of mixed requests through the proxy, each recorded with its start, end, answer
// and what failed, so a kill can be matched with the requests it cut. Writes keep what the API acknowledged (2xx
// with the new row's id): time entries, mails (one new recipient address per mail, so the SMTP sink can count each
// acknowledged mail's deliveries) and pushes to the signed-in user (a title of their own, so the push service can
// count each one's arrivals at every subscribed browser).
import { TIME_LIST_PATH, USER_PATH } from '../bench/scenarios.mjs';

/** What one request is, by weight: half reads, half writes (most of them time entries). */
const MIX = [['entry', 3], ['mail', 2], ['push', 1], ['list', 3], ['user', 2]];
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A failure's class: the socket cut under the request (the killed instance's connection, through the proxy), the
 * proxy's own 502/503/504 (an HTML page, not the API's JSON), the API's 5xx, anything else.
 */
export function classify(res, err) {
  if (err) {
    const code = err.cause?.code ?? err.code ?? '';
    if (err.name === 'TimeoutError') return 'timeout';
    if (/ECONNRESET|UND_ERR_SOCKET|EPIPE/.test(code) || /other side closed|socket hang up/i.test(err.cause?.message ?? '')) return 'connection reset';
    if (code === 'ECONNREFUSED') return 'connection refused';
    return `error ${code || err.message}`;
  }
  if (res.status < 300) return null;
  const json = (res.headers.get('content-type') ?? '').includes('json');
  if ([502, 503, 504].includes(res.status)) return json ? `API ${res.status}` : `proxy ${res.status}`;
  return `HTTP ${res.status}`;
}

export class Load {
  /** `session`: the signed-in bench Session (cookies, CSRF); `entry()`: the next time entry's JSON body. */
  /** `userId`: the signed-in user, whom each push is for. */
  constructor({ url, session, rate, entry, userId, mailDomain = 'fault.test' }) {
    Object.assign(this, { url, session, rate, entry, userId, mailDomain });
    this.t0 = performance.now();
    this.records = [];
    this.inFlight = new Set();
    this.mails = 0;
    this.pushes = 0;
    this.weights = MIX.flatMap(([kind, weight]) => Array(weight).fill(kind));
  }

  /** Milliseconds since the load was made: every timestamp of the run is on this clock. */
  now() {
    return performance.now() - this.t0;
  }

  start() {
    const every = 1000 / this.rate;
    let n = 0;
    // Scheduled against the clock, not after each answer: a stalled request must not slow the rate down.
    const tick = () => {
      if (this.stopped) return;
      while (n * every <= this.now()) this.send(this.weights[n++ % this.weights.length]);
      this.timer = setTimeout(tick, Math.max(1, n * every - this.now()));
    };
    tick();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight].map((r) => r.done));
  }

  requestOf(kind) {
    if (kind === 'list') return { method: 'GET', path: TIME_LIST_PATH };
    if (kind === 'user') return { method: 'GET', path: USER_PATH };
    if (kind === 'entry') return { method: 'POST', path: '/api/time-entries', body: this.entry() };
    if (kind === 'push') {
      const title = `Fault run push ${++this.pushes}`;
      const push = { title, body: 'Raz i tylko raz', link: '', audience: 'users', user_ids: [this.userId], scheduled_at: '' };
      return { method: 'POST', path: '/api/push', body: JSON.stringify(push), title };
    }
    const to = `r${++this.mails}.${this.t0.toFixed(0)}@${this.mailDomain}`;
    return { method: 'POST', path: '/api/mails/send', body: JSON.stringify({ emails: [to], subject: `Fault run ${this.mails}`, content: `<p>Message ${this.mails}</p>` }), to };
  }

  send(kind) {
    const { body, ...request } = this.requestOf(kind);
    const r = { n: this.records.length, kind, ...request, start: this.now(), end: null, status: 0, failure: null, servedBy: null, id: null };
    this.records.push(r);
    this.inFlight.add(r);
    r.done = (async () => {
      let res = null;
      let err = null;
      try {
        res = await fetch(`${this.url}${r.path}`, {
          method: r.method, body, headers: this.session.headers(r.method !== 'GET'), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        r.status = res.status;
        r.servedBy = res.headers.get('x-served-by');
        if (res.ok && r.method === 'POST') r.id = JSON.parse(text).id ?? null;
        if (!res.ok) r.message = text.slice(0, 200);
      } catch (e) {
        err = e;
      }
      r.failure = classify(res, err);
      if (err) r.error = `${err.cause?.code ?? err.name}: ${err.cause?.message ?? err.message}`;
      r.end = this.now();
      this.inFlight.delete(r);
    })();
  }

  /** The requests on their way right now (a kill's snapshot). */
  inFlightNow() {
    return [...this.inFlight].map((r) => r.n);
  }

  /** Acknowledged writes: time entry ids, each mail's id with its one recipient, each push's id with its title. */
  acknowledged() {
    const ok = this.records.filter((r) => r.id !== null);
    return {
      entries: ok.filter((r) => r.kind === 'entry').map((r) => r.id),
      mails: ok.filter((r) => r.kind === 'mail').map((r) => ({ id: r.id, to: r.to })),
      pushes: ok.filter((r) => r.kind === 'push').map((r) => ({ id: r.id, title: r.title })),
    };
  }
}
