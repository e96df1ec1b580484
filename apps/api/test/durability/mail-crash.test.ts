import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD, mailsContract, type MailDetail } from '@harmony/shared';
import { enqueueMail } from '../../src/lib/mail/index.js';
import { freePort, HttpClient, startServer, type ChildServer } from './support/child-server.js';
import { privateDatabase } from './support/private-database.js';

/**
 * The mail queue under a crash (issue 28): the real server in a child process delivers a mail of 40 recipients to
 * a real SMTP peer and is killed with SIGKILL in the middle of a batch — while a message is on the wire, others of
 * the batch claimed and not yet written, the rest still queued. Restarted, it takes the killed claims over once
 * they run out and finishes: every recipient gets the message exactly once, nothing lost.
 */
const RECIPIENTS = 40;
/** The message on the wire when the kill lands (the batch is 20). */
const KILL_AT = 7;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Delivered { to: string; messageId: string }

/** An SMTP peer that keeps whole messages only; on the KILL_AT-th message's data it calls `onWire` first. */
async function smtpPeer(onWire: () => Promise<void>) {
  const delivered: Delivered[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      started++;
      if (started === KILL_AT) {
        // Killed while this message is being written: the peer never finishes it (its connection dies).
        void onWire().then(() => stream.resume());
        stream.on('error', () => undefined);
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        for (const to of session.envelope.rcptTo) delivered.push({ to: to.address, messageId });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, delivered };
}

describe('the mail queue under SIGKILL', () => {
  it('sends every recipient its message exactly once across a kill in the middle of a batch', async () => {
    const db = await privateDatabase(cleanups);
    const port = await freePort();
    // The delivering server, once started (its worker may reach the kill before startServer has returned).
    const first: { server?: Promise<ChildServer> } = {};
    let killed!: () => void;
    const wasKilled = new Promise<void>((resolve) => (killed = resolve));
    const peer = await smtpPeer(async () => {
      await (await first.server!).kill();
      killed();
    });
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port), MAIL_WORKER_INTERVAL_MS: '100', MAIL_LOCK_MS: '1500' };
    // Queued before any server runs (PGlite has one owner at a time): the first one delivers from its start.
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `odbiorca${i + 1}@firma.pl`);
    const database = await db.open();
    const id = await enqueueMail(database.db, { to: emails, subject: 'Awaria w połowie', html: '<p>Raz i tylko raz</p>', kind: 'user' })
      .finally(() => database.close());

    first.server = startServer({ port, ...db.env, env });
    cleanups.push(async () => (await first.server!).kill());
    await wasKilled;
    expect(peer.delivered.length, 'delivered before the kill').toBe(KILL_AT - 1);
    const server = await startServer({ port, ...db.env, env });
    cleanups.push(() => server.kill());
    const after = new HttpClient(server.base);
    expect((await after.request('POST', '/login', { email: 'admin@demo.local', password: DEMO_PASSWORD })).status).toBe(200);
    let mail: MailDetail | undefined;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      [mail] = (await (await after.request('GET', mailsContract.itemPath(id))).json()) as MailDetail[];
      if (mail?.status === 'sent') break;
    }
    expect(mail?.status, server.output()).toBe('sent');
    expect(mail!.recipients.every((r) => r.status === 'sent')).toBe(true);
    // Each recipient exactly once, each message its own Message-ID: none lost, none twice.
    expect(peer.delivered.map((d) => d.to).sort()).toEqual([...emails].sort());
    expect(new Set(peer.delivered.map((d) => d.messageId)).size).toBe(RECIPIENTS);
    // The killed worker's claim (the message on the wire and the rest of its batch of 20) counts as an attempt:
    // those went on the second; everyone else on the first.
    expect(mail!.recipients.filter((r) => r.attempts === 2).map((r) => r.email)).toEqual(emails.slice(KILL_AT - 1, 20));
    expect(mail!.recipients.filter((r) => r.attempts === 1)).toHaveLength(RECIPIENTS - (20 - KILL_AT + 1));
  }, 180_000);
});
