import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { ADMIN_ROLES, onlineCountRead, onlineListRead } from '@harmony/shared';
import { runningTimers } from '../../db/schema.js';
import { onlineUsers } from '../timer/repository.js';
import { OnlineFeed } from './feed.js';
import { pollingSource, streamOnline, type OnlineSource } from './stream.js';

/** Users with a running timer count as online; only administrators may ask (seed section 6). */
export default async function onlineRoutes(app: FastifyInstance) {
  app.get('/api/v1/admin/times/onlineCount', { config: { roles: ADMIN_ROLES }, schema: { response: { 200: onlineCountRead } } }, async () => {
    const [row] = await app.db.select({ count: count() }).from(runningTimers);
    return { count: row?.count ?? 0 };
  });

  const listAccess = { config: { roles: ADMIN_ROLES, permission: 'Timer__lista__online' } };

  /** /administrator/online: who has a timer running, on what, since when. */
  app.get('/api/v1/admin/times/online', { ...listAccess, schema: { response: { 200: onlineListRead } } }, async () => ({ data: await onlineUsers(app.db) }));

  /**
   * The same list live: an EventSource (Accept: text/event-stream) gets an `online` event now and on every
   * change. Any other client (a plain fetch, HEAD) gets the current list as JSON, like the route above.
   * No response schema: the stream is written to the raw socket (streamOnline), which no serializer sees, and
   * one schema can't declare both answers.
   */
  const open = new Set<() => void>();
  const read = async () => JSON.stringify({ data: await onlineUsers(app.db) });
  const feed = new OnlineFeed(read, () => app.authCache.listening, (err) => app.log.warn({ err }, 'online feed: cannot read the list; asking again'));
  app.authCache.onTopic('online', () => feed.changed());
  const source: OnlineSource = app.config.onlineStream === 'poll' ? pollingSource(read) : (send) => feed.subscribe(send);
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    feed.stop();
  });
  app.get('/api/v1/admin/times/online/stream', listAccess, async (req, reply) => {
    if (req.method === 'GET' && req.headers.accept?.includes('text/event-stream')) return streamOnline(app, req, reply, open, source);
    return { data: await onlineUsers(app.db) };
  });
}
