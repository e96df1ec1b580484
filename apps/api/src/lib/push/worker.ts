import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import { clockOf } from '../queue/claim.js';
import { startQueueLoop } from '../queue/worker-loop.js';
import { attempt, claimDeliveries, settle, type Claimed, type Outcome } from './deliver.js';
import { expandDuePush } from './expand.js';
import { vapidKeys } from './vapid.js';

export interface PushDeliveryOptions {
  /** How many due deliveries one tick claims. */
  batchSize?: number;
  /** How many of them are sent at once. */
  parallel?: number;
  /** How long a claim holds: another worker may take the delivery over only after this (a killed worker). */
  lockMs?: number;
  /** The clock: the database's by default; tests move it forward to reach a retry or a scheduled time. */
  now?: Date;
  /** The VAPID subject; `mailto:no-reply@harmony.local` when left out. */
  subject?: string;
  /** An https agent for the push services (tests: one that trusts their own service's certificate). */
  agent?: Agent;
  timeoutMs?: number;
}

export interface PushReport {
  /** Notifications whose time came, turned into deliveries. */
  expanded: number;
  /** Deliveries claimed in this tick (accepted + retried + failed + lost claims). */
  claimed: number;
  accepted: number;
  retried: number;
  failed: number;
}

/**
 * One tick of the push worker: due notifications become deliveries (expand.ts), then due deliveries are claimed and
 * sent, a few at a time, each outcome written at once and only while its claim is ours (lib/queue), so a worker
 * killed mid-batch resends at most the messages in flight (the service worker folds a repeat: one tag per
 * delivery). A 404 or 410 removes the subscription; any other failure is retried after 1, 5, 15 and 60 minutes.
 */
export async function deliverDuePush(db: Db, opts: PushDeliveryOptions = {}): Promise<PushReport> {
  const now = clockOf(opts.now);
  const expanded = await expandDuePush(db, now);
  const claimed = await claimDeliveries(db, now, opts.batchSize ?? 50, opts.lockMs ?? 10 * 60_000);
  const report: PushReport = { expanded, claimed: claimed.length, accepted: 0, retried: 0, failed: 0 };
  if (!claimed.length) return report;
  const settings = {
    keys: await vapidKeys(db),
    subject: opts.subject ?? 'mailto:no-reply@harmony.local',
    timeoutMs: opts.timeoutMs ?? 30_000,
    ...(opts.agent ? { agent: opts.agent } : {}),
  };
  const one = async (delivery: Claimed) => {
    const outcome: Outcome = await attempt(delivery, settings, now);
    if (await settle(db, delivery, outcome)) report[outcome.kind]++;
  };
  const queue = [...claimed];
  await Promise.all(Array.from({ length: Math.min(opts.parallel ?? 10, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await one(next);
  }));
  return report;
}

/** Who push services may contact about our messages: the app's https address, else the sender's mailbox. */
export function vapidSubject(config: Pick<Config, 'appUrl' | 'smtp'>): string {
  if (config.appUrl.startsWith('https://')) return config.appUrl;
  const address = /<([^>]+)>/.exec(config.smtp.from)?.[1] ?? config.smtp.from.trim();
  return `mailto:${address}`;
}

export interface PushWorkerOptions {
  intervalMs: number;
  lockMs?: number;
  /** An https agent for the push services (tests: one that trusts their own service's certificate). */
  agent?: Agent;
}

/** Runs deliverDuePush every `intervalMs` in this instance (lib/queue's loop); returns its stop. */
export function startPushWorker(app: FastifyInstance, opts: PushWorkerOptions): () => Promise<void> {
  const batchSize = 50;
  const subject = vapidSubject(app.config);
  return startQueueLoop(app, {
    name: 'push',
    intervalMs: opts.intervalMs,
    async tick() {
      const report = await deliverDuePush(app.db, { batchSize, subject, ...(opts.lockMs ? { lockMs: opts.lockMs } : {}), ...(opts.agent ? { agent: opts.agent } : {}) });
      return { claimed: report.claimed + report.expanded, more: report.claimed >= batchSize, report };
    },
  });
}
