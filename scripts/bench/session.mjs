// Signs in like the SPA does: a GET hands out the CSRF cookies (harmony_csrf + XSRF-TOKEN), POST /login
// echoes XSRF-TOKEN in X-XSRF-TOKEN, and the session cookie comes back. The jar then yields the headers
// every benchmarked request carries (apps/api/src/plugins/{session,csrf}.ts).

export class Session {
  constructor(url) {
    this.url = url;
    this.cookies = new Map();
  }

  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value) this.cookies.set(pair.slice(0, at).trim(), value);
      else this.cookies.delete(pair.slice(0, at).trim());
    }
  }

  /** Headers of a signed-in request; `write` adds the CSRF echo. */
  headers(write = false) {
    const headers = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (write) {
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
      headers['x-requested-with'] = 'XMLHttpRequest';
      headers['content-type'] = 'application/json';
    }
    return headers;
  }

  async request(method, path, body) {
    const write = method !== 'GET';
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: this.headers(write),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  get(path) {
    return this.request('GET', path);
  }

  async signIn(email, password) {
    await this.get('/api/health');
    await this.request('POST', '/login', { email, password });
    if (!this.cookies.has('harmony_session')) throw new Error(`Signing in as ${email} gave no session cookie.`);
  }
}
