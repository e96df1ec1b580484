import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD, mailsContract, type MailDetail } from '@harmony/shared';
import { enqueueMail } from '../../src/lib/mail/index.js';
import { freePort, HttpClient, startServer, type ChildServer } from './support/child-server.js';
import { privateDatabase } from './support/private-database.js';

/**
 * The mail queue under a crash (issue 28): the real server in a child process delivers a mail of 40 recipients to
 * a real SMTP peer over four connections at once and is killed with SIGKILL in the middle of its batch — while a
 * message is on the wire on every connection, the rest of the batch claimed and not yet sent. Restarted, it takes
 * the killed claims over once they run out and finishes: every recipient gets the message exactly once, nothing lost.
 */
const RECIPIENTS = 40;
const CONNECTIONS = 4;
/** The first message the peer never finishes: from it on, each connection's message stalls on the wire. */
const STALL_FROM = 7;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Delivered { to: string; messageId: string }

/**
 * An SMTP peer that keeps whole messages only; from the STALL_FROM-th message on it never finishes one (a kill
 * while it is being written: its connection dies) until every connection has one stalled; then it calls `onWire`.
 */
async function smtpPeer(onWire: () => Promise<void>) {
  const delivered: Delivered[] = [];
  let started = 0;
  let stalled = 0;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      started++;
      // Every connection of the first server stalls; the restarted server's messages go through.
      if (started >= STALL_FROM && stalled < CONNECTIONS) {
        stream.on('error', () => undefined);
        if (++stalled === CONNECTIONS) void onWire().then(() => stream.resume());
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
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port), MAIL_WORKER_INTERVAL_MS: '100', MAIL_LOCK_MS: '1500', SMTP_CONNECTIONS: String(CONNECTIONS) };
    // Queued before any server runs (PGlite has one owner at a time): the first one delivers from its start.
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `odbiorca${i + 1}@firma.pl`);
    const database = await db.open();
    const id = await enqueueMail(database.db, { to: emails, subject: 'Awaria w połowie', html: '<p>Raz i tylko raz</p>', kind: 'user' })
      .finally(() => database.close());

    first.server = startServer({ port, ...db.env, env });
    cleanups.push(async () => (await first.server!).kill());
    await wasKilled;
    const before = peer.delivered.map((d) => d.to);
    expect(before, 'delivered before the kill').toHaveLength(STALL_FROM - 1);
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
    // The killed worker's claim (the messages on the wire and the rest of its batch: all 40) counts as an attempt:
    // what was delivered before the kill went on the first, everyone else on the second.
    expect(mail!.recipients.filter((r) => r.attempts === 1).map((r) => r.email).sort()).toEqual([...before].sort());
    expect(mail!.recipients.filter((r) => r.attempts === 2)).toHaveLength(RECIPIENTS - before.length);
  }, 180_000);
});
