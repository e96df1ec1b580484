import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, like } from 'drizzle-orm';
import { z } from 'zod';
import {
  fileContentQuery, idParamSchema, POPUP_EVENTS, PUBLIC_API, PUBLIC_GALLERIES_PATH, PUBLIC_MEDIA_PATH, PUBLIC_PAGES_PATH, PUBLIC_POPUPS_PATH, PUBLIC_POSTS_PATH,
  PUBLIC_SLIDERS_PATH, publicPopupsQuery, publicPostsQuery, type ImageVariant, type PopupEvent,
} from '@harmony/shared';
import { files } from '../../db/schema.js';
import { FileStorage } from '../../lib/files/index.js';
import { findVariant } from '../../lib/files/images.js';
import { notFound } from '../../lib/http-errors.js';
import { PublicAnswers, sendCached } from './cache.js';
import { publicGallery, publicSlider } from './media-sets.js';
import { livePage } from './pages.js';
import { countPopupEvent, livePopups } from './popups.js';
import { livePost, livePosts, nextPostChange } from './posts.js';
import { publicRateLimiter } from './rate-limit.js';

// No session and no CSRF cookies: a website's visitors read these, and shared caches keep the answers.
const open = { public: true, csrfCookie: false } as const;
const slugParams = z.object({ slug: z.string().max(200) });
const popupEventParams = idParamSchema.extend({ event: z.enum(POPUP_EVENTS) });

/**
 * The public read API for the agency's website (issue 26), no sign-in: live posts (a page of them, one by its
 * slug), a live page by its slug with its sections, a gallery, a slider's slides shown now, the pop-ups shown on
 * a page (and their views and clicks, reported by the website), and the library images they show. Never a draft, a future or an expired item: every query applies the
 * publishing window at its own time. Rate-limited per address; answers are kept in memory until the content changes,
 * and carry an ETag and a schedule-aware Cache-Control (cache.ts). Any website may read it (CORS: *, no credentials).
 */
export default async function publicContentRoutes(app: FastifyInstance) {
  const limiter = publicRateLimiter(app);
  const storage = new FileStorage(app.config.filesDir);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith(`${PUBLIC_API}/`)) return;
    reply.header('access-control-allow-origin', '*');
    limiter?.take(req);
  });

  // Each answer is built once and then served from memory until the content changes (cache.ts).
  const answers = new PublicAnswers(() => app.authCache.listening);
  app.authCache.onTopic('content', () => answers.forget());
  const send = async (req: FastifyRequest, reply: FastifyReply, load: () => Promise<{ body: unknown; nextChange: Date | null } | null>) => {
    const answer = await answers.answer(req.url, load);
    if (!answer) throw notFound();
    return sendCached(req, reply, answer);
  };
  const slugOf = (req: FastifyRequest) => (req.params as { slug: string }).slug;

  app.get(PUBLIC_POSTS_PATH, { config: open, schema: { querystring: publicPostsQuery } }, (req, reply) => send(req, reply, async () => ({
    body: await livePosts(app.db, req.query as z.output<typeof publicPostsQuery>), nextChange: await nextPostChange(app.db),
  })));

  app.get(`${PUBLIC_POSTS_PATH}/:slug`, { config: open, schema: { params: slugParams } }, (req, reply) => send(req, reply, async () => {
    const found = await livePost(app.db, slugOf(req));
    return found && { body: found.post, nextChange: found.ends };
  }));

  app.get(`${PUBLIC_PAGES_PATH}/:slug`, { config: open, schema: { params: slugParams } }, (req, reply) => send(req, reply, async () => {
    const found = await livePage(app.db, slugOf(req));
    return found && { body: found.page, nextChange: found.ends };
  }));

  app.get(`${PUBLIC_GALLERIES_PATH}/:slug`, { config: open, schema: { params: slugParams } }, (req, reply) => send(req, reply, async () => {
    const found = await publicGallery(app.db, { slug: slugOf(req) });
    return found && { body: found, nextChange: null };
  }));

  app.get(`${PUBLIC_SLIDERS_PATH}/:slug`, { config: open, schema: { params: slugParams } }, (req, reply) => send(req, reply, async () => {
    const found = await publicSlider(app.db, { slug: slugOf(req) });
    return found && { body: found.slider, nextChange: found.next };
  }));

  app.get(PUBLIC_POPUPS_PATH, { config: open, schema: { querystring: publicPopupsQuery } }, (req, reply) => send(req, reply, async () => {
    const { data, next } = await livePopups(app.db, (req.query as z.output<typeof publicPopupsQuery>).page);
    return { body: { data }, nextChange: next };
  }));

  // A website reports a view or a click from the visitor's browser: no session, so no CSRF token to check; no
  // body, so the browser sends it without a preflight (the OPTIONS answer is there for a client that asks); no change
  // of sign-in, so no wait for the other instances' auth caches.
  const event = { config: { ...open, csrf: false, authSync: false }, schema: { params: popupEventParams } };
  app.post(`${PUBLIC_POPUPS_PATH}/:id/:event`, event, async (req, reply) => {
    const { id, event: kind } = req.params as { id: number; event: PopupEvent };
    if (!(await countPopupEvent(app.db, id, kind))) throw notFound();
    return reply.header('cache-control', 'no-store').status(204).send();
  });
  app.options(`${PUBLIC_POPUPS_PATH}/:id/:event`, event, async (_req, reply) =>
    reply.header('access-control-allow-methods', 'POST').header('access-control-max-age', '86400').status(204).send());

  /**
   * A library image (not a file attached to a record): what live content shows, or its WebP rendition
   * (`?variant=medium`, for a website's srcset; the original when it has none). Its bytes never change.
   */
  app.get(`${PUBLIC_MEDIA_PATH}/:id`, { config: open, schema: { params: idParamSchema, querystring: fileContentQuery } }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const { variant } = req.query as { variant?: ImageVariant };
    const [row] = await app.db.select({ mime: files.mime, storageKey: files.storageKey }).from(files)
      .where(and(eq(files.id, id), like(files.mime, 'image/%'), isNull(files.attachableType))).limit(1);
    const rendition = row && variant ? await findVariant(app.db, id, variant) : null;
    const key = rendition?.storageKey ?? row?.storageKey;
    const size = key ? await storage.sizeOf(key) : null;
    if (!key || size === null) throw notFound();
    return reply.header('content-type', rendition ? 'image/webp' : row!.mime).header('content-length', size).header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'").header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(storage.pathOf(key)));
  });
}
