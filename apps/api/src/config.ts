import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORM_MIN_FILL_SECONDS, FORM_SUBMISSIONS_PER_HOUR, PUBLIC_RATE_PER_MINUTE } from '@harmony/shared';

/** Open SMTP connections by default: a campaign's pace without a mail server's limit on concurrent connections. */
export const SMTP_CONNECTIONS = 4;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** Connections kept open to the server, each carrying one message at a time (SMTP_CONNECTIONS, default 4). */
  connections: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** Signs CSRF tokens; when unset (embedded mode) one is generated once and kept in the database. */
  sessionSecret?: string;
  /** Cookies get the Secure flag (set when served over HTTPS). */
  secureCookies: boolean;
  webDist: string;
  /** Uploaded files live here under generated keys (FILES_DIR, default <dataDir>/files). */
  filesDir: string;
  /** Largest accepted upload, per file, in MB (MAX_UPLOAD_MB, default 10). */
  maxUploadMb: number;
  /** Requests a minute from one address to the public content API (PUBLIC_RATE_PER_MINUTE; 0: no limit, e.g. behind a CDN). */
  publicRatePerMinute: number;
  /** A form's answer sent sooner than this after its page loaded is spam (FORM_MIN_FILL_SECONDS, default 3). */
  formMinFillSeconds: number;
  /** Answers an hour from one address before the rest is kept as spam (FORM_SUBMISSIONS_PER_HOUR, default 10). */
  formSubmissionsPerHour: number;
  smtp: SmtpConfig;
  /** Public address of the app (no trailing slash): links in e-mails (set-password) point here. */
  appUrl: string;
  /** Read the client's address from X-Forwarded-For (TRUST_PROXY; default: in production, behind the proxy the README describes). */
  trustProxy: boolean;
  /**
   * The push services a browser's subscription may point at (PUSH_SERVICE_HOSTS, comma-separated; a name covers its
   * subdomains): the server posts to a subscription's endpoint, so any other address is refused (no requests to
   * the intranet on a user's say-so).
   */
  pushServiceHosts: string[];
  /**
   * How open online streams learn of a change (ONLINE_STREAM): 'notify' (default), PostgreSQL's news of the
   * running timers, one query per change for all of an instance's streams; 'poll', each stream asks every 2 s
   * (the way before issue 29, kept for the benchmark's comparison).
   */
  onlineStream: 'notify' | 'poll';
  /**
   * With several instances, a session served from memory first waits for other instances' news (AUTH_FENCE, 'on'
   * by default; 'off' trades that for throughput: plugins/auth-cache.ts).
   */
  authFence: boolean;
  /** Demo accounts and demo data are seeded only into the embedded database. */
  seedDemo: boolean;
  logLevel: string;
}

/** Chrome's and Edge's (FCM, WNS), Firefox's (autopush) and Safari's (APNs) push services. */
const PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (production && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production (at least 32 characters).');
  }
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
  const maxUploadMb = Number(env.MAX_UPLOAD_MB ?? 10);
  if (!(maxUploadMb > 0)) throw new Error('MAX_UPLOAD_MB must be a positive number.');
  const publicRatePerMinute = Number(env.PUBLIC_RATE_PER_MINUTE ?? PUBLIC_RATE_PER_MINUTE);
  if (!Number.isInteger(publicRatePerMinute) || publicRatePerMinute < 0) throw new Error('PUBLIC_RATE_PER_MINUTE must be a whole number, 0 or more.');
  const whole = (name: string, fallback: number) => {
    const n = Number(env[name] ?? fallback);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, 0 or more.`);
    return n;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[]): T => {
    const value = (env[name] || values[0]) as T;
    if (!values.includes(value)) throw new Error(`${name} must be one of: ${values.join(', ')}.`);
    return value;
  };
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    production,
    sessionSecret: env.SESSION_SECRET || undefined,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    // WEB_DIST lets a test run serve its own build (parallel builds must not swap chunks under it).
    webDist: path.resolve(ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    filesDir: env.FILES_DIR ? path.resolve(ROOT, env.FILES_DIR) : path.join(dataDir, 'files'),
    maxUploadMb,
    publicRatePerMinute,
    formMinFillSeconds: whole('FORM_MIN_FILL_SECONDS', FORM_MIN_FILL_SECONDS),
    formSubmissionsPerHour: whole('FORM_SUBMISSIONS_PER_HOUR', FORM_SUBMISSIONS_PER_HOUR),
    smtp: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port: Number(env.SMTP_PORT ?? 1025),
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
      from: env.SMTP_FROM ?? '1CRM Harmony <no-reply@harmony.local>',
      connections: Math.max(1, whole('SMTP_CONNECTIONS', SMTP_CONNECTIONS)),
    },
    appUrl: (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY === 'true' : production,
    pushServiceHosts: (env.PUSH_SERVICE_HOSTS ?? PUSH_SERVICE_HOSTS).split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    onlineStream: oneOf('ONLINE_STREAM', ['notify', 'poll'] as const),
    authFence: oneOf('AUTH_FENCE', ['on', 'off'] as const) === 'on',
    seedDemo: !databaseUrl,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    ...overrides,
  };
}
