import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { browserKeys, decryptPush, verifyVapid, type BrowserKeys, type VapidClaims } from './push-crypto.js';

/** The tests' push service's certificate (self-signed for 127.0.0.1): the app trusts it by `agent`, a child server by NODE_EXTRA_CA_CERTS. */
export const PUSH_SERVICE_CERT = new URL('./push-service-tls/cert.pem', import.meta.url).pathname;
const KEY = new URL('./push-service-tls/key.pem', import.meta.url).pathname;

export interface TestSubscription {
  /** Its id in the service: the endpoint's last segment. */
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** What the service answered. */
  status: number;
  ttl: string | undefined;
  encoding: string | undefined;
  vapid: VapidClaims;
  /** The message as the browser reads it, decrypted with the subscription's keys. */
  text: string;
}

export interface TestPushService {
  /** https://127.0.0.1:port */
  origin: string;
  /** An https agent that trusts the service's certificate. */
  agent: https.Agent;
  received: ReceivedPush[];
  /** A browser's subscription at this service, with keys made as a browser makes them. */
  subscribe(): TestSubscription;
  /** The next answers to a subscription's messages (e.g. 500, then 410); 201 once they run out. */
  answer(subscription: TestSubscription, ...statuses: number[]): void;
  /** The messages received so far once there are at least `count` (within `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/**
 * A push service of our own on loopback (HTTPS, as web-push speaks only that): it takes what a server posts to a
 * subscription's endpoint, checks the VAPID signature, decrypts the message with the subscription's private key,
 * and answers 201 — or what a test asked for.
 */
export async function startPushService(): Promise<TestPushService> {
  const cert = fs.readFileSync(PUSH_SERVICE_CERT);
  const keys = new Map<string, BrowserKeys>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  let serial = 0;

  const server = https.createServer({ key: fs.readFileSync(KEY), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = decodeURIComponent(req.url?.split('/').pop() ?? '');
      const own = keys.get(id);
      const status = answers.get(id)?.shift() ?? (own ? 201 : 404);
      if (own && req.method === 'POST') {
        try {
          received.push({
            subscription: id, status, ttl: req.headers.ttl as string | undefined, encoding: req.headers['content-encoding'],
            vapid: verifyVapid(req.headers.authorization), text: decryptPush(Buffer.concat(chunks), own),
          });
        } catch (error) {
          res.writeHead(400).end(String(error));
          return;
        }
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert });

  return {
    origin,
    agent,
    received,
    subscribe() {
      const id = `browser-${process.pid}-${++serial}`;
      const made = browserKeys();
      keys.set(id, made);
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: made.p256dh, auth: made.auth } };
    },
    answer(subscription, ...statuses) {
      answers.set(subscription.id, [...(answers.get(subscription.id) ?? []), ...statuses]);
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`The push service received ${received.length} of ${count} messages`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
