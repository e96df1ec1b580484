import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '@harmony/shared';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (malformed JSON, large bodies); set content-type in `headers`. */
  payload?: string | Buffer;
  /** false: omit X-XSRF-TOKEN and X-Requested-With on a mutating request. */
  csrf?: boolean;
}

export interface ClientOptions {
  /** The client's IP (login throttling counts per e-mail + IP). */
  remoteAddress?: string;
  /** Sent with every request (e.g. X-Locale). */
  headers?: Record<string, string>;
}

/**
 * A browser-like client over app.inject: keeps cookies between requests and, like the SPA, echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN (plus X-Requested-With) on every state-changing request.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly appOf: () => FastifyInstance;

  /** `app` may be a getter: `withApp()` hands out clients before its app exists. */
  constructor(app: FastifyInstance | (() => FastifyInstance), readonly options: ClientOptions = {}) {
    this.appOf = 'inject' in app ? () => app : app;
  }

  get app(): FastifyInstance {
    return this.appOf();
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Any API GET hands out the CSRF cookies. */
  async primeCsrf(): Promise<void> {
    await this.get('/api/health');
  }

  async request(method: HTTPMethods, url: string, opts: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.options.headers };
    const upper = method.toUpperCase();
    if (MUTATING.has(upper) && opts.csrf !== false) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.primeCsrf();
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
      headers['x-requested-with'] = 'XMLHttpRequest';
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, opts.headers);
    const res = await this.app.inject({
      method: upper as HTTPMethods,
      url,
      query: opts.query,
      headers,
      payload,
      remoteAddress: this.options.remoteAddress,
    });
    this.store(res);
    return res;
  }

  get(url: string, opts?: RequestOptions) {
    return this.request('GET', url, opts);
  }
  post(url: string, body?: unknown, opts?: RequestOptions) {
    return this.request('POST', url, { ...opts, body });
  }
  put(url: string, body?: unknown, opts?: RequestOptions) {
    return this.request('PUT', url, { ...opts, body });
  }
  delete(url: string, opts?: RequestOptions) {
    return this.request('DELETE', url, opts);
  }

  private store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

/** The four demo accounts (PRODUCT.md section 1), by role name. */
export const DEMO_ACCOUNTS = {
  Superadministrator: 'superadmin@demo.local',
  Administrator: 'admin@demo.local',
  Lider: 'lider@demo.local',
  Kontraktor: 'kontraktor@demo.local',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export const DEMO_ROLES = Object.keys(DEMO_ACCOUNTS) as DemoRole[];

/** A client signed in as a demo account (argon2 makes this cost ~0.1 s: reuse it within a file). */
export async function signIn(app: FastifyInstance, role: DemoRole, options?: ClientOptions): Promise<TestClient> {
  const client = new TestClient(app, options);
  await signInClient(client, role);
  return client;
}

/** Signs an existing (still anonymous) client in as a demo account. */
export async function signInClient(client: TestClient, role: DemoRole): Promise<void> {
  const res = await client.post('/login', { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`Sign-in as ${role} failed: ${res.statusCode} ${res.body}`);
}
