import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTP_CONNECTIONS, type SmtpConfig } from '../../src/config.js';
import { createMailTransport, type MailTransport } from '../../src/lib/mail/transport.js';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  port: number;
  smtp: SmtpConfig;
  /** nodemailer over this server, with the app's settings. */
  transport: MailTransport;
  received: ReceivedMail[];
  /** While > 0, each message is refused with a temporary error (451) and the counter goes down. */
  refuseNext: number;
  close(): Promise<void>;
}

/** A real SMTP peer on 127.0.0.1 (random port, no TLS, authentication optional) that keeps what it receives. */
export async function startSmtp(opts: { onMessage?: (mail: ReceivedMail) => void } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext--;
          const err = new Error('Try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parseMessage(raw),
          raw,
        };
        received.push(mail);
        opts.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const smtp: SmtpConfig = { host: '127.0.0.1', port, secure: false, from: '1CRM Harmony <no-reply@harmony.test>', connections: SMTP_CONNECTIONS };
  const transport = createMailTransport(smtp);
  return {
    port,
    smtp,
    transport,
    received,
    get refuseNext() {
      return state.refuseNext;
    },
    set refuseNext(n: number) {
      state.refuseNext = n;
    },
    async close() {
      transport.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/*
 * Just enough MIME for our own messages (no mail parser among the dependencies): unfolded headers, RFC 2047
 * encoded words, multipart bodies, quoted-printable and base64 parts.
 */
function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelope' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const out = { headers, subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = partBody.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const inner = splitHead(part.replace(/^\r?\n/, ''));
        walk(inner.headers, inner.body);
      }
    } else if (/^text\/html/i.test(type)) {
      out.html = decodeBody(partHeaders, partBody).trim();
    } else if (/^text\/plain/i.test(type)) {
      out.text = decodeBody(partHeaders, partBody).trim();
    }
  };
  walk(headers, body);
  return out;
}

/** Waits until `count` messages have arrived (the worker's tick has returned by then; this is a safety net). */
export async function waitForMail(server: TestSmtp, count: number, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (server.received.length < count) {
    if (Date.now() > until) throw new Error(`Expected ${count} mails, got ${server.received.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
