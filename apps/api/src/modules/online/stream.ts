import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ONLINE_STREAM_EVENT } from '@harmony/shared';
import { sessions } from '../../db/schema.js';

/** How often a stream asks the database in ONLINE_STREAM=poll, and how often an idle stream sends a comment so proxies keep it open. */
export const POLL_MS = 2000;
export const HEARTBEAT_MS = 15_000;

/** Where a stream's lists come from: `send` gets each list (JSON), `fail` ends the stream; returns the unsubscribe. */
export type OnlineSource = (send: (data: string) => void, fail: (error: unknown) => void) => () => void;

/** ONLINE_STREAM=poll: the stream asks the database every POLL_MS by itself (the benchmark's comparison). */
export const pollingSource = (read: () => Promise<string>): OnlineSource => (send, fail) => {
  let busy = false;
  const poll = () => {
    if (busy) return;
    busy = true;
    read().then(send, fail).finally(() => {
      busy = false;
    });
  };
  const timer = setInterval(poll, POLL_MS);
  poll();
  return () => clearInterval(timer);
};

/**
 * Server-Sent Events of who is online. The state lives in `running_timers`; the lists come from `source` (the
 * instance's OnlineFeed, fed by PostgreSQL's news of a change, or polling) and are sent only when they changed.
 * On each heartbeat the stream also checks that its session still exists, so a sign-out ends it.
 */
export function streamOnline(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, open: Set<() => void>, source: OnlineSource): void {
  reply.hijack();
  const res = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)) as Record<string, string>;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');

  let last = '';
  let closed = false;
  // Set once the source is subscribed (below); `end` may run before, when the client has already gone.
  const subscription: { stop?: () => void } = {};
  const end = () => {
    if (closed) return;
    closed = true;
    subscription.stop?.();
    clearInterval(beat);
    open.delete(end);
    res.end();
  };
  const heartbeat = async () => {
    const [alive] = await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, req.session!.id)).limit(1);
    if (!alive) return end();
    if (!closed) res.write(': heartbeat\n\n');
  };
  const beat = setInterval(() => {
    heartbeat().catch(() => end());
  }, HEARTBEAT_MS);
  res.on('close', end);
  open.add(end);
  subscription.stop = source((data) => {
    if (closed || data === last) return;
    last = data;
    res.write(`event: ${ONLINE_STREAM_EVENT}\ndata: ${data}\n\n`);
  }, (err) => {
    req.log.warn({ err }, 'online stream stopped');
    end();
  });
}
