import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ONLINE_STREAM_EVENT } from '@harmony/shared';
import { sessions } from '../../db/schema.js';
import { onlineUsers } from '../timer/repository.js';

/** How often the database is asked, and how often an idle stream sends a comment so proxies keep it open. */
export const POLL_MS = 2000;
export const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events of who is online. The state lives in `running_timers`, so every API instance polls
 * the database (no in-memory pub/sub to keep in step) and sends the list only when it changed. On each
 * heartbeat the stream also checks that its session still exists, so a sign-out ends it.
 */
export function streamOnline(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, open: Set<() => void>): void {
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
  let busy = false;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(beat);
    open.delete(end);
    res.end();
  };
  const guarded = (work: () => Promise<void>) => () => {
    if (busy || closed) return;
    busy = true;
    work()
      .catch((err: unknown) => {
        req.log.warn({ err }, 'online stream stopped');
        end();
      })
      .finally(() => {
        busy = false;
      });
  };
  const send = guarded(async () => {
    const data = JSON.stringify({ data: await onlineUsers(app.db) });
    if (closed || data === last) return;
    last = data;
    res.write(`event: ${ONLINE_STREAM_EVENT}\ndata: ${data}\n\n`);
  });
  const heartbeat = async () => {
    const [alive] = await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, req.session!.id)).limit(1);
    if (!alive) return end();
    if (!closed) res.write(': heartbeat\n\n');
  };
  const poll = setInterval(send, POLL_MS);
  const beat = setInterval(() => {
    heartbeat().catch(() => end());
  }, HEARTBEAT_MS);
  res.on('close', end);
  open.add(end);
  send();
}
